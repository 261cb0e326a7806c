import SwiftUI
import DesignSystem

@main
struct ShopApp: App {
    @State private var router = AppRouter(root: CompositionRoot())

    var body: some Scene {
        WindowGroup {
            router.rootView()
                .tint(Palette.accent)
                .onOpenURL { url in router.open(url) }
        }
    }
}
