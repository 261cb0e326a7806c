import UIKit
import BookingInterfaces
import FlightsFeature
import HotelsFeature
import TravelUI

/// Owns the navigation stack and the feature services. The only type that knows which
/// feature shows which `TravelRoute`.
final class RootCoordinator: TravelRouting {
    struct Environment {
        var apiBaseURL: URL

        static let production = Environment(apiBaseURL: URL(string: "https://api.travel.example.com/v1")!)
    }

    private let navigationController = UINavigationController()
    private let flights: FlightSearching
    private let hotels: HotelBooking

    init(environment: Environment) {
        flights = FlightSearchService(baseURL: environment.apiBaseURL)
        hotels = HotelBookingService(baseURL: environment.apiBaseURL)
    }

    func start() -> UIViewController {
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.view.backgroundColor = TravelPalette.background
        show(.flightSearch(origin: "SFO", destination: "JFK"))
        return navigationController
    }

    func show(_ route: TravelRoute) {
        let screen: UIViewController
        switch route {
        case let .flightSearch(origin, destination):
            let tomorrow = Calendar.current.date(byAdding: .day, value: 1, to: Date()) ?? Date()
            let query = FlightQuery(origin: origin ?? "SFO", destination: destination ?? "JFK", departure: tomorrow)
            screen = FlightSearchViewController(query: query, flights: flights, router: self)
        case let .hotels(city, checkIn, nights):
            screen = HotelListViewController(city: city, checkIn: checkIn, nights: nights, booking: hotels)
        }
        navigationController.pushViewController(screen, animated: navigationController.viewControllers.count > 0)
    }
}
