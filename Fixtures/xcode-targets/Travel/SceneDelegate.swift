import UIKit
import TravelUI

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: RootCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.tintColor = TravelPalette.accent
        let coordinator = RootCoordinator(environment: .production)
        window.rootViewController = coordinator.start()
        window.makeKeyAndVisible()
        self.window = window
        self.coordinator = coordinator
    }
}
