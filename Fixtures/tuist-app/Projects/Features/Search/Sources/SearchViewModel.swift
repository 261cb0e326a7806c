import Foundation
import Observation
import Networking

@MainActor
@Observable
public final class SearchViewModel {
    private let apiClient: APIClient
    var query = ""
    private(set) var results: [String] = []

    public init(apiClient: APIClient) {
        self.apiClient = apiClient
    }

    func search() async {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else {
            results = []
            return
        }
        results = (try? await apiClient.send(Endpoint<[String]>(path: "/search", query: ["q": trimmed]))) ?? []
    }
}
