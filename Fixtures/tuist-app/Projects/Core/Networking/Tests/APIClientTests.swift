import XCTest
@testable import Networking

final class APIClientTests: XCTestCase {
    func testQueryItemsAreSorted() throws {
        let endpoint = Endpoint<[String]>(path: "/search", query: ["q": "tea", "page": "2"])
        let request = try endpoint.request(relativeTo: URL(string: "https://api.example.com")!)
        XCTAssertEqual(request.url?.query, "page=2&q=tea")
    }
}
