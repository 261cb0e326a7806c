import Foundation
import Observation
import CartInterface

@MainActor
@Observable
public final class CartStore {
    private let service: CartServicing
    private(set) var items: [CartItem] = []

    public init(service: CartServicing) {
        self.service = service
    }

    var itemCount: Int { items.reduce(0) { $0 + $1.quantity } }

    func refresh() async {
        items = await service.items()
    }
}
