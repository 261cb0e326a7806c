import SwiftUI
import CartInterface
import DesignSystem

public struct CartView: View {
    @State private var store: CartStore

    public init(store: CartStore) {
        _store = State(initialValue: store)
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(store.items, id: \.productID) { item in
                    HStack {
                        Text(item.title)
                        Spacer()
                        Text("× \(item.quantity)").foregroundStyle(Palette.secondaryText)
                    }
                }
                Section("You may also like") {
                    CartRecommendationsView()
                }
            }
            .navigationTitle("Cart (\(store.itemCount))")
            .task { await store.refresh() }
            .safeAreaInset(edge: .bottom) {
                PrimaryButton(title: "Checkout") {}
                    .disabled(store.items.isEmpty)
                    .padding()
            }
        }
    }
}
