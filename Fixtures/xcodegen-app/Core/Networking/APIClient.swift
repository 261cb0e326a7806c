import Foundation

public final class APIClient: @unchecked Sendable {
    public static let shared = APIClient()

    public var baseURL = URL(string: "https://api.bazaar.example.com")!
    private let session: URLSession
    private let logger = RequestLogger()

    public init(session: URLSession = .shared) {
        self.session = session
    }

    public func send<Response: Decodable>(_ endpoint: Endpoint<Response>) async throws -> Response {
        let request = try endpoint.request(relativeTo: baseURL)
        logger.willSend(request)
        let (data, response) = try await session.data(for: request)
        logger.didReceive(response, data: data)
        return try JSONDecoder().decode(Response.self, from: data)
    }
}
