import SwiftUI
import Common
import DesignSystem
import OrdersInterface

/// The Orders tab: what is on its way, then the history.
public struct OrdersView: View {
    @State private var viewModel: OrdersViewModel
    private let windowFormatter = DeliveryWindowFormatter()

    public init(viewModel: OrdersViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        NavigationStack {
            List {
                if !viewModel.activeOrders.isEmpty {
                    Section("On the way") {
                        ForEach(viewModel.activeOrders) { order in row(order) }
                    }
                }
                Section("Past orders") {
                    ForEach(viewModel.pastOrders) { order in row(order) }
                }
            }
            .overlay { if viewModel.isLoading { ProgressView() } }
            .navigationTitle("Orders")
            .task { await viewModel.load() }
        }
    }

    private func row(_ order: Order) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Text(order.id).font(.headline)
                Spacer()
                PriceTag(cents: order.totalCents)
            }
            Text(OrdersViewModel.title(for: order.status))
                .foregroundStyle(order.status == .cancelled ? HaulColor.warning : HaulColor.brand)
            Text(windowFormatter.string(from: order.deliveryStart, to: order.deliveryEnd))
                .font(.caption)
                .foregroundStyle(HaulColor.textSecondary)
        }
    }
}

#Preview {
    OrdersView(viewModel: OrdersViewModel(service: SampleOrdersService()))
}
