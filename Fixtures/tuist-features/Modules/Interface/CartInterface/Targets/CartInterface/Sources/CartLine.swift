/// One line of the cart: an item and how many of it.
public struct CartLine: Identifiable, Hashable, Codable, Sendable {
    public var id: String { itemID }
    public let itemID: String
    public let name: String
    public let unitPriceCents: Int
    public var quantity: Int

    public init(itemID: String, name: String, unitPriceCents: Int, quantity: Int = 1) {
        self.itemID = itemID
        self.name = name
        self.unitPriceCents = unitPriceCents
        self.quantity = quantity
    }

    public var totalCents: Int { unitPriceCents * quantity }
}
