/// What the rest of the app may ask of the catalog. `Catalog` implements it; the app target
/// registers the implementation.
public protocol CatalogServicing: Sendable {
    /// The items of one aisle, in shelf order.
    func items(in aisle: Aisle) async throws -> [CatalogItem]
    /// This week's best sellers across all aisles.
    func popularItems(limit: Int) async throws -> [CatalogItem]
    func search(_ query: String) async throws -> [CatalogItem]
}
