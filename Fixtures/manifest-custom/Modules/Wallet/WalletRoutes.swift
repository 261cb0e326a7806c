//
//  WalletRoutes.swift
//  The Wallet module's Swift screens, mapped into Lynx.
//

import Lynx
import Mediator
import UIKit

public enum WalletRoutes {
    private static let router = LXRouter.shared

    /// Call once at launch (Swift has no +load).
    public static func install() {
        router.map(LynxRoutes.walletTopUp) { params in
            let amount = Int(params["amount"] ?? "") ?? 0
            show(TopUpViewController(suggestedCents: amount))
        }
    }

    static func show(_ viewController: UIViewController) {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        var top = scenes.first?.windows.first?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        top?.present(UINavigationController(rootViewController: viewController), animated: true)
    }
}

final class TopUpViewController: UIViewController {
    private let suggestedCents: Int
    private let router = LXRouter.shared
    private let amountField = UITextField()

    init(suggestedCents: Int) {
        self.suggestedCents = suggestedCents
        super.init(nibName: nil, bundle: nil)
        title = "Top up"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        amountField.placeholder = "Amount"
        amountField.keyboardType = .decimalPad
        amountField.text = suggestedCents > 0 ? String(format: "%.2f", Double(suggestedCents) / 100) : nil
        let voucher = UIButton(type: .system)
        voucher.setTitle("Have a voucher code?", for: .normal)
        voucher.addTarget(self, action: #selector(redeemVoucher), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [amountField, voucher])
        stack.axis = .vertical
        stack.spacing = 16
        stack.frame = view.bounds.insetBy(dx: 24, dy: 140)
        view.addSubview(stack)
    }

    @objc private func redeemVoucher() {
        router.go("lynx://coupon/redeem")
    }
}
