import Foundation
import BookingInterfaces

/// `HotelBooking` backed by the stays API.
public final class HotelBookingService: HotelBooking {
    private let baseURL: URL
    private let session: URLSession

    public init(baseURL: URL, session: URLSession = .shared) {
        self.baseURL = baseURL
        self.session = session
    }

    public func availableHotels(in city: String, checkIn: Date, nights: Int) async throws -> [HotelOffer] {
        var components = URLComponents(url: baseURL.appendingPathComponent("stays"), resolvingAgainstBaseURL: false)!
        components.queryItems = [
            URLQueryItem(name: "city", value: city),
            URLQueryItem(name: "check_in", value: String(Int(checkIn.timeIntervalSince1970))),
            URLQueryItem(name: "nights", value: String(nights)),
        ]
        let (data, _) = try await session.data(from: components.url!)
        return try JSONDecoder().decode([Stay].self, from: data).map { $0.offer(city: city) }
    }

    public func book(_ hotel: HotelOffer, checkIn: Date, nights: Int) async throws -> Reservation {
        var request = URLRequest(url: baseURL.appendingPathComponent("stays/\(hotel.id)/bookings"))
        request.httpMethod = "POST"
        request.httpBody = try JSONEncoder().encode(["check_in": Int(checkIn.timeIntervalSince1970), "nights": nights])
        let (data, _) = try await session.data(for: request)
        let confirmation = try JSONDecoder().decode([String: String].self, from: data)
        return Reservation(confirmationCode: confirmation["code"] ?? "", hotel: hotel, checkIn: checkIn, nights: nights)
    }
}

struct Stay: Decodable {
    var id: String
    var name: String
    var rate: Int
    var rating: Double

    func offer(city: String) -> HotelOffer {
        HotelOffer(id: id, name: name, city: city, nightlyRateInCents: rate, rating: rating)
    }
}
