//
//  GoodsRoutes.swift
//

import Common
import Mediator
import Swinject
import UIKit
import URLNavigator

/// The Goods module's screens, reachable by URL.
public enum GoodsRoutes {
    public static func install(on navigator: Navigator, resolver: Resolver) {
        navigator.register(Routes.goodsDetail) { url, values, context in
            guard let goodsID = values["id"] as? Int else {
                return nil
            }
            // Kept verbatim: the support dashboard searches the logs for this phrase.
            Log.info("myapp://goods/<int:id> handled for \(goodsID)")
            return GoodsDetailViewController(goodsID: goodsID, resolver: resolver, navigator: navigator)
        }
        navigator.register(Routes.goodsList) { url, values, context in
            GoodsListViewController(resolver: resolver, navigator: navigator)
        }
    }
}
