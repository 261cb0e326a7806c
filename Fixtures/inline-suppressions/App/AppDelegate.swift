import UIKit
import Goods
import Shop
import Sale
import Mediator

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        ServiceRegistry.shared.register(GoodsCatalog.shared, for: GoodsCatalogService.self)
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: SaleHomeViewController())
        window?.makeKeyAndVisible()
        return true
    }
}
