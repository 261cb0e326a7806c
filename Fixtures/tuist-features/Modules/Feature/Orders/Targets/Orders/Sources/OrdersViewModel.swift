import Foundation
import Observation
import OrdersInterface

@MainActor
@Observable
public final class OrdersViewModel {
    public private(set) var orders: [Order] = []
    public private(set) var isLoading = false

    private let service: OrdersServicing

    public init(service: OrdersServicing) {
        self.service = service
    }

    public var activeOrders: [Order] {
        orders.filter { [.placed, .picking, .outForDelivery].contains($0.status) }
    }

    public var pastOrders: [Order] {
        orders.filter { [.delivered, .cancelled].contains($0.status) }
    }

    public func load() async {
        isLoading = true
        defer { isLoading = false }
        orders = (try? await service.recentOrders()) ?? []
    }

    static func title(for status: OrderStatus) -> String {
        switch status {
        case .placed: "Placed"
        case .picking: "Being picked"
        case .outForDelivery: "On its way"
        case .delivered: "Delivered"
        case .cancelled: "Cancelled"
        }
    }
}
