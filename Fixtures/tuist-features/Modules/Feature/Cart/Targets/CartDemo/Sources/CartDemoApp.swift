import SwiftUI
import Cart

/// Runs the Cart tab alone with a prefilled, on-device cart; checkout is hidden.
@main
struct CartDemoApp: App {
    var body: some Scene {
        WindowGroup {
            CartView(viewModel: CartViewModel(cart: CartService.preview()))
        }
    }
}
