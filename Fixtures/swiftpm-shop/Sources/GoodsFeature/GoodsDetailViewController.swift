import UIKit
import CartInterface
import CoreKit
import DesignSystem
import GoodsInterface

final class GoodsDetailViewController: UIViewController {
    private let goodsID: String
    private let goodsService: GoodsServicing
    private let cartService: CartServicing
    private weak var navigator: URLNavigating?

    private let card = ProductCardView()
    private let addToCartButton = PrimaryButton(title: "Add to cart")

    init(goodsID: String, goodsService: GoodsServicing, cartService: CartServicing, navigator: URLNavigating?) {
        self.goodsID = goodsID
        self.goodsService = goodsService
        self.cartService = cartService
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not supported") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = Palette.background
        let stack = UIStackView(arrangedSubviews: [card, addToCartButton])
        stack.axis = .vertical
        stack.spacing = Spacing.large
        stack.frame = view.bounds.insetBy(dx: Spacing.medium, dy: Spacing.large)
        stack.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(stack)
        addToCartButton.addTarget(self, action: #selector(addToCart), for: .touchUpInside)
        Task { await load() }
    }

    private func load() async {
        guard let goods = try? await goodsService.goods(id: goodsID) else { return }
        title = goods.title
        card.configure(title: goods.title, price: goods.price.formatted())
        addToCartButton.isEnabled = goods.isInStock
    }

    @objc private func addToCart() {
        addToCartButton.isLoading = true
        Task {
            try? await cartService.add(goodsID: goodsID, quantity: 1)
            addToCartButton.isLoading = false
            navigator?.open(CartRoute.cart)
        }
    }
}
