import SwiftUI
import Common

/// A price in the house style: bold, with an optional unit ("$3.49 / lb").
public struct PriceTag: View {
    private let cents: Int
    private let unit: String?
    private let formatter: PriceFormatter

    public init(cents: Int, unit: String? = nil, formatter: PriceFormatter = .standard) {
        self.cents = cents
        self.unit = unit
        self.formatter = formatter
    }

    public var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: 2) {
            Text(formatter.string(fromCents: cents))
                .font(.subheadline.weight(.semibold))
            if let unit {
                Text("/ \(unit)")
                    .font(.caption)
                    .foregroundStyle(HaulColor.textSecondary)
            }
        }
    }
}
