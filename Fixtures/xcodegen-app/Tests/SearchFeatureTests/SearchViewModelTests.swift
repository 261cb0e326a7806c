import XCTest
import FeatureInterfaces
@testable import SearchFeature

@MainActor
final class SearchViewModelTests: XCTestCase {
    func testEmptyQueryClearsResults() async {
        let viewModel = SearchViewModel(query: "lamp")
        await viewModel.search("")
        XCTAssertTrue(viewModel.results.isEmpty)
        XCTAssertEqual(viewModel.query, "")
    }

    func testRoutesAreHashable() {
        XCTAssertEqual(Set([Route.search(query: "a"), .search(query: "a")]).count, 1)
    }
}
