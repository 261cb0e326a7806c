import Foundation
import CartInterface
import Networking
import OrdersInterface

/// Orders as the Haul API keeps them.
public struct OrderService: OrdersServicing {
    private struct PlaceOrderRequest: Encodable {
        let lines: [CartLine]
    }

    private let apiClient: APIClient

    public init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    public func recentOrders() async throws -> [Order] {
        try await apiClient.send(Endpoint(path: "orders", queryItems: [URLQueryItem(name: "limit", value: "20")]))
    }

    public func placeOrder(lines: [CartLine]) async throws -> Order {
        try await apiClient.send(.post("orders", body: PlaceOrderRequest(lines: lines)))
    }
}

/// Two past orders, for previews and tests.
public struct SampleOrdersService: OrdersServicing {
    public init() {}

    public func recentOrders() async throws -> [Order] {
        let now = Date.now
        return [
            Order(
                id: "H-10482", status: .outForDelivery,
                lines: [CartLine(itemID: "apl-01", name: "Honeycrisp apples", unitPriceCents: 249, quantity: 3)],
                totalCents: 747, deliveryStart: now, deliveryEnd: now.addingTimeInterval(7200)),
            Order(
                id: "H-10317", status: .delivered,
                lines: [CartLine(itemID: "pas-11", name: "Rigatoni", unitPriceCents: 229, quantity: 2)],
                totalCents: 458, deliveryStart: now.addingTimeInterval(-259_200), deliveryEnd: now.addingTimeInterval(-252_000)),
        ]
    }

    public func placeOrder(lines: [CartLine]) async throws -> Order {
        let now = Date.now
        return Order(
            id: "H-PREVIEW", status: .placed, lines: lines,
            totalCents: lines.reduce(0) { $0 + $1.totalCents },
            deliveryStart: now.addingTimeInterval(3600), deliveryEnd: now.addingTimeInterval(10_800))
    }
}
