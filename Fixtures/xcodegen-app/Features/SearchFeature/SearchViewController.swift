import UIKit
import FeatureInterfaces

public final class SearchViewController: UITableViewController, UISearchResultsUpdating {
    private weak var router: RouteHandling?
    private let viewModel: SearchViewModel
    private let searchController = UISearchController(searchResultsController: nil)

    public init(router: RouteHandling, initialQuery: String = "") {
        self.router = router
        self.viewModel = SearchViewModel(query: initialQuery)
        super.init(style: .plain)
        title = "Search"
    }

    required init?(coder: NSCoder) { nil }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SearchResultCell.self, forCellReuseIdentifier: SearchResultCell.reuseIdentifier)
        searchController.searchResultsUpdater = self
        navigationItem.searchController = searchController
    }

    public func updateSearchResults(for searchController: UISearchController) {
        Task { @MainActor in
            await viewModel.search(searchController.searchBar.text ?? "")
            tableView.reloadData()
        }
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        viewModel.results.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: SearchResultCell.reuseIdentifier, for: indexPath)
        (cell as? SearchResultCell)?.configure(with: viewModel.results[indexPath.row])
        return cell
    }

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router?.handle(.profile(userID: viewModel.results[indexPath.row].sellerID))
    }
}
