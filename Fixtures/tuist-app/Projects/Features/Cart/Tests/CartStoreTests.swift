import XCTest
import CartInterface
@testable import CartFeature

final class CartStoreTests: XCTestCase {
    @MainActor
    func testItemCountAddsQuantities() async {
        let store = CartStore(service: FixedCart())
        await store.refresh()
        XCTAssertEqual(store.itemCount, 3)
    }
}

private actor FixedCart: CartServicing {
    func items() async -> [CartItem] {
        [CartItem(productID: "a", title: "Mug", quantity: 1), CartItem(productID: "b", title: "Tea", quantity: 2)]
    }

    func add(_ item: CartItem) async {}
}
