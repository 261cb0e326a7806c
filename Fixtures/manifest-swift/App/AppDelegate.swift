//
//  AppDelegate.swift
//

import Common
import Mediator
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let assembly = AppAssembly()

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        assembly.assemble()
        let container = assembly.container
        let navigator = assembly.navigator

        let shop = UINavigationController()
        let cart = UINavigationController()
        let me = UINavigationController()
        shop.tabBarItem.title = "Shop"
        cart.tabBarItem.title = "Cart"
        me.tabBarItem.title = "Me"
        navigator.push(Routes.goodsList, from: shop, animated: false)
        navigator.push(AppRoute.cart.rawValue, from: cart, animated: false)
        navigator.push("\(Routes.scheme)://profile/me", from: me, animated: false)

        let tabs = UITabBarController()
        tabs.viewControllers = [shop, cart, me]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()

        let userID = container.resolve(UserService.self)?.currentUserID
        Log.info("launched, signed in as \(userID ?? "guest")")
        return true
    }

    /// myapp://goods/42 and friends, from share links and push notifications.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        let navigator = assembly.navigator
        return navigator.open(url.absoluteString)
    }
}
