import Foundation
import BookingInterfaces

/// `FlightSearching` backed by the fares API.
public final class FlightSearchService: FlightSearching {
    private let session: URLSession
    private let baseURL: URL

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func search(_ query: FlightQuery) async throws -> [FlightOffer] {
        let (data, _) = try await session.data(from: url(for: query))
        let fares = try JSONDecoder.fares.decode([Fare].self, from: data)
        return fares
            .filter { $0.seatsLeft >= query.passengers }
            .map(\.offer)
            .sorted { $0.priceInCents < $1.priceInCents }
    }

    func url(for query: FlightQuery) -> URL {
        var components = URLComponents(url: baseURL.appendingPathComponent("fares"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "from", value: query.origin.uppercased()),
            URLQueryItem(name: "to", value: query.destination.uppercased()),
            URLQueryItem(name: "date", value: ISO8601DateFormatter.day.string(from: query.departure)),
            URLQueryItem(name: "pax", value: String(query.passengers)),
        ]
        return components.url!
    }
}

struct Fare: Decodable {
    var id: String
    var carrier: String
    var number: String
    var departs: Date
    var arrives: Date
    var totalCents: Int
    var seatsLeft: Int

    var offer: FlightOffer {
        FlightOffer(id: id, carrier: carrier, flightNumber: number, departure: departs, arrival: arrives,
                    priceInCents: totalCents, seatsLeft: seatsLeft)
    }
}

extension JSONDecoder {
    static let fares: JSONDecoder = {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }()
}

extension ISO8601DateFormatter {
    static let day: ISO8601DateFormatter = {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        return formatter
    }()
}
