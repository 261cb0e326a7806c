import XCTest
@testable import Recipes

final class RecipeFormatterTests: XCTestCase {
    func testSummary() {
        XCTAssertEqual(RecipeFormatter().summary(minutes: 20, servings: 2), "20 min · serves 2")
    }
}
