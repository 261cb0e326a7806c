import Foundation

/// What other features may know about a product: enough to render a card or a cart line.
public struct GoodsSummary: Codable, Hashable, Sendable, Identifiable {
    public var id: String
    public var title: String
    public var price: Money
    public var imageURL: URL?
    public var isInStock: Bool

    public init(id: String, title: String, price: Money, imageURL: URL?, isInStock: Bool) {
        self.id = id
        self.title = title
        self.price = price
        self.imageURL = imageURL
        self.isInStock = isInStock
    }
}
