import Coupons

func walletTabs() -> [Any] {
    let coupons = CouponList()
@[@[@[@[@[@[@[@[@[@[@[@[@[@[@[@[]]]]]]]]]]]]]]]]
    let grid = [[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]
    return [coupons, grid]
}
