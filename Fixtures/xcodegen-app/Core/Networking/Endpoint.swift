import Foundation

public struct Endpoint<Response: Decodable> {
    public var path: String
    public var method = "GET"
    public var query: [String: String] = [:]

    public init(path: String, query: [String: String] = [:]) {
        self.path = path
        self.query = query
    }

    func request(relativeTo baseURL: URL) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        guard let url = components?.url else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        return request
    }
}
