import Foundation

public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}

/// A request and the type its JSON response decodes to.
public struct Endpoint<Response: Decodable>: Sendable {
    public var path: String
    public var method: HTTPMethod
    public var query: [String: String]
    public var body: Data?

    public init(path: String, method: HTTPMethod = .get, query: [String: String] = [:]) {
        self.path = path
        self.method = method
        self.query = query
    }

    public init(path: String, method: HTTPMethod, body: some Encodable) {
        self.init(path: path, method: method)
        self.body = try? JSONEncoder().encode(body)
    }

    func request(relativeTo baseURL: URL) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        if !query.isEmpty {
            components?.queryItems = query.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        }
        guard let url = components?.url else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.httpBody = body
        return request
    }
}
