import XCTest
@testable import GoodsFeature

final class PriceParserTests: XCTestCase {
    func testWholeAmounts() {
        XCTAssertEqual(PriceParser.minorUnits(from: "3"), 300)
        XCTAssertEqual(PriceParser.minorUnits(from: " 42 "), 4200)
    }

    func testFractions() {
        XCTAssertEqual(PriceParser.minorUnits(from: "12.50"), 1250)
        XCTAssertEqual(PriceParser.minorUnits(from: "12.5"), 1250)
        XCTAssertEqual(PriceParser.minorUnits(from: "0.99"), 99)
    }

    func testRejectsMalformedPrices() {
        XCTAssertNil(PriceParser.minorUnits(from: ""))
        XCTAssertNil(PriceParser.minorUnits(from: "12.345"))
        XCTAssertNil(PriceParser.minorUnits(from: "-1"))
        XCTAssertNil(PriceParser.minorUnits(from: "1.2.3"))
    }

    func testDTOWithUnreadablePriceIsDropped() throws {
        let json = #"{"id": "g-1", "name": "Mug", "price": "n/a", "currency": "USD", "stock": 3}"#
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let dto = try decoder.decode(GoodsDTO.self, from: Data(json.utf8))
        XCTAssertNil(dto.toSummary())
    }
}
