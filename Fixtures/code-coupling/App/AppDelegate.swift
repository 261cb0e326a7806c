import UIKit
import Mediator
import Cart
import Profile

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        RouteTable.shared.register("mall://cart") { CartViewController() }
        RouteTable.shared.register("mall://profile") { ProfileViewController() }
        return true
    }
}
