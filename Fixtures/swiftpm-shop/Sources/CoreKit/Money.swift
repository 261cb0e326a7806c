import Foundation

/// An amount in minor units (cents) with its ISO currency code. Never use `Double` for prices.
public struct Money: Codable, Hashable, Sendable, Comparable {
    public var minorUnits: Int
    public var currencyCode: String

    public init(minorUnits: Int, currencyCode: String = "USD") {
        self.minorUnits = minorUnits
        self.currencyCode = currencyCode
    }

    public static let zero = Money(minorUnits: 0)

    public static func + (lhs: Money, rhs: Money) -> Money {
        precondition(lhs.currencyCode == rhs.currencyCode, "Cannot add \(lhs.currencyCode) to \(rhs.currencyCode)")
        return Money(minorUnits: lhs.minorUnits + rhs.minorUnits, currencyCode: lhs.currencyCode)
    }

    public static func * (lhs: Money, quantity: Int) -> Money {
        Money(minorUnits: lhs.minorUnits * quantity, currencyCode: lhs.currencyCode)
    }

    public static func < (lhs: Money, rhs: Money) -> Bool {
        lhs.minorUnits < rhs.minorUnits
    }

    public func formatted(locale: Locale = .current) -> String {
        let amount = Decimal(minorUnits) / 100
        return amount.formatted(.currency(code: currencyCode).locale(locale))
    }
}
