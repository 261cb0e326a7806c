import UIKit
// Re-exported so Swift features could show goods without "another import line".
@_exported import Goods

/// Opens screens by URL so features never construct each other's view controllers.
public final class RouteTable {
    public static let shared = RouteTable()
    private var factories: [String: () -> UIViewController] = [:]

    public func register(_ pattern: String, factory: @escaping () -> UIViewController) {
        factories[pattern] = factory
    }

    public func viewController(for url: String) -> UIViewController? {
        factories[url]?()
    }
}
