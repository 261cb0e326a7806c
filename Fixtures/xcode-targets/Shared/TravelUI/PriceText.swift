import Foundation

/// Formats prices that travel as integer cents, e.g. `PriceText.string(cents: 12900)` -> "$129".
public enum PriceText {
    private static let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.currencyCode = "USD"
        formatter.maximumFractionDigits = 0
        return formatter
    }()

    public static func string(cents: Int) -> String {
        formatter.string(from: NSNumber(value: Double(cents) / 100)) ?? "–"
    }

    /// "$129 / night"
    public static func nightly(cents: Int) -> String {
        string(cents: cents) + " / night"
    }
}
