import UIKit
import CoreKit
import DesignSystem

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    private let compositionRoot = CompositionRoot(environment: .current)
    private lazy var router = AppRouter(container: compositionRoot.container)
    private let log = Log(category: "app")

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        UIView.appearance().tintColor = Palette.brand

        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = router.makeRootViewController()
        window.makeKeyAndVisible()
        self.window = window
        log.info("Launched against \(compositionRoot.environment.apiBaseURL.host ?? "?")")
        return true
    }

    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
        // Universal links and push payloads arrive as shop:// URLs; the query carries parameters.
        let route = "\(url.scheme ?? "shop")://\(url.host ?? "")\(url.path)"
        return router.open(route, parameters: url.queryParameters)
    }
}

private extension URL {
    var queryParameters: [String: String] {
        let items = URLComponents(url: self, resolvingAgainstBaseURL: false)?.queryItems ?? []
        return Dictionary(items.map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
    }
}
