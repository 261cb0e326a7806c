import Foundation
@_implementationOnly import Networking
import GoodsInterface

/// Wire format of `/v2/goods`. Prices come as decimal strings ("12.50") from the backend.
struct GoodsDTO: Decodable {
    var id: String
    var name: String
    var price: String
    var currency: String
    var imageUrl: URL?
    var stock: Int

    func toSummary() -> GoodsSummary? {
        guard let minorUnits = PriceParser.minorUnits(from: price) else { return nil }
        return GoodsSummary(
            id: id, title: name,
            price: Money(minorUnits: minorUnits, currencyCode: currency),
            imageURL: imageUrl, isInStock: stock > 0)
    }
}

enum GoodsAPI {
    static func featured() -> Endpoint {
        Endpoint(path: "v2/goods", query: [URLQueryItem(name: "collection", value: "featured")])
    }

    static func goods(id: String) -> Endpoint {
        Endpoint(path: "v2/goods/\(id)")
    }

    static func prices(ids: [String]) -> Endpoint {
        Endpoint(path: "v2/goods/prices", query: [URLQueryItem(name: "ids", value: ids.joined(separator: ","))])
    }
}

enum PriceParser {
    /// "12.5" -> 1250, "3" -> 300; `nil` for anything that is not a plain decimal.
    static func minorUnits(from text: String) -> Int? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let whole = Int(parts[0]), whole >= 0 else { return nil }
        guard parts.count == 2 else { return whole * 100 }
        let fraction = parts[1].padding(toLength: 2, withPad: "0", startingAt: 0)
        guard parts[1].count <= 2, let cents = Int(fraction) else { return nil }
        return whole * 100 + cents
    }
}
