import Foundation

public enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
    case delete = "DELETE"
}

/// A request relative to the API base URL.
public struct Endpoint: Sendable {
    public var path: String
    public var method: HTTPMethod
    public var query: [URLQueryItem]
    public var body: Data?

    public init(path: String, method: HTTPMethod = .get, query: [URLQueryItem] = [], body: Data? = nil) {
        self.path = path
        self.method = method
        self.query = query
        self.body = body
    }

    func urlRequest(baseURL: URL) throws -> URLRequest {
        var components = URLComponents(url: baseURL.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query.isEmpty ? nil : query
        guard let url = components?.url else { throw APIError.invalidURL(path) }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.httpBody = body
        if body != nil {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }
}

public enum APIError: Error, Equatable {
    case invalidURL(String)
    case status(Int)
    case notHTTP
}
