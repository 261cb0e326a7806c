import Foundation
import Observation
import CartInterface
import OrdersInterface

@MainActor
@Observable
public final class CartViewModel {
    public private(set) var lines: [CartLine] = []
    public private(set) var isPlacingOrder = false
    public private(set) var confirmation: String?

    private let cart: CartServicing
    /// `nil` hides checkout (the demo app has no backend).
    private let orders: OrdersServicing?

    public init(cart: CartServicing, orders: OrdersServicing? = nil) {
        self.cart = cart
        self.orders = orders
        lines = cart.lines
    }

    public var totalCents: Int { lines.reduce(0) { $0 + $1.totalCents } }
    public var canCheckOut: Bool { orders != nil && !lines.isEmpty }

    public func refresh() {
        lines = cart.lines
    }

    public func setQuantity(_ quantity: Int, for line: CartLine) {
        cart.setQuantity(quantity, forItem: line.itemID)
        refresh()
    }

    public func placeOrder() async {
        guard let orders, !lines.isEmpty else { return }
        isPlacingOrder = true
        defer { isPlacingOrder = false }
        do {
            let order = try await orders.placeOrder(lines: lines)
            cart.removeAll()
            refresh()
            confirmation = "Order \(order.id) placed."
        } catch {
            confirmation = "Your order didn't go through. Try again."
        }
    }
}
