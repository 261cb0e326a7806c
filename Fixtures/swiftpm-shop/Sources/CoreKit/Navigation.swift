import Foundation

/// Opens `shop://` routes. The app shell provides the only implementation; features receive
/// it through their initializers and never know which screen answers a route.
public protocol URLNavigating: AnyObject {
    @discardableResult
    func open(_ route: String, parameters: [String: String]) -> Bool
}

public extension URLNavigating {
    @discardableResult
    func open(_ route: String) -> Bool {
        open(route, parameters: [:])
    }
}

public extension Collection {
    /// `nil` instead of a crash when a table view asks for a row that was just removed.
    subscript(safe index: Index) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
