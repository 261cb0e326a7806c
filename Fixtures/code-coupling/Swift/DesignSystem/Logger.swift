import Foundation

/// The design system's own console logger for layout debugging (not `os.Logger`).
public final class Logger {
    public let category: String

    public init(category: String) {
        self.category = category
    }

    public func layout(_ message: String) {
        #if DEBUG
        print("[\(category)] \(message)")
        #endif
    }
}
