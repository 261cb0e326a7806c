import UIKit
import CartInterface
import CoreKit
import DesignSystem

/// Confirms the total, places the order and shows the order number.
final class CheckoutViewController: UIViewController {
    private let cartService: CartServicing
    private let totalLabel = UILabel()
    private let placeOrderButton = PrimaryButton(title: "Place order")

    init(cartService: CartServicing) {
        self.cartService = cartService
        super.init(nibName: nil, bundle: nil)
        title = "Checkout"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        totalLabel.font = .preferredFont(forTextStyle: .title2)
        let stack = UIStackView(arrangedSubviews: [totalLabel, placeOrderButton])
        stack.axis = .vertical
        stack.spacing = Spacing.large
        stack.frame = view.bounds.insetBy(dx: Spacing.medium, dy: Spacing.large)
        view.addSubview(stack)
        placeOrderButton.addTarget(self, action: #selector(placeOrder), for: .touchUpInside)
        Task { totalLabel.text = "Total: " + (await cartService.total()).formatted() }
    }

    @objc private func placeOrder() {
        placeOrderButton.isLoading = true
        Task {
            let message: String
            do {
                message = "Order \(try await cartService.checkout()) placed."
            } catch {
                message = "The order could not be placed. Please try again."
            }
            placeOrderButton.isLoading = false
            let alert = UIAlertController(title: nil, message: message, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self] _ in
                self?.navigationController?.popToRootViewController(animated: true)
            })
            present(alert, animated: true)
        }
    }
}
