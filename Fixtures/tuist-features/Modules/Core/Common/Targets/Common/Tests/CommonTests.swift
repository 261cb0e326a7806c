import XCTest
@testable import Common

final class CommonTests: XCTestCase {
    func testPriceFromCents() {
        XCTAssertEqual(PriceFormatter.standard.string(fromCents: 1299), "$12.99")
        XCTAssertEqual(PriceFormatter.standard.string(fromCents: 5), "$0.05")
    }

    func testWindowTodayAndTomorrow() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = DeliveryWindowFormatter(calendar: calendar)
        let now = Date(timeIntervalSince1970: 1_700_000_000)

        XCTAssertTrue(formatter.string(from: now, to: now.addingTimeInterval(7200), relativeTo: now).hasPrefix("Today"))
        let tomorrow = now.addingTimeInterval(86_400)
        XCTAssertTrue(formatter.string(from: tomorrow, to: tomorrow.addingTimeInterval(7200), relativeTo: now).hasPrefix("Tomorrow"))
    }
}
