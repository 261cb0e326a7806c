import Foundation

/// Deep links into the cart: `shop://cart`, `shop://cart/checkout`.
public enum CartRoute: String, CaseIterable, Sendable {
    case cart = "/cart"
    case checkout = "/cart/checkout"

    public var path: String { rawValue }

    public var url: URL {
        var components = URLComponents()
        components.scheme = "shop"
        components.path = rawValue
        return components.url ?? URL(fileURLWithPath: rawValue)
    }
}
