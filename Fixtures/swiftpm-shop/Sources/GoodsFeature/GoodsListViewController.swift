import UIKit
import CoreKit
import DesignSystem
import GoodsInterface

final class GoodsListViewController: UITableViewController {
    private let goodsService: GoodsServicing
    private weak var navigator: URLNavigating?
    private var goods: [GoodsSummary] = []

    init(goodsService: GoodsServicing, navigator: URLNavigating?) {
        self.goodsService = goodsService
        self.navigator = navigator
        super.init(style: .plain)
        title = "Goods"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "goods")
        tableView.separatorColor = Palette.separator
        Task {
            goods = (try? await goodsService.featuredGoods()) ?? []
            tableView.reloadData()
        }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        goods.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "goods", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = goods[safe: indexPath.row]?.title
        content.secondaryText = goods[safe: indexPath.row]?.price.formatted()
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = goods[safe: indexPath.row] else { return }
        navigator?.open(GoodsRoute.detail, parameters: [GoodsRoute.Parameter.id: item.id])
    }
}
