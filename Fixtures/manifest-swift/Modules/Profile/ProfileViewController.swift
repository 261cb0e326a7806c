//
//  ProfileViewController.swift
//

import Common
import Mediator
import Swinject
import UIKit
import URLNavigator

final class ProfileViewController: UITableViewController {
    private enum Row: CaseIterable {
        case orders, favorites, coupons, settings
    }

    private let userID: String
    private let resolver: Resolver
    private let navigator: Navigator

    init(userID: String, resolver: Resolver, navigator: Navigator) {
        self.userID = userID
        self.resolver = resolver
        self.navigator = navigator
        super.init(style: .insetGrouped)
        title = userID == "me" ? "Me" : "Profile"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        let cartCount = resolver.resolve(CartService.self)?.itemCount ?? 0
        navigationController?.tabBarItem.badgeValue = cartCount > 0 ? "\(cartCount)" : nil
        tableView.reloadData()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Row.allCases.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .value1, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        switch Row.allCases[indexPath.row] {
        case .orders:
            content.text = "My orders"
        case .favorites:
            content.text = "Saved goods"
        case .coupons:
            content.text = "Coupons"
            content.secondaryText = "\(coupons().count)"
        case .settings:
            content.text = "Settings"
        }
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        switch Row.allCases[indexPath.row] {
        case .orders:
            navigator.push("myapp://orders")
        case .favorites:
            navigator.push(Routes.goodsList)
        case .coupons:
            Log.info("coupons: \(coupons().map(\.code))")
        case .settings:
            navigator.present(AppRoute.settings.rawValue)
        }
    }

    private func coupons() -> [Coupon] {
        guard let coupons = resolver.resolve(CouponService.self) else {
            return []
        }
        return coupons.availableCoupons(forUser: userID)
    }
}
