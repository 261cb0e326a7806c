import UIKit
import BookingInterfaces
import TravelUI

final class FlightResultCell: UITableViewCell {
    static let reuseIdentifier = "FlightResultCell"

    private let seatsBadge = TRVBadgeView(text: nil, style: .warning)
    private static let timeFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        return formatter
    }()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        accessoryView = seatsBadge
        backgroundColor = TravelPalette.cardBackground
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    func configure(with offer: FlightOffer) {
        let departs = Self.timeFormatter.string(from: offer.departure)
        let arrives = Self.timeFormatter.string(from: offer.arrival)
        textLabel?.text = "\(departs) – \(arrives)  \(PriceText.string(cents: offer.priceInCents))"
        detailTextLabel?.text = "\(offer.carrier) \(offer.flightNumber)"
        seatsBadge.text = offer.seatsLeft <= 3 ? "\(offer.seatsLeft) seats left" : nil
        seatsBadge.sizeToFit()
    }
}
