import UIKit
import BookingInterfaces
import TravelUI

/// Results for one origin/destination/day, cheapest first. Picking a flight offers a hotel
/// at the destination through the router; this module never sees HotelsFeature.
public final class FlightSearchViewController: UITableViewController {
    private let query: FlightQuery
    private let flights: FlightSearching
    private weak var router: TravelRouting?
    private var offers: [FlightOffer] = []

    public init(query: FlightQuery, flights: FlightSearching, router: TravelRouting) {
        self.query = query
        self.flights = flights
        self.router = router
        super.init(style: .insetGrouped)
        title = "\(query.origin) → \(query.destination)"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = TravelPalette.background
        tableView.register(FlightResultCell.self, forCellReuseIdentifier: FlightResultCell.reuseIdentifier)
        refreshControl = UIRefreshControl()
        refreshControl?.addTarget(self, action: #selector(reload), for: .valueChanged)
        reload()
    }

    @objc private func reload() {
        Task {
            offers = (try? await flights.search(query)) ?? []
            tableView.reloadData()
            refreshControl?.endRefreshing()
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        offers.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FlightResultCell.reuseIdentifier, for: indexPath)
        (cell as? FlightResultCell)?.configure(with: offers[indexPath.row])
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let offer = offers[indexPath.row]
        router?.show(.hotels(city: query.destination, checkIn: offer.arrival, nights: 3))
    }
}
