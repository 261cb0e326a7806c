//
//  CartServiceImpl.swift
//

import Foundation
import Mediator

struct CartLine: Equatable {
    let goodsID: Int
    var quantity: Int
}

final class CartServiceImpl: CartService {
    private let goods: GoodsService
    private(set) var lines: [CartLine] = []

    init(goods: GoodsService) {
        self.goods = goods
    }

    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    /// Total in cents of the lines whose price is known.
    var totalInCents: Int {
        lines.reduce(0) { total, line in
            total + (goods.summary(of: line.goodsID)?.priceInCents ?? 0) * line.quantity
        }
    }

    func add(goodsID: Int, quantity: Int) {
        if let index = lines.firstIndex(where: { $0.goodsID == goodsID }) {
            lines[index].quantity += quantity
        } else {
            lines.append(CartLine(goodsID: goodsID, quantity: quantity))
        }
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }

    func remove(goodsID: Int) {
        lines.removeAll { $0.goodsID == goodsID }
        NotificationCenter.default.post(name: .cartDidChange, object: self)
    }
}
