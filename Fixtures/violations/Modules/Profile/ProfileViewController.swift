import UIKit
import Goods
import Mediator
import Networking

final class ProfileViewController: UITableViewController {
    private enum Row: Int, CaseIterable {
        case favorites
        case orders
        case logout
    }

    private var displayName = ""
    private var favoritesObserver: NSObjectProtocol?

    init() {
        super.init(style: .insetGrouped)
        title = "Me"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        favoritesObserver = NotificationCenter.default.addObserver(
            forName: GoodsFavoritesStore.didChangeNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.tableView.reloadRows(at: [IndexPath(row: Row.favorites.rawValue, section: 0)], with: .none)
        }
        NETClient.shared().get("me", parameters: nil) { [weak self] response, _ in
            self?.displayName = (response as? [String: Any])?["display_name"] as? String ?? ""
            self?.navigationItem.prompt = self?.displayName
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        switch Row(rawValue: indexPath.row) {
        case .favorites:
            cell.textLabel?.text = "Favorites"
            cell.detailTextLabel?.text = String(GoodsFavoritesStore.shared.count)
            cell.accessoryType = .disclosureIndicator
        case .orders:
            cell.textLabel?.text = "Orders"
            cell.accessoryType = .disclosureIndicator
        case .logout, .none:
            cell.textLabel?.text = "Log out"
            cell.textLabel?.textColor = .systemRed
        }
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard Row(rawValue: indexPath.row) == .favorites,
              let latest = GoodsFavoritesStore.shared.goodsIDs.first,
              let detail = MDRMediator.sharedInstance().goodsDetailViewController(withGoodsId: latest) else { return }
        navigationController?.pushViewController(detail, animated: true)
    }
}
