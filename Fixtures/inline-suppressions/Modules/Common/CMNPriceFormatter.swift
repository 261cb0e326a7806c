import Foundation

public enum CMNPriceFormatter {
    // hive-lint:disable:next business-to-busines -- the formatter used to take a goods model
    public static func string(fromCents cents: Int, currencyCode: String = "CNY") -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = currencyCode
        return formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? ""
    }
}
