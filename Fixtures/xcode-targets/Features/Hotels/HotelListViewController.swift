import UIKit
import BookingInterfaces
import TravelUI

/// Hotels available in a city for given dates; tapping one books it.
public final class HotelListViewController: UITableViewController {
    private let city: String
    private let checkIn: Date
    private let nights: Int
    private let booking: HotelBooking
    private var hotels: [HotelOffer] = []

    public init(city: String, checkIn: Date, nights: Int, booking: HotelBooking) {
        self.city = city
        self.checkIn = checkIn
        self.nights = nights
        self.booking = booking
        super.init(style: .insetGrouped)
        title = "Hotels in \(city)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = TravelPalette.background
        Task {
            hotels = (try? await booking.availableHotels(in: city, checkIn: checkIn, nights: nights)) ?? []
            tableView.reloadData()
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        hotels.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let hotel = hotels[indexPath.row]
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = hotel.name
        cell.detailTextLabel?.text = PriceText.nightly(cents: hotel.nightlyRateInCents)
        if hotel.rating >= 4.5 {
            cell.accessoryView = TRVBadgeView(text: "Top rated", style: .deal)
            cell.accessoryView?.sizeToFit()
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let hotel = hotels[indexPath.row]
        Task {
            let message: String
            if let reservation = try? await booking.book(hotel, checkIn: checkIn, nights: nights) {
                message = "Booked \(hotel.name). Confirmation \(reservation.confirmationCode)."
            } else {
                message = "\(hotel.name) could not be booked. Please try another hotel."
            }
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}
