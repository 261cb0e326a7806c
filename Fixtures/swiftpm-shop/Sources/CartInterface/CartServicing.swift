import Foundation
import CoreKit

extension Notification.Name {
    /// Posted on the main queue whenever the number of items in the cart changes.
    public static let cartDidChange = Notification.Name("CartInterface.cartDidChange")
}

/// The shopping cart, provided by CartFeature and registered by the app.
public protocol CartServicing: AnyObject, Sendable {
    var itemCount: Int { get }

    func items() async -> [CartItem]
    func add(goodsID: String, quantity: Int) async throws
    func remove(goodsID: String) async
    func total() async -> Money
    /// Places an order for the current cart and empties it. Returns the order number.
    func checkout() async throws -> String
}
