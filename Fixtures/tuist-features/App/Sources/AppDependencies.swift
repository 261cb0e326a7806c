import SwiftUI
import Networking
import CatalogInterface
import CartInterface
import OrdersInterface
import Home
import Catalog
import Cart
import Orders

/// A deliberately small service container: one factory per protocol, each service built on
/// first use and kept for the app's lifetime.
@MainActor
final class ServiceContainer {
    private var factories: [ObjectIdentifier: () -> Any] = [:]
    private var instances: [ObjectIdentifier: Any] = [:]

    func register<Service>(_ type: Service.Type, factory: @escaping () -> Service) {
        factories[ObjectIdentifier(type)] = factory
    }

    func resolve<Service>(_ type: Service.Type) -> Service {
        let key = ObjectIdentifier(type)
        if let instance = instances[key] as? Service {
            return instance
        }
        guard let instance = factories[key]?() as? Service else {
            preconditionFailure("\(type) was never registered in AppDependencies")
        }
        instances[key] = instance
        return instance
    }
}

/// The composition root: the only place that knows which feature implements which interface.
/// Features see each other through the `*Interface` protocols only.
@MainActor
final class AppDependencies {
    private let container = ServiceContainer()

    init(baseURL: URL = URL(string: "https://api.haul.example/v2")!) {
        let apiClient = APIClient(baseURL: baseURL)
        container.register(CatalogServicing.self) { CatalogService(apiClient: apiClient) }
        container.register(CartServicing.self) { CartService() }
        container.register(OrdersServicing.self) { OrderService(apiClient: apiClient) }
    }

    func makeRootView() -> some View {
        let catalog = container.resolve(CatalogServicing.self)
        let cart = container.resolve(CartServicing.self)
        let orders = container.resolve(OrdersServicing.self)
        return TabView {
            HomeView(viewModel: HomeViewModel(catalog: catalog, cart: cart))
                .tabItem { Label("Home", systemImage: "house") }
            CatalogView(viewModel: CatalogViewModel(service: catalog, cart: cart))
                .tabItem { Label("Aisles", systemImage: "square.grid.2x2") }
            CartView(viewModel: CartViewModel(cart: cart, orders: orders))
                .tabItem { Label("Cart", systemImage: "cart") }
            OrdersView(viewModel: OrdersViewModel(service: orders))
                .tabItem { Label("Orders", systemImage: "bag") }
        }
    }
}
