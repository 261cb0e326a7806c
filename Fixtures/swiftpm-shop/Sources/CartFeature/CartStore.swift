import Foundation
import CartInterface

/// Cart lines persisted in `UserDefaults` so the cart survives relaunches before login.
actor CartStore {
    private let defaults: UserDefaults
    private let key = "cart.items.v1"
    private(set) var items: [CartItem]

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        if let data = defaults.data(forKey: key),
           let saved = try? JSONDecoder().decode([CartItem].self, from: data) {
            items = saved
        } else {
            items = []
        }
    }

    func upsert(_ item: CartItem) {
        if let index = items.firstIndex(where: { $0.goodsID == item.goodsID }) {
            items[index].quantity += item.quantity
            items[index].unitPrice = item.unitPrice
        } else {
            items.append(item)
        }
        save()
    }

    func remove(goodsID: String) {
        items.removeAll { $0.goodsID == goodsID }
        save()
    }

    private func save() {
        defaults.set(try? JSONEncoder().encode(items), forKey: key)
    }
}
