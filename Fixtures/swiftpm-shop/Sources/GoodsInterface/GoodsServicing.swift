import Foundation

/// Product catalogue, provided by GoodsFeature and registered by the app.
public protocol GoodsServicing: AnyObject, Sendable {
    /// Products for the home page carousel, already ordered by the merchandising team.
    func featuredGoods() async throws -> [GoodsSummary]

    func goods(id: String) async throws -> GoodsSummary

    /// Current prices for several products at once (the cart refreshes all lines together).
    func prices(for ids: [String]) async throws -> [String: Money]
}
