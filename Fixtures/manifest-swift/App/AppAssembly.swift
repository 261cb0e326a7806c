//
//  AppAssembly.swift
//  Composition root: one container and one navigator, filled by every module.
//

import Cart
import Common
import Goods
import Mediator
import Profile
import Swinject
import UIKit
import URLNavigator

final class AppAssembly {
    let container = Container()
    let navigator = Navigator()

    func assemble() {
        container.register(AnalyticsService.self) { _ in AppAnalytics() }
        // container.register(CouponService.self) { _ in MockCouponService() }  // UI tests only

        GoodsAssembly().assemble(container: container)
        CartAssembly().assemble(container: container)
        ProfileAssembly().assemble(container: container)

        GoodsRoutes.install(on: navigator, resolver: container)
        CartRoutes.install(on: navigator, resolver: container)
        ProfileRoutes.install(on: navigator, resolver: container)

        navigator.handle("myapp://alert") { url, values, context in
            let message = URLComponents(string: url)?.queryItems?.first { $0.name == "title" }?.value ?? "Something went wrong"
            let alert = UIAlertController(title: message, message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            UIApplication.shared.connectedScenes
                .compactMap { ($0 as? UIWindowScene)?.windows.first?.rootViewController }
                .first?
                .present(alert, animated: true)
            return true
        }
    }
}
