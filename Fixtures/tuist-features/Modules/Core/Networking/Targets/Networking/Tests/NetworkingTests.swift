import XCTest
@testable import Networking

final class NetworkingTests: XCTestCase {
    private struct Empty: Decodable, Sendable {}

    func testRequestJoinsPathAndQuery() throws {
        let client = APIClient(baseURL: URL(string: "https://api.haul.example/v2")!)
        let endpoint = Endpoint<Empty>(path: "catalog/items", queryItems: [URLQueryItem(name: "aisle", value: "bakery")])

        let request = try client.makeRequest(for: endpoint)

        XCTAssertEqual(request.url?.absoluteString, "https://api.haul.example/v2/catalog/items?aisle=bakery")
        XCTAssertEqual(request.httpMethod, "GET")
    }

    func testPostSetsJSONContentType() throws {
        let client = APIClient(baseURL: URL(string: "https://api.haul.example")!)
        let endpoint: Endpoint<Empty> = try .post("orders", body: ["note": "leave at the door"])

        let request = try client.makeRequest(for: endpoint)

        XCTAssertEqual(request.httpMethod, "POST")
        XCTAssertEqual(request.value(forHTTPHeaderField: "Content-Type"), "application/json")
    }
}
