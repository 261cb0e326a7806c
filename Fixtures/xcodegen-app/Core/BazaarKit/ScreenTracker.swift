import Foundation
import SearchFeature

/// Screen analytics shared by every feature.
public final class ScreenTracker: @unchecked Sendable {
    public static let shared = ScreenTracker()
    private var lastScreen: String?

    public func track(screen: String) {
        lastScreen = screen
        print("[analytics] screen \(screen)")
    }

    /// A shortcut someone added for the search screen: it makes this shared kit depend on
    /// a feature (the seeded function-to-upper-layer violation).
    public func trackSearch(_ viewModel: SearchViewModel) {
        track(screen: "search?q=\(viewModel.query)")
    }
}
