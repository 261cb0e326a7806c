//
//  LXRouter.swift
//  Lynx: the Swift face of the path router. Paths mapped here and in Objective-C share
//  one table in LXHub.
//

import Foundation

public final class LXRouter {
    public static let shared = LXRouter()

    private let hub = LXHub.shared()

    private init() {}

    /// Maps `pattern` ("lynx://host/path") to `block`, which receives the query items.
    public func map(_ pattern: String, _ block: @escaping ([String: String]) -> Void) {
        hub.mapPath(pattern) { params in
            block(params)
        }
    }

    /// Opens `url`; false when nothing is mapped for it.
    @discardableResult
    public func go(_ url: String) -> Bool {
        hub.go(url)
    }
}
