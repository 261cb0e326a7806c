import Foundation

/// Screens one feature may ask for without importing the feature that shows them.
public enum TravelRoute: Hashable {
    case flightSearch(origin: String?, destination: String?)
    case hotels(city: String, checkIn: Date, nights: Int)
}

/// Implemented by the app's coordinator.
public protocol TravelRouting: AnyObject {
    func show(_ route: TravelRoute)
}
