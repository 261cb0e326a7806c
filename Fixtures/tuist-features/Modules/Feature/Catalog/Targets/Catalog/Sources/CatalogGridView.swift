import SwiftUI
import CatalogInterface
import DesignSystem

/// Items in a two-column grid, each with its price and an Add button.
public struct CatalogGridView: View {
    private let items: [CatalogItem]
    private let onAdd: (CatalogItem) -> Void

    public init(items: [CatalogItem], onAdd: @escaping (CatalogItem) -> Void) {
        self.items = items
        self.onAdd = onAdd
    }

    public var body: some View {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 12), GridItem(.flexible(), spacing: 12)], spacing: 12) {
            ForEach(items) { item in
                VStack(alignment: .leading, spacing: 8) {
                    AsyncImage(url: item.imageURL) { image in
                        image.resizable().scaledToFill()
                    } placeholder: {
                        HaulColor.brandMuted
                    }
                    .frame(height: 96)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                    Text(item.name)
                        .font(.subheadline)
                        .lineLimit(2)
                    PriceTag(cents: item.priceCents, unit: item.unit)
                    PrimaryButton("Add") { onAdd(item) }
                }
                .padding(10)
                .background(HaulColor.card, in: RoundedRectangle(cornerRadius: 12))
            }
        }
    }
}
