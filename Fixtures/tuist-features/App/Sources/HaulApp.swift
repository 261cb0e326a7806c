import SwiftUI
import Common
import DesignSystem

@main
struct HaulApp: App {
    @State private var dependencies = AppDependencies()

    init() {
        HaulLog.app.info("Haul launched")
    }

    var body: some Scene {
        WindowGroup {
            dependencies.makeRootView()
                .tint(HaulColor.brand)
        }
    }
}
