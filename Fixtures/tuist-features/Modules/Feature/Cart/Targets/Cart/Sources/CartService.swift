import CartInterface

/// The cart lives on the device until checkout; the order is what reaches the backend.
@MainActor
public final class CartService: CartServicing {
    public private(set) var lines: [CartLine]

    public init(lines: [CartLine] = []) {
        self.lines = lines
    }

    public var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    public func add(_ line: CartLine) {
        if let index = lines.firstIndex(where: { $0.itemID == line.itemID }) {
            lines[index].quantity += line.quantity
        } else {
            lines.append(line)
        }
    }

    public func setQuantity(_ quantity: Int, forItem itemID: String) {
        guard let index = lines.firstIndex(where: { $0.itemID == itemID }) else { return }
        if quantity > 0 {
            lines[index].quantity = quantity
        } else {
            lines.remove(at: index)
        }
    }

    public func removeAll() {
        lines.removeAll()
    }
}

extension CartService {
    /// A cart with a few things in it, for previews and the demo app.
    public static func preview() -> CartService {
        CartService(lines: [
            CartLine(itemID: "sdo-01", name: "Sourdough loaf", unitPriceCents: 549),
            CartLine(itemID: "mlk-03", name: "Whole milk", unitPriceCents: 389, quantity: 2),
        ])
    }
}
