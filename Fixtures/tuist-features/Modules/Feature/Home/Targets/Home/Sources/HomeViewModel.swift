import Foundation
import Observation
import CartInterface
import CatalogInterface
import Common

@MainActor
@Observable
public final class HomeViewModel {
    public private(set) var popular: [CatalogItem] = []
    public private(set) var nextDeliveryWindow: String = ""

    private let catalog: CatalogServicing
    private let cart: CartServicing
    private let windowFormatter: DeliveryWindowFormatter

    public init(catalog: CatalogServicing, cart: CartServicing, windowFormatter: DeliveryWindowFormatter = DeliveryWindowFormatter()) {
        self.catalog = catalog
        self.cart = cart
        self.windowFormatter = windowFormatter
    }

    public var greeting: String { Self.greeting(forHour: Calendar.current.component(.hour, from: .now)) }

    public func load() async {
        popular = (try? await catalog.popularItems(limit: 6)) ?? []
        let start = Self.nextSlotStart(after: .now)
        nextDeliveryWindow = windowFormatter.string(from: start, to: start.addingTimeInterval(7200))
    }

    public func add(_ item: CatalogItem) {
        cart.add(CartLine(itemID: item.id, name: item.name, unitPriceCents: item.priceCents))
    }

    static func greeting(forHour hour: Int) -> String {
        switch hour {
        case 5..<12: "Good morning"
        case 12..<18: "Good afternoon"
        default: "Good evening"
        }
    }

    /// Slots start on even hours, at least an hour from now.
    static func nextSlotStart(after date: Date, calendar: Calendar = .current) -> Date {
        let inAnHour = date.addingTimeInterval(3600)
        let hour = calendar.component(.hour, from: inAnHour)
        let evenHour = hour.isMultiple(of: 2) ? hour : hour + 1
        return calendar.date(bySettingHour: evenHour % 24, minute: 0, second: 0, of: inAnHour) ?? inAnHour
    }
}
