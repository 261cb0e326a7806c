//
//  CouponService.swift
//  Provided by the Promotions module.
//

import Foundation

public struct Coupon: Hashable {
    public let code: String
    public let discountInCents: Int
}

public protocol CouponService: AnyObject {
    func availableCoupons(forUser userID: String) -> [Coupon]
}
