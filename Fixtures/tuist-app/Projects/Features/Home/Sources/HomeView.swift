import SwiftUI
import DesignSystem

public struct HomeView: View {
    @State private var viewModel: HomeViewModel

    public init(viewModel: HomeViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            List(viewModel.products) { product in
                HomeProductCard(product: product) {
                    Task { await viewModel.addToCart(product) }
                }
            }
            .navigationTitle(Text("home.title", bundle: .module))
            .task { await viewModel.load() }
        }
    }
}

/// One product of the home feed. Public so the app's widgets can show it too.
public struct HomeProductCard: View {
    let product: HomeProduct
    let onAdd: () -> Void

    public init(product: HomeProduct, onAdd: @escaping () -> Void) {
        self.product = product
        self.onAdd = onAdd
    }

    public var body: some View {
        HStack {
            RemoteImage(url: product.imageURL).frame(width: 64, height: 64)
            VStack(alignment: .leading) {
                Text(product.title).font(.headline)
                Text(product.price, format: .currency(code: "EUR")).foregroundStyle(Palette.secondaryText)
            }
            Spacer()
            PrimaryButton(title: "Add", action: onAdd)
        }
    }
}
