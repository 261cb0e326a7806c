public struct CouponList {
    public init() {}
}
