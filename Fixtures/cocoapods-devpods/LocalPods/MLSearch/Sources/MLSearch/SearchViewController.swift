import UIKit
#if SWIFT_PACKAGE
import MLSearchCore
#endif
import MLSearchAnalytics

/// The search page: a text field and the suggestions the engine returns.
final class SearchViewController: UITableViewController, UISearchBarDelegate {
    private let engine = SearchEngine()
    private var suggestions: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Search"
        let searchBar = UISearchBar()
        searchBar.delegate = self
        tableView.tableHeaderView = searchBar
    }

    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
        suggestions = engine.suggestions(for: searchText)
        SearchEvents.track(.queryChanged(length: searchText.count))
        tableView.reloadData()
    }
}
