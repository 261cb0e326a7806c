import SwiftUI
import CartInterface
import DesignSystem

/// The Cart tab: lines with steppers, the total, and Place order.
public struct CartView: View {
    @State private var viewModel: CartViewModel

    public init(viewModel: CartViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            List {
                ForEach(viewModel.lines) { line in
                    CartLineRow(line: line) { quantity in
                        viewModel.setQuantity(quantity, for: line)
                    }
                }
                HStack {
                    Text("Total").font(.headline)
                    Spacer()
                    PriceTag(cents: viewModel.totalCents)
                }
            }
            .navigationTitle("Cart")
            .safeAreaInset(edge: .bottom) {
                if viewModel.canCheckOut {
                    PrimaryButton("Place order", isLoading: viewModel.isPlacingOrder) {
                        Task { await viewModel.placeOrder() }
                    }
                    .padding()
                }
            }
            .onAppear { viewModel.refresh() }
        }
    }
}

struct CartLineRow: View {
    let line: CartLine
    let onQuantityChange: (Int) -> Void

    var body: some View {
        Stepper(value: Binding(get: { line.quantity }, set: onQuantityChange), in: 0...99) {
            VStack(alignment: .leading) {
                Text(line.name)
                PriceTag(cents: line.totalCents)
            }
        }
    }
}

#Preview {
    CartView(viewModel: CartViewModel(cart: CartService.preview()))
}
