import Foundation
import CartInterface

public enum OrderStatus: String, Codable, Sendable {
    case placed
    case picking
    case outForDelivery = "out_for_delivery"
    case delivered
    case cancelled
}

/// A placed order, as the order history shows it.
public struct Order: Identifiable, Hashable, Codable, Sendable {
    public let id: String
    public let status: OrderStatus
    public let lines: [CartLine]
    public let totalCents: Int
    public let deliveryStart: Date
    public let deliveryEnd: Date

    public init(id: String, status: OrderStatus, lines: [CartLine], totalCents: Int, deliveryStart: Date, deliveryEnd: Date) {
        self.id = id
        self.status = status
        self.lines = lines
        self.totalCents = totalCents
        self.deliveryStart = deliveryStart
        self.deliveryEnd = deliveryEnd
    }
}
