import XCTest
@testable import Cart

@MainActor
final class CartTests: XCTestCase {
    func testAddingTheSameItemRaisesItsQuantity() {
        let cart = CartService.preview()

        cart.add(cart.lines[0])

        XCTAssertEqual(cart.lines.count, 2)
        XCTAssertEqual(cart.lines[0].quantity, 2)
        XCTAssertEqual(cart.itemCount, 4)
    }

    func testQuantityZeroRemovesTheLine() {
        let cart = CartService.preview()

        cart.setQuantity(0, forItem: "mlk-03")

        XCTAssertEqual(cart.lines.map(\.itemID), ["sdo-01"])
    }

    func testNoCheckoutWithoutOrders() {
        let viewModel = CartViewModel(cart: CartService.preview())

        XCTAssertFalse(viewModel.canCheckOut)
        XCTAssertEqual(viewModel.totalCents, 549 + 2 * 389)
    }
}
