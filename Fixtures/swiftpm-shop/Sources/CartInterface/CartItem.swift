import struct Foundation.URL
import struct CoreKit.Money

/// One cart line as seen from outside CartFeature.
public struct CartItem: Codable, Hashable, Sendable {
    public var goodsID: String
    public var title: String
    public var unitPrice: Money
    public var quantity: Int
    public var thumbnailURL: URL?

    public init(goodsID: String, title: String, unitPrice: Money, quantity: Int, thumbnailURL: URL?) {
        self.goodsID = goodsID
        self.title = title
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.thumbnailURL = thumbnailURL
    }

    public var total: Money { unitPrice * quantity }
}
