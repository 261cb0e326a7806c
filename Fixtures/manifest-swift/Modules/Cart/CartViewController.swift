//
//  CartViewController.swift
//

import Common
import Mediator
import Swinject
import UIKit
import URLNavigator

final class CartViewController: UITableViewController {
    private let resolver: Resolver
    private let navigator: Navigator
    private var stack = Stack<CartLine>()

    init(resolver: Resolver, navigator: Navigator) {
        self.resolver = resolver
        self.navigator = navigator
        super.init(style: .insetGrouped)
        title = "Cart"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    private var cart: CartServiceImpl? {
        resolver.resolve(CartService.self) as? CartServiceImpl
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "line")
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .undo, target: self, action: #selector(undoRemove))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Checkout", style: .done, target: self, action: #selector(checkout))
        tableView.tableHeaderView = dealBanner()
        NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.tableView.reloadData()
        }
    }

    private func dealBanner() -> UIView {
        let banner = UIButton(type: .system)
        banner.frame = CGRect(x: 0, y: 0, width: 320, height: 56)
        banner.setTitle("Deal of the day: noise-cancelling headphones", for: .normal)
        banner.addTarget(self, action: #selector(showDeal), for: .touchUpInside)
        return banner
    }

    @objc private func showDeal() {
        navigator.push("myapp://goods/42")
    }

    @objc private func checkout() {
        guard resolver.resolve(UserService.self)?.defaultAddress != nil else {
            navigator.open("myapp://alert?title=Add%20a%20shipping%20address%20first")
            return
        }
        navigator.push(AppRoute.checkout.rawValue)
    }

    @objc private func undoRemove() {
        guard let line = stack.pop() else {
            return
        }
        cart?.add(goodsID: line.goodsID, quantity: line.quantity)
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cart?.lines.count ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        let line = cart?.lines[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = "Goods #\(line?.goodsID ?? 0) × \(line?.quantity ?? 0)"
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = cart?.lines[indexPath.row] else {
            return
        }
        navigator.push("myapp://goods/\(item.goodsID)")
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let item = cart?.lines[indexPath.row] else {
            return
        }
        stack.push(item)
        cart?.remove(goodsID: item.goodsID)
    }
}
