//
//  CheckoutViewController.swift
//

import Mediator
import Swinject
import UIKit

final class CheckoutViewController: UIViewController {
    private let resolver: Resolver
    private let summaryLabel = UILabel()

    init(resolver: Resolver) {
        self.resolver = resolver
        super.init(nibName: nil, bundle: nil)
        title = "Checkout"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        summaryLabel.numberOfLines = 0
        summaryLabel.frame = view.bounds.insetBy(dx: 24, dy: 120)
        view.addSubview(summaryLabel)

        let address = resolver.resolve(UserService.self)?.defaultAddress
        let total = (resolver.resolve(CartService.self) as? CartServiceImpl)?.totalInCents ?? 0
        summaryLabel.text = [
            address.map { "\($0.recipient)\n\($0.line), \($0.city)" } ?? "No address",
            String(format: "Total ¥%.2f", Double(total) / 100),
        ].joined(separator: "\n\n")
    }
}
