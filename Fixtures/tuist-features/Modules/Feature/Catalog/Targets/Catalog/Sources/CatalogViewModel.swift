import Foundation
import Observation
import CatalogInterface
import CartInterface

@MainActor
@Observable
public final class CatalogViewModel {
    public private(set) var aisle: Aisle = .produce
    public private(set) var items: [CatalogItem] = []
    public private(set) var errorMessage: String?

    private let service: CatalogServicing
    /// `nil` in the demo app, which has no cart: the Add buttons do nothing.
    private let cart: CartServicing?

    public init(service: CatalogServicing, cart: CartServicing? = nil) {
        self.service = service
        self.cart = cart
    }

    public func select(_ aisle: Aisle) async {
        self.aisle = aisle
        await load()
    }

    public func load() async {
        do {
            items = try await service.items(in: aisle)
            errorMessage = nil
        } catch {
            errorMessage = "We couldn't load \(aisle.rawValue). Pull to try again."
        }
    }

    public func add(_ item: CatalogItem) {
        cart?.add(CartLine(itemID: item.id, name: item.name, unitPriceCents: item.priceCents))
    }
}
