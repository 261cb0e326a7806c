import SwiftUI
import CatalogInterface
import DesignSystem

/// The Aisles tab: pick an aisle, browse its items.
public struct CatalogView: View {
    @State private var viewModel: CatalogViewModel

    public init(viewModel: CatalogViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            ScrollView {
                Picker("Aisle", selection: Binding(
                    get: { viewModel.aisle },
                    set: { aisle in Task { await viewModel.select(aisle) } }
                )) {
                    ForEach(Aisle.allCases, id: \.self) { aisle in
                        Text(aisle.rawValue.capitalized).tag(aisle)
                    }
                }
                .pickerStyle(.segmented)
                if let message = viewModel.errorMessage {
                    Text(message).foregroundStyle(HaulColor.warning)
                }
                CatalogGridView(items: viewModel.items, onAdd: viewModel.add)
            }
            .padding(.horizontal)
            .background(HaulColor.canvas)
            .navigationTitle("Aisles")
            .refreshable { await viewModel.load() }
            .task { await viewModel.load() }
        }
    }
}

#Preview {
    CatalogView(viewModel: CatalogViewModel(service: SampleCatalogService()))
}
