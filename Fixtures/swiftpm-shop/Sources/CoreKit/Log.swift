import Foundation
import os

/// Thin wrapper over `os.Logger` so features log with one subsystem and consistent categories.
public struct Log: Sendable {
    public static let subsystem = Bundle.main.bundleIdentifier ?? "com.example.shop"

    private let logger: Logger

    public init(category: String) {
        logger = Logger(subsystem: Log.subsystem, category: category)
    }

    public func debug(_ message: String) {
        logger.debug("\(message, privacy: .public)")
    }

    public func info(_ message: String) {
        logger.info("\(message, privacy: .public)")
    }

    public func error(_ message: String, error: Error? = nil) {
        if let error {
            logger.error("\(message, privacy: .public): \(String(describing: error), privacy: .public)")
        } else {
            logger.error("\(message, privacy: .public)")
        }
    }
}
