import SwiftUI
import CartInterface

/// Turns deep links into screens.
@MainActor
@Observable
final class AppRouter {
    enum Tab: Hashable { case home, search, cart }

    private let root: CompositionRoot
    var selectedTab: Tab = .home

    init(root: CompositionRoot) {
        self.root = root
    }

    func open(_ url: URL) {
        if url.path.hasPrefix(CartRoute.cart.path) {
            selectedTab = .cart
        } else if url.host() == "search" {
            selectedTab = .search
        } else {
            selectedTab = .home
        }
    }

    @ViewBuilder
    func rootView() -> some View {
        TabView(selection: Binding(get: { self.selectedTab }, set: { self.selectedTab = $0 })) {
            root.makeHome().tag(Tab.home).tabItem { Label("Home", systemImage: "house") }
            root.makeSearch().tag(Tab.search).tabItem { Label("Search", systemImage: "magnifyingglass") }
            root.makeCart().tag(Tab.cart).tabItem { Label("Cart", systemImage: "cart") }
        }
    }
}
