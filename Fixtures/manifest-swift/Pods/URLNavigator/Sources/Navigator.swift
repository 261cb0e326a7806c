//
//  Navigator.swift
//  URLNavigator stand-in: URL patterns mapped to view controllers and to plain handlers.
//
//  Patterns look like "myapp://goods/<int:id>": a "<name>" or "<type:name>" segment matches
//  any one path segment and its value is passed in `values` (converted for int/float).
//

import UIKit

public typealias URLPattern = String
public typealias ViewControllerFactory = (_ url: String, _ values: [String: Any], _ context: Any?) -> UIViewController?
public typealias URLOpenHandlerFactory = (_ url: String, _ values: [String: Any], _ context: Any?) -> Bool

public final class Navigator {
    private var viewControllerFactories: [URLPattern: ViewControllerFactory] = [:]
    private var handlerFactories: [URLPattern: URLOpenHandlerFactory] = [:]

    public init() {}

    /// Maps a pattern to a view controller factory, used by `push` and `present`.
    public func register(_ pattern: URLPattern, _ factory: @escaping ViewControllerFactory) {
        viewControllerFactories[pattern] = factory
    }

    /// Maps a pattern to a handler, used by `open`.
    public func handle(_ pattern: URLPattern, _ factory: @escaping URLOpenHandlerFactory) {
        handlerFactories[pattern] = factory
    }

    @discardableResult
    public func push(_ url: String, context: Any? = nil, from: UINavigationController? = nil, animated: Bool = true) -> UIViewController? {
        guard let viewController = makeViewController(url, context: context),
              let navigationController = from ?? Self.topNavigationController() else {
            return nil
        }
        navigationController.pushViewController(viewController, animated: animated)
        return viewController
    }

    @discardableResult
    public func present(_ url: String, context: Any? = nil, wrap: Bool = true, animated: Bool = true) -> UIViewController? {
        showModally(url, context: context, wrap: wrap, animated: animated)
    }

    /// Runs the handler registered for `url` with `handle`; when there is none, presents the
    /// view controller registered for it with `register`. False when neither matches.
    @discardableResult
    public func open(_ url: String, context: Any? = nil) -> Bool {
        if let (pattern, values) = Self.match(url, patterns: Array(handlerFactories.keys)),
           let handler = handlerFactories[pattern] {
            return handler(url, values, context)
        }
        return showModally(url, context: context, wrap: true, animated: true) != nil
    }

    private func showModally(_ url: String, context: Any?, wrap: Bool, animated: Bool) -> UIViewController? {
        guard let viewController = makeViewController(url, context: context),
              let presenter = Self.topNavigationController()?.visibleViewController else {
            return nil
        }
        let shown = wrap ? UINavigationController(rootViewController: viewController) : viewController
        presenter.present(shown, animated: animated)
        return viewController
    }

    private func makeViewController(_ url: String, context: Any?) -> UIViewController? {
        guard let (pattern, values) = Self.match(url, patterns: Array(viewControllerFactories.keys)),
              let factory = viewControllerFactories[pattern] else {
            return nil
        }
        return factory(url, values, context)
    }

    private static func segments(_ url: String) -> [String] {
        let withoutQuery = url.split(separator: "?", maxSplits: 1).first.map(String.init) ?? url
        return withoutQuery.split(separator: "/").map(String.init)
    }

    private static func match(_ url: String, patterns: [URLPattern]) -> (URLPattern, [String: Any])? {
        let urlSegments = segments(url)
        for pattern in patterns {
            let patternSegments = segments(pattern)
            guard patternSegments.count == urlSegments.count else { continue }
            var values: [String: Any] = [:]
            var matched = true
            for (expected, actual) in zip(patternSegments, urlSegments) where matched {
                if expected.hasPrefix("<"), expected.hasSuffix(">") {
                    let inner = expected.dropFirst().dropLast().split(separator: ":").map(String.init)
                    let name = inner.last ?? ""
                    if inner.count == 2, inner[0] == "int" {
                        guard let number = Int(actual) else { matched = false; continue }
                        values[name] = number
                    } else {
                        values[name] = actual.removingPercentEncoding ?? actual
                    }
                } else {
                    matched = expected == actual
                }
            }
            if matched {
                return (pattern, values)
            }
        }
        return nil
    }

    private static func topNavigationController() -> UINavigationController? {
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
        var top = scenes.first?.windows.first(where: \.isKeyWindow)?.rootViewController
        while let presented = top?.presentedViewController {
            top = presented
        }
        if let tabs = top as? UITabBarController {
            top = tabs.selectedViewController
        }
        return top as? UINavigationController
    }
}
