import SwiftUI
import Networking
import SearchFeature

/// A tiny app to iterate on search alone (generated only with TUIST_SEARCH_PLAYGROUND=1).
@main
struct SearchPlaygroundApp: App {
    var body: some Scene {
        WindowGroup {
            SearchView(viewModel: SearchViewModel(apiClient: .preview))
        }
    }
}
