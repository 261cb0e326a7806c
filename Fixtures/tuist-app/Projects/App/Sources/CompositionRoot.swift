import Foundation
import CartFeature
import CartInterface
import HomeFeature
import Networking
import SearchFeature

/// Builds every feature with its dependencies; the only place that knows implementations.
@MainActor
final class CompositionRoot {
    let apiClient: APIClient
    let cartService: CartServicing

    init(baseURL: URL = URL(string: "https://api.shop.example.com")!) {
        apiClient = APIClient(baseURL: baseURL)
        cartService = CartService(apiClient: apiClient)
    }

    func makeHome() -> HomeView {
        HomeView(viewModel: HomeViewModel(apiClient: apiClient, cart: cartService))
    }

    func makeCart() -> CartView {
        CartView(store: CartStore(service: cartService))
    }

    func makeSearch() -> SearchView {
        SearchView(viewModel: SearchViewModel(apiClient: apiClient))
    }
}
