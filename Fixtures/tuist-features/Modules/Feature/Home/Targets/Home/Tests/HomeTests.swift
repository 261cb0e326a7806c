import XCTest
@testable import Home

@MainActor
final class HomeTests: XCTestCase {
    func testGreetingFollowsTheClock() {
        XCTAssertEqual(HomeViewModel.greeting(forHour: 7), "Good morning")
        XCTAssertEqual(HomeViewModel.greeting(forHour: 13), "Good afternoon")
        XCTAssertEqual(HomeViewModel.greeting(forHour: 22), "Good evening")
    }

    func testSlotsStartOnEvenHours() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let nineFifteen = calendar.date(from: DateComponents(year: 2025, month: 3, day: 4, hour: 9, minute: 15))!

        let start = HomeViewModel.nextSlotStart(after: nineFifteen, calendar: calendar)

        XCTAssertEqual(calendar.component(.hour, from: start), 10)
        XCTAssertEqual(calendar.component(.minute, from: start), 0)
    }
}
