import UIKit
import CartInterface
import CoreKit
import DesignSystem

/// The screens CartFeature hands to the app router for `CartRoute` URLs.
public enum CartScreens {
    public static func cart(cartService: CartServicing, navigator: URLNavigating) -> UIViewController {
        CartViewController(cartService: cartService, navigator: navigator)
    }

    public static func checkout(cartService: CartServicing) -> UIViewController {
        CheckoutViewController(cartService: cartService)
    }
}

final class CartViewController: UITableViewController {
    private let cartService: CartServicing
    private weak var navigator: URLNavigating?
    private var items: [CartItem] = []
    private let checkoutButton = PrimaryButton(title: "Checkout")

    init(cartService: CartServicing, navigator: URLNavigating) {
        self.cartService = cartService
        self.navigator = navigator
        super.init(style: .insetGrouped)
        title = "Cart"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        checkoutButton.addTarget(self, action: #selector(checkout), for: .touchUpInside)
        checkoutButton.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 56)
        tableView.tableFooterView = checkoutButton
        Task {
            items = await cartService.items()
            checkoutButton.isEnabled = !items.isEmpty
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        let item = items[indexPath.row]
        cell.textLabel?.text = "\(item.quantity) × \(item.title)"
        cell.detailTextLabel?.text = item.total.formatted()
        return cell
    }

    @objc private func checkout() {
        navigator?.open(CartRoute.checkout)
    }
}
