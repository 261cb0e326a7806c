import SwiftUI
import Catalog
import DesignSystem

/// The Home tab: a greeting, the next delivery slot and this week's popular items.
public struct HomeView: View {
    @State private var viewModel: HomeViewModel

    public init(viewModel: HomeViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                VStack(alignment: .leading, spacing: 16) {
                    DeliverySlotBanner(window: viewModel.nextDeliveryWindow)
                    Text("Popular this week").font(.title3.bold())
                    // Catalog's own grid, so Home looks exactly like the Aisles tab.
                    CatalogGridView(items: viewModel.popular, onAdd: viewModel.add)
                }
                .padding()
            }
            .background(HaulColor.canvas)
            .navigationTitle(viewModel.greeting)
            .task { await viewModel.load() }
        }
    }
}

struct DeliverySlotBanner: View {
    let window: String

    var body: some View {
        HStack {
            Image(systemName: "shippingbox")
            VStack(alignment: .leading) {
                Text("Next delivery").font(.caption).foregroundStyle(HaulColor.textSecondary)
                Text(window.isEmpty ? "Checking slots…" : window).font(.headline)
            }
            Spacer()
        }
        .padding()
        .background(HaulColor.brandMuted, in: RoundedRectangle(cornerRadius: 12))
    }
}
