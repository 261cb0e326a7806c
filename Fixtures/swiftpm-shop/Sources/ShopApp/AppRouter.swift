import UIKit
import Swinject
import CoreKit
import CartFeature
import CartInterface
import GoodsFeature
import GoodsInterface
import HomeFeature

/// Maps `shop://` routes to screens. Features only know the route constants from the
/// interface targets; this type is the one place that knows who answers them.
final class AppRouter: URLNavigating {
    private let container: Container
    private let tabBarController = UITabBarController()
    private let log = Log(category: "router")

    init(container: Container) {
        self.container = container
    }

    private var goodsService: GoodsServicing { container.resolve(GoodsServicing.self)! }
    private var cartService: CartServicing { container.resolve(CartServicing.self)! }

    func makeRootViewController() -> UIViewController {
        let home = HomeViewController(goodsService: goodsService, cartService: cartService, navigator: self)
        let goods = GoodsScreens.list(goodsService: goodsService, navigator: self)
        tabBarController.viewControllers = [home, goods].map { UINavigationController(rootViewController: $0) }
        return tabBarController
    }

    @discardableResult
    func open(_ route: String, parameters: [String: String]) -> Bool {
        let screen: UIViewController
        switch route {
        case GoodsRoute.list:
            screen = GoodsScreens.list(goodsService: goodsService, navigator: self)
        case GoodsRoute.detail:
            guard let id = parameters[GoodsRoute.Parameter.id] else { return false }
            screen = GoodsScreens.detail(id: id, goodsService: goodsService, cartService: cartService, navigator: self)
        case CartRoute.cart:
            screen = CartScreens.cart(cartService: cartService, navigator: self)
        case CartRoute.checkout:
            screen = CartScreens.checkout(cartService: cartService)
        default:
            log.error("No screen for route \(route)")
            return false
        }
        let navigation = tabBarController.selectedViewController as? UINavigationController
        navigation?.pushViewController(screen, animated: true)
        return true
    }
}
