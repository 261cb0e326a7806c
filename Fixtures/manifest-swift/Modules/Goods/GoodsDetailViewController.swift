//
//  GoodsDetailViewController.swift
//

import Mediator
import Swinject
import UIKit
import URLNavigator

final class GoodsDetailViewController: UIViewController {
    private let goodsID: Int
    private let resolver: Resolver
    private let navigator: Navigator
    private let titleLabel = UILabel()
    private let favoriteButton = UIButton(type: .system)

    init(goodsID: Int, resolver: Resolver, navigator: Navigator) {
        self.goodsID = goodsID
        self.resolver = resolver
        self.navigator = navigator
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(title: "Cart", style: .plain, target: self, action: #selector(showCart)),
            UIBarButtonItem(title: "Seller", style: .plain, target: self, action: #selector(showSeller)),
        ]

        let addButton = UIButton(type: .system)
        addButton.setTitle("Add to cart", for: .normal)
        addButton.addTarget(self, action: #selector(addToCart), for: .touchUpInside)
        favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)

        let stack = UIStackView(arrangedSubviews: [titleLabel, addButton, favoriteButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])

        titleLabel.text = summary?.title ?? "Goods #\(goodsID)"
        updateFavoriteButton()
    }

    private var summary: GoodsSummary? {
        resolver.resolve(GoodsService.self)?.summary(of: goodsID)
    }

    @objc private func addToCart() {
        let cart = resolver.resolve(CartService.self)!
        cart.add(goodsID: goodsID, quantity: 1)
    }

    @objc private func toggleFavorite() {
        guard let favorites = resolver.resolve(FavoritesService.self) else {
            return
        }
        favorites.toggleFavorite(goodsID)
        updateFavoriteButton()
    }

    private func updateFavoriteButton() {
        let isFavorite = resolver.resolve(FavoritesService.self)?.isFavorite(goodsID) ?? false
        favoriteButton.setTitle(isFavorite ? "★ Saved" : "☆ Save", for: .normal)
    }

    @objc private func showCart() {
        navigator.open(AppRoute.cart.rawValue)
    }

    @objc private func showSeller() {
        guard let sellerID = summary?.sellerID else {
            return
        }
        navigator.push("\(Routes.scheme)://profile/\(sellerID)")
    }
}
