import SwiftUI
import Catalog

/// Runs the Aisles tab alone on the sample catalog: no backend, no cart.
@main
struct CatalogDemoApp: App {
    var body: some Scene {
        WindowGroup {
            CatalogView(viewModel: CatalogViewModel(service: SampleCatalogService()))
        }
    }
}
