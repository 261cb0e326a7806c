//
//  CartAssembly.swift
//

import Mediator
import Swinject

/// Registers the Cart module's services in the app container.
public struct CartAssembly {
    public init() {}

    public func assemble(container: Container) {
        // One cart for the whole app: every screen must see the same items.
        container.register(CartService.self) { r in CartServiceImpl(goods: r.resolve(GoodsService.self)!) }
            .inObjectScope(.container)
        // container.register(CouponService.self) { _ in CartCouponService() }  // coupons moved to Promotions
    }
}
