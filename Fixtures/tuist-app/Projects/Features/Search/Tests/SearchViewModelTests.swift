import XCTest
@testable import SearchFeature

final class SearchViewModelTests: XCTestCase {
    @MainActor
    func testBlankQueryClearsResults() async {
        let viewModel = SearchViewModel(apiClient: .preview)
        viewModel.query = "   "
        await viewModel.search()
        XCTAssertTrue(viewModel.results.isEmpty)
    }
}
