import Foundation
import CartInterface
import Networking

/// The cart as the backend keeps it.
public actor CartService: CartServicing {
    private let apiClient: APIClient
    private var cached: [CartItem] = []

    public init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    public func items() async -> [CartItem] {
        if let fresh = try? await apiClient.send(Endpoint<[CartItem]>(path: "/cart")) {
            cached = fresh
        }
        return cached
    }

    public func add(_ item: CartItem) async {
        cached.append(item)
        _ = try? await apiClient.send(Endpoint<[CartItem]>(path: "/cart/items", method: .post, body: item))
    }
}
