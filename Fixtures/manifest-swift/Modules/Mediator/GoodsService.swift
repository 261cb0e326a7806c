//
//  GoodsService.swift
//  Provided by the Goods module.
//

import Foundation

public struct GoodsSummary: Hashable {
    public let id: Int
    public let title: String
    public let priceInCents: Int
    public let sellerID: String

    public init(id: Int, title: String, priceInCents: Int, sellerID: String) {
        self.id = id
        self.title = title
        self.priceInCents = priceInCents
        self.sellerID = sellerID
    }
}

public protocol GoodsService: AnyObject {
    func summary(of goodsID: Int) -> GoodsSummary?
    func fetchSummaries(_ goodsIDs: [Int], completion: @escaping ([GoodsSummary]) -> Void)
}
