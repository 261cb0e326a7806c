import Foundation
import CatalogInterface
import Networking

/// The catalog as the Haul API serves it.
public struct CatalogService: CatalogServicing {
    private let apiClient: APIClient

    public init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    public func items(in aisle: Aisle) async throws -> [CatalogItem] {
        try await apiClient.send(Endpoint(path: "catalog/aisles/\(aisle.rawValue)/items"))
    }

    public func popularItems(limit: Int) async throws -> [CatalogItem] {
        try await apiClient.send(Endpoint(
            path: "catalog/popular",
            queryItems: [URLQueryItem(name: "limit", value: String(limit))]
        ))
    }

    public func search(_ query: String) async throws -> [CatalogItem] {
        try await apiClient.send(Endpoint(
            path: "catalog/search",
            queryItems: [URLQueryItem(name: "q", value: query)]
        ))
    }
}

/// A fixed, offline catalog for previews, tests and the demo app.
public struct SampleCatalogService: CatalogServicing {
    public static let items: [CatalogItem] = [
        CatalogItem(id: "apl-01", name: "Honeycrisp apples", aisle: .produce, priceCents: 249, unit: "lb"),
        CatalogItem(id: "avo-02", name: "Hass avocados", aisle: .produce, priceCents: 399, unit: "4 pack"),
        CatalogItem(id: "sdo-01", name: "Sourdough loaf", aisle: .bakery, priceCents: 549),
        CatalogItem(id: "mlk-03", name: "Whole milk", aisle: .dairy, priceCents: 389, unit: "gal"),
        CatalogItem(id: "pas-11", name: "Rigatoni", aisle: .pantry, priceCents: 229),
    ]

    public init() {}

    public func items(in aisle: Aisle) async throws -> [CatalogItem] {
        Self.items.filter { $0.aisle == aisle }
    }

    public func popularItems(limit: Int) async throws -> [CatalogItem] {
        Array(Self.items.prefix(limit))
    }

    public func search(_ query: String) async throws -> [CatalogItem] {
        Self.items.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
}
