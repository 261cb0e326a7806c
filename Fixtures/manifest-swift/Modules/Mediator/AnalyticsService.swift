//
//  AnalyticsService.swift
//  Provided by the app shell.
//

import Foundation

public protocol AnalyticsService: AnyObject {
    func track(_ event: String, properties: [String: String])
}
