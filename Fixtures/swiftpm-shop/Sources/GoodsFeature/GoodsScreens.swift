import UIKit
import CartInterface
import CoreKit
import GoodsInterface

/// The screens GoodsFeature hands to the app router for `GoodsRoute` URLs.
public enum GoodsScreens {
    public static func list(goodsService: GoodsServicing, navigator: URLNavigating) -> UIViewController {
        GoodsListViewController(goodsService: goodsService, navigator: navigator)
    }

    public static func detail(
        id: String, goodsService: GoodsServicing, cartService: CartServicing, navigator: URLNavigating
    ) -> UIViewController {
        GoodsDetailViewController(goodsID: id, goodsService: goodsService, cartService: cartService, navigator: navigator)
    }
}
