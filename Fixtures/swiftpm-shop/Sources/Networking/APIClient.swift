import Foundation
#if DEBUG
import CoreKit
#endif

/// Sends `Endpoint`s and decodes JSON responses. One instance per base URL.
public final class APIClient: @unchecked Sendable {
    public let baseURL: URL
    private let session: URLSession
    private let decoder: JSONDecoder
#if DEBUG
    private let log = Log(category: "network")
#endif

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
        decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
    }

    public func send<Response: Decodable>(_ endpoint: Endpoint, as type: Response.Type = Response.self) async throws -> Response {
        let request = try endpoint.urlRequest(baseURL: baseURL)
#if DEBUG
        log.debug("\(endpoint.method.rawValue) \(request.url?.absoluteString ?? endpoint.path)")
#endif
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw APIError.notHTTP }
        guard (200..<300).contains(http.statusCode) else { throw APIError.status(http.statusCode) }
        return try decoder.decode(Response.self, from: data)
    }
}
