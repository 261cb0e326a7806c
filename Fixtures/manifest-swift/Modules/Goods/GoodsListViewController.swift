//
//  GoodsListViewController.swift
//

import Mediator
import Swinject
import UIKit
import URLNavigator

final class GoodsListViewController: UITableViewController {
    private let resolver: Resolver
    private let navigator: Navigator
    private var items: [GoodsSummary] = []

    init(resolver: Resolver, navigator: Navigator) {
        self.resolver = resolver
        self.navigator = navigator
        super.init(style: .plain)
        title = "Shop"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "goods")
        resolver.resolve(AnalyticsService.self)?.track("goods_list_shown", properties: [:])
        let goods = resolver.resolve(GoodsService.self)
        goods?.fetchSummaries(Array(1...40)) { [weak self] summaries in
            self?.items = summaries
            self?.tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "goods", for: indexPath)
        let item = items[indexPath.row]
        var content = cell.defaultContentConfiguration()
        content.text = item.title
        content.secondaryText = String(format: "¥%.2f", Double(item.priceInCents) / 100)
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = GoodsDetailViewController(goodsID: items[indexPath.row].id, resolver: resolver, navigator: navigator)
        navigationController?.pushViewController(detail, animated: true)
    }
}
