import Foundation

/// Ranks recent and popular queries that start with what the user typed.
public final class SearchEngine {
    private let popular = ["iphone case", "instant noodles", "ink cartridge", "rice cooker", "running shoes"]

    public init() {}

    public func suggestions(for prefix: String, limit: Int = 5) -> [String] {
        let needle = prefix.lowercased().trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        return Array(popular.filter { $0.hasPrefix(needle) }.prefix(limit))
    }
}
