import Foundation
import Mediator

public struct GoodsItem: Hashable {
    public let id: String
    public let title: String
    public let priceInCents: Int

    public init(id: String, title: String, priceInCents: Int) {
        self.id = id
        self.title = title
        self.priceInCents = priceInCents
    }
}

public final class GoodsCatalog: GoodsCatalogService {
    public static let shared = GoodsCatalog()
    private var items: [String: GoodsItem] = [:]

    public func title(ofGoods goodsID: String) -> String? {
        items[goodsID]?.title
    }

    public func item(_ goodsID: String) -> GoodsItem? {
        items[goodsID]
    }
}
