import Foundation
import Observation
import CartInterface
import Networking

public struct HomeProduct: Identifiable, Decodable, Sendable {
    public let id: String
    public let title: String
    public let price: Decimal
    public let imageURL: URL
}

@MainActor
@Observable
public final class HomeViewModel {
    private let apiClient: APIClient
    private let cart: CartServicing
    private(set) var products: [HomeProduct] = []

    public init(apiClient: APIClient, cart: CartServicing) {
        self.apiClient = apiClient
        self.cart = cart
    }

    func load() async {
        products = (try? await apiClient.send(Endpoint<[HomeProduct]>(path: "/home/feed"))) ?? []
    }

    func addToCart(_ product: HomeProduct) async {
        await cart.add(CartItem(productID: product.id, title: product.title, quantity: 1))
    }
}
