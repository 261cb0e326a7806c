import UIKit
import FeatureInterfaces
import SearchFeature
import Profile

/// Wires the features together: the only place that knows every concrete feature.
final class AppCoordinator: RouteHandling {
    private let window: UIWindow
    private let tabs = UITabBarController()

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let search = UINavigationController(rootViewController: SearchViewController(router: self))
        let profile = UINavigationController(rootViewController: ProfileViewController(router: self))
        tabs.viewControllers = [search, profile]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
    }

    func handle(_ route: Route) {
        switch route {
        case .search(let query):
            tabs.selectedIndex = 0
            (tabs.viewControllers?.first as? UINavigationController)?
                .pushViewController(SearchViewController(router: self, initialQuery: query), animated: true)
        case .profile(let userID):
            tabs.selectedIndex = 1
            (tabs.viewControllers?.last as? UINavigationController)?
                .pushViewController(ProfileViewController(router: self, userID: userID), animated: true)
        }
    }
}
