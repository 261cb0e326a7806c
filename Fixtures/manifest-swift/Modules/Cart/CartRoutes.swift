//
//  CartRoutes.swift
//

import Mediator
import Swinject
import UIKit
import URLNavigator

/// The Cart module's screens, reachable by URL.
public enum CartRoutes {
    public static func install(on navigator: Navigator, resolver: Resolver) {
        navigator.register(AppRoute.cart.rawValue) { url, values, context in
            CartViewController(resolver: resolver, navigator: navigator)
        }
        navigator.register(AppRoute.checkout.rawValue) { url, values, context in
            CheckoutViewController(resolver: resolver)
        }
    }
}
