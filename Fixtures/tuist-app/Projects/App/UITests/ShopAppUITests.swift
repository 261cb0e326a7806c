import XCTest

final class ShopAppUITests: XCTestCase {
    func testLaunchShowsTheHomeTab() throws {
        let app = XCUIApplication()
        app.launch()
        XCTAssertTrue(app.tabBars.buttons["Home"].waitForExistence(timeout: 5))
    }
}
