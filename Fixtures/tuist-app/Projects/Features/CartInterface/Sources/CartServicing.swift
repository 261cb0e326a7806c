import Foundation

/// What other features may do with the cart. CartFeature implements it; the app injects it.
public protocol CartServicing: Sendable {
    func items() async -> [CartItem]
    func add(_ item: CartItem) async
}

public struct CartItem: Codable, Hashable, Sendable {
    public let productID: String
    public let title: String
    public let quantity: Int

    public init(productID: String, title: String, quantity: Int) {
        self.productID = productID
        self.title = title
        self.quantity = quantity
    }
}
