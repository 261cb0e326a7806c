import Foundation
import Swinject
import Networking
import CartFeature
import CartInterface
import GoodsFeature
import GoodsInterface

/// Builds the object graph once at launch. The only place that knows which feature
/// implements which interface.
final class CompositionRoot {
    struct Environment {
        var apiBaseURL: URL

        static var current: Environment {
            #if DEBUG
            Environment(apiBaseURL: URL(string: "https://api.staging.shop.example.com")!)
            #else
            Environment(apiBaseURL: URL(string: "https://api.shop.example.com")!)
            #endif
        }
    }

    let environment: Environment
    let container = Container()

    init(environment: Environment) {
        self.environment = environment
        registerServices()
    }

    private func registerServices() {
        let baseURL = environment.apiBaseURL
        container.register(APIClient.self) { _ in
            APIClient(baseURL: baseURL)
        }.inObjectScope(.container)

        container.register(GoodsServicing.self) { _ in
            GoodsService(baseURL: baseURL)
        }.inObjectScope(.container)

        container.register(CartServicing.self) { resolver in
            CartService(
                goodsService: resolver.resolve(GoodsServicing.self)!,
                client: resolver.resolve(APIClient.self)!)
        }.inObjectScope(.container)
    }
}
