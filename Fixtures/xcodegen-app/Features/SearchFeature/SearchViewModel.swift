import Foundation
import Networking

public struct SearchResult: Decodable, Hashable {
    public var id: String
    public var title: String
    public var priceCents: Int
    public var sellerID: String
}

@MainActor
public final class SearchViewModel {
    public private(set) var results: [SearchResult] = []
    public private(set) var query: String
    private let client: APIClient

    public init(query: String, client: APIClient = .shared) {
        self.query = query
        self.client = client
    }

    public func search(_ text: String) async {
        query = text
        guard !text.isEmpty else {
            results = []
            return
        }
        results = (try? await client.send(Endpoint<[SearchResult]>(path: "/listings", query: ["q": text]))) ?? []
    }
}
