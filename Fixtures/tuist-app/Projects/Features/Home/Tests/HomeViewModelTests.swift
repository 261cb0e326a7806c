import XCTest
import CartInterface
@testable import HomeFeature

final class HomeViewModelTests: XCTestCase {
    func testProductsStartEmpty() async {
        let viewModel = await HomeViewModel(apiClient: .preview, cart: CartServiceStub())
        let products = await viewModel.products
        XCTAssertTrue(products.isEmpty)
    }
}

private actor CartServiceStub: CartServicing {
    func items() async -> [CartItem] { [] }
    func add(_ item: CartItem) async {}
}
