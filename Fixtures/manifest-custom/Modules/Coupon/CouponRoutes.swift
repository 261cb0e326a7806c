//
//  CouponRoutes.swift
//  The Coupon module's Swift screens, mapped into Lynx.
//

import Lynx
import Mediator
import UIKit

public enum CouponRoutes {
    private static let router = LXRouter.shared
    private static let couponRouter = LXRouter.shared

    /// Call once at launch (Swift has no +load).
    public static func install() {
        router.map(LynxRoutes.couponDetail) { params in
            show(CouponDetailViewController(code: params["code"] ?? ""))
        }
        couponRouter.map("lynx://coupon/redeem") { _ in
            show(RedeemViewController())
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

final class CouponDetailViewController: UIViewController {
    private let code: String
    private let router = LXRouter.shared
    private let walletRouter = LXRouter.shared

    init(code: String) {
        self.code = code
        super.init(nibName: nil, bundle: nil)
        title = code
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let coupons = CPNCouponServiceImpl.allCoupons().filter { $0.code != code }
        let titles = coupons.map { $0.title }
        let label = UILabel(frame: view.bounds.insetBy(dx: 24, dy: 120))
        label.numberOfLines = 0
        label.text = "Also available:\n" + titles.joined(separator: "\n")
        view.addSubview(label)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Use now", style: .done, target: self, action: #selector(useNow))
    }

    @objc private func useNow() {
        let coupon = CPNCouponServiceImpl.allCoupons().first { $0.code == code }
        let shortfall = coupon?.minimumSpendCents ?? 0
        if shortfall > 0 {
            router.go("\(LynxRoutes.walletTopUp)?amount=\(shortfall)")
        } else {
            walletRouter.go("lynx://wallet/pay")
        }
    }
}

final class RedeemViewController: UIViewController {
    private let codeField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Redeem"
        view.backgroundColor = .systemBackground
        codeField.frame = view.bounds.insetBy(dx: 24, dy: 160)
        codeField.placeholder = "Voucher code"
        codeField.autocapitalizationType = .allCharacters
        view.addSubview(codeField)
    }
}
