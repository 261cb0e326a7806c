import Foundation

public struct FlightQuery: Hashable, Sendable {
    public var origin: String
    public var destination: String
    public var departure: Date
    public var passengers: Int

    public init(origin: String, destination: String, departure: Date, passengers: Int = 1) {
        self.origin = origin
        self.destination = destination
        self.departure = departure
        self.passengers = passengers
    }
}

public struct FlightOffer: Hashable, Sendable, Identifiable {
    public var id: String
    public var carrier: String
    public var flightNumber: String
    public var departure: Date
    public var arrival: Date
    public var priceInCents: Int
    public var seatsLeft: Int

    public init(id: String, carrier: String, flightNumber: String, departure: Date, arrival: Date, priceInCents: Int, seatsLeft: Int) {
        self.id = id
        self.carrier = carrier
        self.flightNumber = flightNumber
        self.departure = departure
        self.arrival = arrival
        self.priceInCents = priceInCents
        self.seatsLeft = seatsLeft
    }
}

/// Flight search, provided by FlightsFeature.
public protocol FlightSearching: AnyObject {
    func search(_ query: FlightQuery) async throws -> [FlightOffer]
}
