import Foundation
@preconcurrency import Networking
import CartInterface
import CoreKit
import GoodsInterface

/// The `CartServicing` implementation. Product data comes from whoever provides
/// `GoodsServicing`; this module never links GoodsFeature.
public final class CartService: CartServicing, @unchecked Sendable {
    private let store = CartStore()
    private let goodsService: GoodsServicing
    private let client: APIClient
    private let log = Log(category: "cart")
    private let countLock = NSLock()
    private var cachedCount = 0

    public init(goodsService: GoodsServicing, client: APIClient) {
        self.goodsService = goodsService
        self.client = client
    }

    public var itemCount: Int {
        countLock.withLock { cachedCount }
    }

    public func items() async -> [CartItem] {
        await store.items
    }

    public func add(goodsID: String, quantity: Int) async throws {
        let goods = try await goodsService.goods(id: goodsID)
        await store.upsert(CartItem(
            goodsID: goods.id, title: goods.title, unitPrice: goods.price,
            quantity: quantity, thumbnailURL: goods.imageURL))
        await countDidChange()
        log.info("Added \(quantity) x \(goodsID)")
    }

    public func remove(goodsID: String) async {
        await store.remove(goodsID: goodsID)
        await countDidChange()
    }

    public func total() async -> Money {
        await store.items.reduce(Money.zero) { $0 + $1.total }
    }

    public func checkout() async throws -> String {
        let items = await store.items
        let lines = items.map { ["goods_id": $0.goodsID, "quantity": String($0.quantity)] }
        let body = try JSONSerialization.data(withJSONObject: ["lines": lines])
        let receipt: [String: String] = try await client.send(Endpoint(path: "v1/orders", method: .post, body: body))
        for item in items {
            await store.remove(goodsID: item.goodsID)
        }
        await countDidChange()
        return receipt["order_number"] ?? ""
    }

    private func countDidChange() async {
        let count = await store.items.reduce(0) { $0 + $1.quantity }
        countLock.withLock { cachedCount = count }
        await MainActor.run {
            NotificationCenter.default.post(name: .cartDidChange, object: self)
        }
    }
}
