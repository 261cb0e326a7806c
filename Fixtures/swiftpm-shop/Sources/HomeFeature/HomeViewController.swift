import UIKit
import CartInterface
import CoreKit
import DesignSystem
import GoodsInterface

/// The first tab: today's featured products and a cart shortcut with a live badge.
public final class HomeViewController: UIViewController {
    private let viewModel: HomeViewModel
    private let cartService: CartServicing
    private weak var navigator: URLNavigating?
    private let stack = UIStackView()
    private var cartObserver: NSObjectProtocol?

    public init(goodsService: GoodsServicing, cartService: CartServicing, navigator: URLNavigating) {
        viewModel = HomeViewModel(goodsService: goodsService)
        self.cartService = cartService
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
        title = "Home"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        stack.axis = .vertical
        stack.spacing = Spacing.medium
        stack.frame = view.bounds.insetBy(dx: Spacing.medium, dy: Spacing.medium)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)

        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "cart"), style: .plain, target: self, action: #selector(openCart))
        cartObserver = NotificationCenter.default.addObserver(forName: .cartDidChange, object: nil, queue: .main) { [weak self] _ in
            self?.updateCartBadge()
        }
        viewModel.onChange = { [weak self] state in self?.render(state) }
        Task { await viewModel.load() }
    }

    private func render(_ state: HomeViewModel.State) {
        stack.arrangedSubviews.forEach { $0.removeFromSuperview() }
        guard case .loaded(let goods) = state else { return }
        for item in goods.prefix(4) {
            let card = ProductCardView()
            card.configure(title: item.title, price: item.price.formatted())
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openGoods(_:))))
            card.accessibilityIdentifier = item.id
            stack.addArrangedSubview(card)
        }
    }

    private func updateCartBadge() {
        let count = cartService.itemCount
        navigationController?.tabBarItem.badgeValue = count > 0 ? String(count) : nil
    }

    @objc private func openGoods(_ gesture: UITapGestureRecognizer) {
        guard let id = gesture.view?.accessibilityIdentifier else { return }
        navigator?.open(GoodsRoute.detail, parameters: [GoodsRoute.Parameter.id: id])
    }

    @objc private func openCart() {
        navigator?.open(CartRoute.cart)
    }
}
