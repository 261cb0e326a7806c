/// URL route patterns and the URLs opened against them.
///
/// Compared as `scheme://host/path` after dropping `?query` and `#fragment`. A placeholder
/// segment (`:id` and `~` in MGJRouter, `<id>`/`<int:id>` in URLNavigator) or `*` (a piece known only
/// at run time) matches any one segment; a pattern without a scheme (`//goods/detail`,
/// Bifrost's style) matches any scheme.
public struct RoutePattern: Sendable, Hashable {
    public let scheme: String?
    public let segments: [String]
    /// Per segment: a placeholder (matches any one segment).
    private let placeholders: [Bool]
    /// Per segment: holds a `*` (a piece known only at run time).
    private let unknowns: [Bool]

    public init(_ text: String) {
        var rest = Substring(text)
        if let cut = rest.firstIndex(where: { $0 == "?" || $0 == "#" }) { rest = rest[..<cut] }
        // `scheme://` (no Foundation: this runs for every route and every opened URL).
        var found: String?
        if let colon = rest.firstIndex(of: ":") {
            let after = rest[rest.index(after: colon)...]
            if after.hasPrefix("//") {
                found = String(rest[..<colon]).lowercased()
                rest = after.dropFirst(2)
            }
        }
        scheme = found
        segments = rest.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        placeholders = segments.map(Self.isPlaceholder)
        unknowns = segments.map { $0.contains(Character("*")) }
    }

    /// The first segment when it is literal text (neither a placeholder nor partly unknown):
    /// only patterns whose first segment is this text or a placeholder can match.
    public var literalHead: String? {
        guard let first = segments.first, !placeholders[0], !unknowns[0] else { return nil }
        return first
    }

    public static func isPlaceholder(_ segment: String) -> Bool {
        segment.hasPrefix(":") || (segment.hasPrefix("<") && segment.hasSuffix(">")) || segment == "*" || segment == "~"
    }

    /// Whether a URL (with `*` for unknown pieces) is handled by this pattern. With
    /// `prefix`, a pattern also handles longer URLs below it (MGJRouter falls back to the
    /// deepest registered handler on the path).
    public func matches(_ url: RoutePattern, prefix: Bool = false) -> Bool {
        if let scheme, let other = url.scheme, !scheme.isEmpty, scheme != other { return false }
        guard segments.count == url.segments.count || (prefix && segments.count < url.segments.count) else { return false }
        for i in segments.indices {
            if placeholders[i] || url.unknowns[i] { continue }
            if segments[i] != url.segments[i] { return false }
        }
        return true
    }

    /// The pattern with every placeholder made the same: two patterns with one shape
    /// (`mgj://feed/:fid` and `mgj://feed/:postID`) take the same URLs.
    public var shape: String {
        (scheme.map { $0 + "://" } ?? "//") + segments.map { Self.isPlaceholder($0) ? ":" : $0 }.joined(separator: "/")
    }
}
