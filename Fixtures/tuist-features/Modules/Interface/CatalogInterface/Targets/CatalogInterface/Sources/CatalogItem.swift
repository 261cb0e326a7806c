import Foundation

/// An aisle of the store.
public enum Aisle: String, CaseIterable, Codable, Sendable {
    case produce
    case bakery
    case dairy
    case pantry
    case frozen
    case household
}

/// Something a customer can put in the cart, as the catalog lists it.
public struct CatalogItem: Identifiable, Hashable, Codable, Sendable {
    public let id: String
    public let name: String
    public let aisle: Aisle
    public let priceCents: Int
    /// "lb", "each", "6 pack"; `nil` when the price is per item.
    public let unit: String?
    public let imageURL: URL?

    public init(id: String, name: String, aisle: Aisle, priceCents: Int, unit: String? = nil, imageURL: URL? = nil) {
        self.id = id
        self.name = name
        self.aisle = aisle
        self.priceCents = priceCents
        self.unit = unit
        self.imageURL = imageURL
    }
}
