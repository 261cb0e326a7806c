import Foundation

/// Formats prices, which the API sends as whole cents.
public struct PriceFormatter: Sendable {
    public static let standard = PriceFormatter(currencyCode: "USD", locale: Locale(identifier: "en_US"))

    public let currencyCode: String
    public let locale: Locale

    public init(currencyCode: String, locale: Locale = .current) {
        self.currencyCode = currencyCode
        self.locale = locale
    }

    public func string(fromCents cents: Int) -> String {
        let amount = Decimal(cents) / 100
        return amount.formatted(.currency(code: currencyCode).locale(locale))
    }
}
