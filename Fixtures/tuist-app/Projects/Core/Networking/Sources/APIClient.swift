import Foundation

public enum APIError: Error {
    case status(Int)
}

/// A small JSON client over URLSession.
public struct APIClient: Sendable {
    public let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    /// A client for previews and tests that never leaves the machine.
    public static let preview = APIClient(baseURL: URL(fileURLWithPath: "/dev/null"))

    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let request = try endpoint.request(relativeTo: baseURL)
        let (data, response) = try await session.data(for: request)
        if let http = response as? HTTPURLResponse, !(200..<300).contains(http.statusCode) {
            throw APIError.status(http.statusCode)
        }
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
