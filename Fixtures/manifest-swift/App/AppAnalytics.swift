//
//  AppAnalytics.swift
//

import Common
import Mediator

/// Sends events to the log until the analytics SDK is approved.
final class AppAnalytics: AnalyticsService {
    func track(_ event: String, properties: [String: String]) {
        let rendered = properties.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        Log.info("event \(event) \(rendered)")
    }
}
