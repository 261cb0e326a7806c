import CartInterface

/// Placing orders and reading the order history. `Orders` implements it; `Cart` uses it to
/// check out without knowing the Orders feature.
public protocol OrdersServicing: Sendable {
    func recentOrders() async throws -> [Order]
    func placeOrder(lines: [CartLine]) async throws -> Order
}
