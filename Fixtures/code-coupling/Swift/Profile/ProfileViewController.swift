import UIKit
import Mediator
import DesignSystem

public final class ProfileViewController: UIViewController {
    private var summary = ProfileSummary(displayName: "Guest", memberLevel: 0, favouriteGoodsIDs: [])
    private let favouritesLabel = UILabel()
    private let log = Logger(category: "profile")

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = summary.displayName
        favouritesLabel.textColor = Palette.secondaryText
        view.addSubview(favouritesLabel)
        log.layout("profile loaded")
    }

    /// Shows the first favourite with the goods model the mediator re-exports.
    func showFirstFavourite(_ goods: GDSGoodsModel) {
        favouritesLabel.text = "\(goods.title) · \(goods.priceText)"
    }
}
