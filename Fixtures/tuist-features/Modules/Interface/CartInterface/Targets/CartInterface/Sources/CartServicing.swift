/// The shopping cart, shared by every screen that can add to it. `Cart` implements it.
@MainActor
public protocol CartServicing: AnyObject {
    var lines: [CartLine] { get }
    var itemCount: Int { get }
    /// Adds the line, or raises the quantity of the line with the same item.
    func add(_ line: CartLine)
    func setQuantity(_ quantity: Int, forItem itemID: String)
    func removeAll()
}
