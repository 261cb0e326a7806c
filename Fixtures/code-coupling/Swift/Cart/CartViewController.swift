import UIKit
import os
import Mediator
import Common

public final class CartViewController: UITableViewController {
    private let log = Logger(subsystem: "com.pocketmall", category: "cart")
    private let manager = SHPCartManager.shared()

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cart"
        log.debug("cart opened with \(self.manager.itemCount) items")
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        Int(manager.itemCount)
    }
}
