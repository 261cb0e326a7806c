import XCTest
import BookingInterfaces
@testable import FlightsFeature

final class FlightsTests: XCTestCase {
    func testSearchURLCarriesUppercasedAirportsAndPassengers() throws {
        let service = FlightSearchService(baseURL: URL(string: "https://api.example.com/v1")!)
        let departure = try XCTUnwrap(ISO8601DateFormatter().date(from: "2024-07-01T09:00:00Z"))
        let url = service.url(for: FlightQuery(origin: "sfo", destination: "jfk", departure: departure, passengers: 2))
        let items = try XCTUnwrap(URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems)

        XCTAssertEqual(url.path, "/v1/fares")
        XCTAssertEqual(items.first { $0.name == "from" }?.value, "SFO")
        XCTAssertEqual(items.first { $0.name == "to" }?.value, "JFK")
        XCTAssertEqual(items.first { $0.name == "date" }?.value, "2024-07-01")
        XCTAssertEqual(items.first { $0.name == "pax" }?.value, "2")
    }

    func testFareMapsToOffer() {
        let now = Date()
        let fare = Fare(id: "f1", carrier: "UA", number: "UA 512", departs: now, arrives: now.addingTimeInterval(19_800),
                        totalCents: 21_900, seatsLeft: 4)
        XCTAssertEqual(fare.offer.flightNumber, "UA 512")
        XCTAssertEqual(fare.offer.priceInCents, 21_900)
    }
}
