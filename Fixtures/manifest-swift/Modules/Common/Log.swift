//
//  Log.swift
//

import os

public enum Log {
    private static let logger = Logger(subsystem: "com.example.myapp", category: "app")

    public static func info(_ message: String) {
        logger.info("\(message, privacy: .public)")
    }

    public static func error(_ message: String) {
        logger.error("\(message, privacy: .public)")
    }
}
