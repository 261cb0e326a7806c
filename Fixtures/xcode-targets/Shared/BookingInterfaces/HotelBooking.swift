import Foundation

public struct HotelOffer: Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var city: String
    public var nightlyRateInCents: Int
    public var rating: Double

    public init(id: String, name: String, city: String, nightlyRateInCents: Int, rating: Double) {
        self.id = id
        self.name = name
        self.city = city
        self.nightlyRateInCents = nightlyRateInCents
        self.rating = rating
    }
}

public struct Reservation: Hashable, Sendable {
    public var confirmationCode: String
    public var hotel: HotelOffer
    public var checkIn: Date
    public var nights: Int

    public init(confirmationCode: String, hotel: HotelOffer, checkIn: Date, nights: Int) {
        self.confirmationCode = confirmationCode
        self.hotel = hotel
        self.checkIn = checkIn
        self.nights = nights
    }
}

/// Hotel availability and booking, provided by HotelsFeature.
public protocol HotelBooking: AnyObject {
    func availableHotels(in city: String, checkIn: Date, nights: Int) async throws -> [HotelOffer]
    func book(_ hotel: HotelOffer, checkIn: Date, nights: Int) async throws -> Reservation
}
