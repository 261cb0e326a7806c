import Foundation
@_implementationOnly import Networking
import GoodsInterface
import CoreKit

/// The `GoodsServicing` implementation. Networking stays an implementation detail: clients of
/// this module only ever see the protocol from GoodsInterface.
public final class GoodsService: GoodsServicing, @unchecked Sendable {
    private let client: APIClient
    private let log = Log(category: "goods")

    public init(baseURL: URL, session: URLSession = .shared) {
        client = APIClient(baseURL: baseURL, session: session)
    }

    public func featuredGoods() async throws -> [GoodsSummary] {
        let list: [GoodsDTO] = try await client.send(GoodsAPI.featured())
        let goods = list.compactMap { $0.toSummary() }
        if goods.count < list.count {
            log.error("Dropped \(list.count - goods.count) featured goods with unreadable prices")
        }
        return goods
    }

    public func goods(id: String) async throws -> GoodsSummary {
        let dto: GoodsDTO = try await client.send(GoodsAPI.goods(id: id))
        guard let summary = dto.toSummary() else { throw GoodsError.malformedPrice(id: id) }
        return summary
    }

    public func prices(for ids: [String]) async throws -> [String: Money] {
        guard !ids.isEmpty else { return [:] }
        let list: [GoodsDTO] = try await client.send(GoodsAPI.prices(ids: ids))
        var prices: [String: Money] = [:]
        for dto in list {
            prices[dto.id] = dto.toSummary()?.price
        }
        return prices
    }
}

enum GoodsError: Error {
    case malformedPrice(id: String)
}
