import UIKit
import Goods

final class SaleCountdownCell: UITableViewCell {
    private let titleLabel = UILabel()

    func configure(with item: GoodsItem, endsAt deadline: Date) {
        titleLabel.text = "\(item.title) · ends \(deadline.formatted(date: .omitted, time: .shortened))"
    }
}
