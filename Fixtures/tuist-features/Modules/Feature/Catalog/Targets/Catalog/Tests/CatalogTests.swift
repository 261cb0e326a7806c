import XCTest
@testable import Catalog

@MainActor
final class CatalogTests: XCTestCase {
    func testLoadsTheSelectedAisle() async {
        let viewModel = CatalogViewModel(service: SampleCatalogService())

        await viewModel.select(.bakery)

        XCTAssertEqual(viewModel.items.map(\.name), ["Sourdough loaf"])
        XCTAssertNil(viewModel.errorMessage)
    }

    func testSearchIsCaseInsensitive() async throws {
        let results = try await SampleCatalogService().search("MILK")

        XCTAssertEqual(results.map(\.id), ["mlk-03"])
    }
}
