//
//  AppDelegate.swift
//

import Coupon
import Lynx
import Mediator
import UIKit
import Wallet

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let router = LXRouter.shared

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        WalletRoutes.install()
        CouponRoutes.install()

        let wallet = UINavigationController(rootViewController: WLTBalanceViewController())
        wallet.tabBarItem.title = "Wallet"
        wallet.tabBarItem.badgeValue = APPDeepLinkHandler.walletBadge()
        let coupons = UINavigationController(rootViewController: CPNCouponListViewController())
        coupons.tabBarItem.title = "Coupons"

        let tabs = UITabBarController()
        tabs.viewControllers = [wallet, coupons]
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()

        APPDeepLinkHandler.showCouponsOnFirstLaunch()
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        APPDeepLinkHandler.openDeepLink(url)
    }

    /// Home-screen quick action "Top up".
    func application(_ application: UIApplication, performActionFor shortcutItem: UIApplicationShortcutItem, completionHandler: @escaping (Bool) -> Void) {
        completionHandler(router.go(LynxRoutes.walletTopUp))
    }
}
