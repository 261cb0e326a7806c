//
//  LynxRoutes.swift
//  Paths mapped from Swift with LXRouter.
//

public enum LynxRoutes {
    /// Wallet. Query: "amount" in cents.
    public static let walletTopUp = "lynx://wallet/topup"
    /// Coupon. Query: "code".
    public static let couponDetail = "lynx://coupon/detail"
}
