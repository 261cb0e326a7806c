import XCTest
@testable import Orders

@MainActor
final class OrdersTests: XCTestCase {
    func testSplitsActiveAndPastOrders() async {
        let viewModel = OrdersViewModel(service: SampleOrdersService())

        await viewModel.load()

        XCTAssertEqual(viewModel.activeOrders.map(\.id), ["H-10482"])
        XCTAssertEqual(viewModel.pastOrders.map(\.id), ["H-10317"])
    }

    func testStatusTitles() {
        XCTAssertEqual(OrdersViewModel.title(for: .outForDelivery), "On its way")
        XCTAssertEqual(OrdersViewModel.title(for: .picking), "Being picked")
    }
}
