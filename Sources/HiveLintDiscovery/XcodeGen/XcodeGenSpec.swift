import Foundation
import HiveLintCore
import HiveLintScan
import Yams

/// A value of an XcodeGen spec. Yams nodes are converted into this as soon as a file is
/// parsed, so nothing of Yams leaves the reader. Scalars stay as written (`yes` is the
/// string `"yes"`, `1.0` the string `"1.0"`), each with the place it was written.
struct XcodeGenValue: Hashable, Sendable {
    enum Content: Hashable, Sendable {
        case null
        case scalar(String)
        case list([XcodeGenValue])
        case map([String: XcodeGenValue])
    }

    var content: Content
    /// Where the value was written (the file is relative to the scanned root).
    var location: SourceLocation?

    init(_ content: Content, location: SourceLocation? = nil) {
        self.content = content
        self.location = location
    }

    var string: String? {
        if case .scalar(let value) = content { return value }
        return nil
    }

    var list: [XcodeGenValue]? {
        if case .list(let values) = content { return values }
        return nil
    }

    var map: [String: XcodeGenValue]? {
        if case .map(let values) = content { return values }
        return nil
    }

    subscript(key: String) -> XcodeGenValue? { map?[key] }

    /// A YAML 1.1 boolean as XcodeGen reads it (`true`/`yes`/`on`, `false`/`no`/`off`).
    var bool: Bool? {
        switch string?.lowercased() {
        case "true", "yes", "on", "y": true
        case "false", "no", "off", "n": false
        default: nil
        }
    }

    /// A string or a list of strings (XcodeGen accepts either in most places).
    var strings: [String] {
        if let value = string { return [value] }
        return (list ?? []).compactMap(\.string)
    }

    /// XcodeGen's merge (`Dictionary.merged(onto:)`): `self` is laid over `base`; maps merge
    /// key by key, lists concatenate (base first), anything else is replaced, and a key
    /// ending in `:REPLACE` replaces the key without the suffix outright.
    static func merge(_ overlay: [String: XcodeGenValue], onto base: [String: XcodeGenValue]) -> [String: XcodeGenValue] {
        var merged = base
        for (key, value) in overlay.sorted(by: { $0.key < $1.key }) {
            if key.hasSuffix(":REPLACE") {
                merged[String(key.dropLast(":REPLACE".count))] = value
            } else if let map = value.map, let baseMap = merged[key]?.map {
                merged[key] = XcodeGenValue(.map(merge(map, onto: baseMap)), location: value.location)
            } else if let list = value.list, let baseList = merged[key]?.list {
                merged[key] = XcodeGenValue(.list(baseList + list), location: value.location)
            } else {
                merged[key] = value
            }
        }
        return merged
    }

    /// Replaces `text` in every key and scalar (template variables such as `${target_name}`).
    func replacing(_ text: String, with replacement: String) -> XcodeGenValue {
        switch content {
        case .null:
            return self
        case .scalar(let value):
            return XcodeGenValue(.scalar(value.replacingOccurrences(of: text, with: replacement)), location: location)
        case .list(let values):
            return XcodeGenValue(.list(values.map { $0.replacing(text, with: replacement) }), location: location)
        case .map(let values):
            var replaced: [String: XcodeGenValue] = [:]
            for (key, value) in values.sorted(by: { $0.key < $1.key }) {
                replaced[key.replacingOccurrences(of: text, with: replacement)] = value.replacing(text, with: replacement)
            }
            return XcodeGenValue(.map(replaced), location: location)
        }
    }
}

/// Reads one root XcodeGen spec and everything it includes into a single merged spec, the
/// way XcodeGen's `SpecFile` does: included files first, the including file laid over them;
/// include paths relative to the including file; with `relativePaths` (the default) the paths
/// inside an included file relative to that file's folder, else to the including spec's base.
/// Every path property hive-lint reads (`sources`, `sources[].path`, `dependencies[].framework`
/// in `targets` and `targetTemplates`) is made relative to the scanned root while reading,
/// before any merge, exactly as XcodeGen resolves them before merging.
struct XcodeGenSpecReader {
    let context: DiscoveryContext
    /// The root spec, relative to the scanned root.
    let rootSpec: String

    /// The merged spec, or `nil` when the root spec itself cannot be used.
    var spec: [String: XcodeGenValue]?
    /// Every file read for this spec (the root included).
    var filesRead: Set<String> = []
    var diagnostics: [Diagnostic] = []

    /// More YAML nodes than this in one file (aliases expanded) is not a project spec.
    static let nodeBudget = 500_000

    init(context: DiscoveryContext, rootSpec: String) {
        self.context = context
        self.rootSpec = rootSpec
        var merged: Set<String> = []
        spec = load(file: rootSpec, pathPrefix: RelativePath.directory(of: rootSpec), stack: [], merged: &merged, includedFrom: nil)
    }

    /// Reads `file` and its includes; `nil` when `file` cannot be read or parsed.
    private mutating func load(
        file: String, pathPrefix: String, stack: [String], merged: inout Set<String>, includedFrom: SourceLocation?
    ) -> [String: XcodeGenValue]? {
        var file = file
        var probe = includedFrom == nil ? nil : context.fileExists(file)
        // An include written in another case than the file's name (macOS ignores case).
        if let found = probe, !found.exists, let actual = context.existingCase(of: file) {
            file = actual
            probe = context.fileExists(file)
        }
        if stack.contains(file) {
            diagnostics.append(Diagnostic(
                severity: .warning, code: "manifest-include-cycle",
                message: "\(stack.last ?? rootSpec) includes \(file), which is already being read (\((stack + [file]).joined(separator: " → "))); the cycle is not followed",
                location: includedFrom))
            return nil
        }
        // XcodeGen merges a file included twice only once.
        guard merged.insert(file).inserted else { return [:] }
        if let includedFrom, let probe, !probe.exists || probe.isDirectory {
            diagnostics.append(Diagnostic(
                severity: .warning, code: "unreadable-manifest",
                message: "\(includedFrom.file) includes \(file), which does not exist; skipped", location: includedFrom))
            return nil
        }
        var output = DiscoveryOutput()
        guard let text = context.read(file, into: &output) else {
            diagnostics += output.diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.location = diagnostic.location ?? includedFrom
                return diagnostic
            }
            return nil
        }
        filesRead.insert(file)
        let document: XcodeGenValue
        switch Self.parse(text, file: file) {
        case .success(let value, let notes):
            document = value
            diagnostics += notes
        case .failure(let diagnostic):
            diagnostics.append(diagnostic)
            return nil
        }
        let dictionary: [String: XcodeGenValue]
        switch document.content {
        case .null: dictionary = [:]
        case .map(let map): dictionary = map
        default:
            diagnostics.append(Diagnostic(
                severity: .warning, code: "unreadable-manifest",
                message: "\(file) is not an XcodeGen spec (its top level is not a mapping); skipped",
                location: SourceLocation(file: file, line: 1, column: 1)))
            return nil
        }

        // Includes: a string, or a list of strings and `{path, relativePaths, enable}`.
        var base: [String: XcodeGenValue] = [:]
        let includes = dictionary["include"].map { $0.list ?? [$0] } ?? []
        // A root spec below the root whose paths all name files from the scanned root and none
        // from its folder is one a script copies to the root before running `xcodegen`
        // (OneBusAway's `Apps/<App>/project.yml`): read as if it were there.
        var pathPrefix = pathPrefix
        var directory = RelativePath.directory(of: file)
        if includedFrom == nil, !directory.isEmpty, Self.namesPathsFromTheRoot(dictionary, includes: includes, folder: directory, context: context) {
            pathPrefix = ""
            directory = ""
        }
        for include in includes {
            let path: String?
            var relativePaths = true
            if let string = include.string {
                path = string
            } else if let map = include.map {
                path = map["path"]?.string
                relativePaths = map["relativePaths"]?.bool ?? true
                if map["enable"]?.bool == false { continue }
            } else {
                path = nil
            }
            guard let path, !path.isEmpty else { continue }
            guard let target = Self.resolve(path, in: directory, root: context.tree.absoluteRoot) else {
                diagnostics.append(Diagnostic(
                    severity: .warning, code: "unreadable-manifest",
                    message: "\(file) includes \(path), which is outside the scanned tree; skipped", location: include.location))
                continue
            }
            let includeDirectory = RelativePath.directory(of: path)
            let prefix = relativePaths ? Self.concat(pathPrefix, includeDirectory) : pathPrefix
            if let included = load(file: target, pathPrefix: prefix, stack: stack + [file], merged: &merged, includedFrom: include.location) {
                base = XcodeGenValue.merge(included, onto: base)
            }
        }
        var own = dictionary
        own["include"] = nil
        for key in ["targets", "targetTemplates"] {
            guard let targets = own[key]?.map else { continue }
            var resolved: [String: XcodeGenValue] = [:]
            for (name, target) in targets {
                resolved[name] = Self.resolvingPaths(in: target, prefix: pathPrefix)
            }
            own[key] = XcodeGenValue(.map(resolved), location: own[key]?.location)
        }
        return XcodeGenValue.merge(own, onto: base)
    }

    /// Whether a spec's include and source paths name nothing from its `folder` and all name
    /// something from the scanned root.
    static func namesPathsFromTheRoot(
        _ spec: [String: XcodeGenValue], includes: [XcodeGenValue], folder: String, context: DiscoveryContext
    ) -> Bool {
        var paths = includes.compactMap { $0.string ?? $0.map?["path"]?.string }
        for target in spec["targets"]?.map?.values ?? [:].values {
            guard let sources = target.map?["sources"] else { continue }
            paths += (sources.list ?? [sources]).compactMap { $0.string ?? $0.map?["path"]?.string }
        }
        let root = context.tree.absoluteRoot
        func exists(_ path: String, in directory: String) -> Bool {
            guard let resolved = resolve(path, in: directory, root: root) else { return false }
            return context.directoryExists(resolved) || context.fileExists(resolved).exists
        }
        let written = paths.filter { !$0.isEmpty && !$0.contains("$") && !$0.hasPrefix("/") }
        return !written.isEmpty && !written.contains { exists($0, in: folder) } && written.allSatisfy { exists($0, in: "") }
    }

    /// Makes the path properties of one target (or template) relative to the scanned root.
    static func resolvingPaths(in target: XcodeGenValue, prefix: String) -> XcodeGenValue {
        guard var map = target.map else { return target }
        func prefixed(_ value: XcodeGenValue) -> XcodeGenValue {
            guard let string = value.string else { return value }
            return XcodeGenValue(.scalar(concat(prefix, string)), location: value.location)
        }
        for key in ["sources", "sources:REPLACE"] {
            guard let sources = map[key] else { continue }
            if sources.string != nil {
                map[key] = prefixed(sources)
            } else if let list = sources.list {
                map[key] = XcodeGenValue(.list(list.map { source in
                    if source.string != nil { return prefixed(source) }
                    guard var object = source.map, let path = object["path"] else { return source }
                    object["path"] = prefixed(path)
                    return XcodeGenValue(.map(object), location: source.location)
                }), location: sources.location)
            }
        }
        for key in ["configFiles", "configFiles:REPLACE"] {
            guard let files = map[key]?.map else { continue }
            map[key] = XcodeGenValue(.map(files.mapValues(prefixed)), location: map[key]?.location)
        }
        for key in ["dependencies", "dependencies:REPLACE"] {
            guard let dependencies = map[key]?.list else { continue }
            map[key] = XcodeGenValue(.list(dependencies.map { dependency in
                guard var object = dependency.map, let framework = object["framework"] else { return dependency }
                object["framework"] = prefixed(framework)
                return XcodeGenValue(.map(object), location: dependency.location)
            }), location: map[key]?.location)
        }
        return XcodeGenValue(.map(map), location: target.location)
    }

    /// `a` + `/` + `b` without normalising (`..` is resolved when the path is used); an
    /// absolute `b` stays absolute.
    static func concat(_ a: String, _ b: String) -> String {
        if b.hasPrefix("/") || a.isEmpty { return b }
        if b.isEmpty || b == "." { return a }
        return a + "/" + b
    }

    /// A path of the spec (relative to `directory`, or absolute) as a path relative to the
    /// scanned root; `nil` when it leads outside the tree.
    static func resolve(_ path: String, in directory: String, root: String) -> String? {
        if path.hasPrefix("/") {
            if path == root { return "" }
            guard path.hasPrefix(root + "/") else { return nil }
            return RelativePath.join("", String(path.dropFirst(root.count + 1)))
        }
        return RelativePath.join(directory, path)
    }

    enum ParseResult {
        /// The value, with notes on what was read leniently.
        case success(XcodeGenValue, notes: [Diagnostic] = [])
        case failure(Diagnostic)
    }

    /// Parses YAML (JSON too) into values. Yams stays inside this function. A key a mapping
    /// repeats (`UILaunchStoryboardName` twice in `info.properties`), which Yams rejects and
    /// XcodeGen's reader before Yams 5.1 took, is read at its last occurrence, with a note.
    static func parse(_ text: String, file: String) -> ParseResult {
        var text = text
        var notes: [Diagnostic] = []
        var parsed = parseOnce(text, file: file)
        // Each spec is parsed once; one repeating keys again after each lenient rewrite (at most 4).
        for _ in 0..<4 {
            guard case (.failure, let keys?) = parsed, let (lenient, skipped) = keepingLastOfDuplicatedKeys(text, keys: keys) else { break }
            text = lenient
            notes += skipped.map { line, key in
                Diagnostic(
                    severity: .warning, code: "unreadable-manifest",
                    message: "\(file) repeats the key \(key) in a mapping; the last one is read, this one is skipped",
                    location: SourceLocation(file: file, line: line, column: 1))
            }
            parsed = parseOnce(text, file: file)
        }
        guard case .success(let value, _) = parsed.result else { return parsed.result }
        return .success(value, notes: notes)
    }

    /// One parse; for a mapping repeating keys, also the keys.
    private static func parseOnce(_ text: String, file: String) -> (result: ParseResult, duplicated: [String]?) {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch YamlError.duplicatedKeysInMapping(let duplicates, let context) {
            return (.failure(Diagnostic(
                severity: .warning, code: "unreadable-manifest",
                message: "\(file) is not valid YAML (a mapping repeats \(duplicates.sorted().joined(separator: ", "))); skipped",
                location: SourceLocation(file: file, line: context.mark.line, column: context.mark.column))), duplicates)
        } catch let error as YamlError {
            var location = SourceLocation(file: file, line: 1, column: 1)
            let problem: String
            switch error {
            case .scanner(_, let description, let mark, _), .parser(_, let description, let mark, _),
                 .composer(_, let description, let mark, _):
                problem = description
                location = SourceLocation(file: file, line: mark.line, column: mark.column)
            default:
                problem = String(describing: error).split(separator: "\n").first.map(String.init) ?? "unreadable YAML"
            }
            return (.failure(Diagnostic(
                severity: .warning, code: "unreadable-manifest",
                message: "\(file) is not valid YAML (\(problem)); skipped", location: location)), nil)
        } catch {
            return (.failure(Diagnostic(
                severity: .warning, code: "unreadable-manifest",
                message: "\(file) is not valid YAML; skipped", location: SourceLocation(file: file, line: 1, column: 1))), nil)
        }
        guard let node else { return (.success(XcodeGenValue(.null)), nil) }
        var budget = nodeBudget
        guard let value = convert(node, file: file, depth: 0, budget: &budget) else {
            return (.failure(Diagnostic(
                severity: .warning, code: "unreadable-manifest",
                message: "\(file) is too large or too deeply nested to be a project spec; skipped",
                location: SourceLocation(file: file, line: 1, column: 1))), nil)
        }
        return (.success(value), nil)
    }

    /// The text with each key one mapping repeats kept at its last occurrence only: the
    /// earlier ones, and the lines nested under them, are blanked (lines keep their numbers);
    /// an earlier top-level one defining an anchor is renamed instead, so the anchor holds.
    /// With the 1-based lines of the occurrences skipped and their keys; `nil` when none of
    /// `keys` is found repeated (a flow mapping's `{a: 1, a: 2}` is left as it is).
    static func keepingLastOfDuplicatedKeys(_ text: String, keys: [String]) -> (String, [(line: Int, key: String)])? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let original = lines
        /// Spaces before the line's content; `nil` for a blank or comment line.
        func indentation(_ line: String) -> Int? {
            let content = line.drop { $0 == " " }
            return content.isEmpty || content.hasPrefix("#") || content.allSatisfy(\.isWhitespace) ? nil : line.count - content.count
        }
        /// The key of a `key: value` line of a block mapping.
        func key(of line: String) -> String? {
            let content = line.drop { $0 == " " }
            if let quote = content.first, quote == "\"" || quote == "'" {
                let rest = content.dropFirst()
                guard let end = rest.firstIndex(of: quote), rest[rest.index(after: end)...].hasPrefix(":") else { return nil }
                return String(rest[..<end])
            }
            guard let colon = content.firstIndex(of: ":"), !content.hasPrefix("-"), !content.hasPrefix("{") else { return nil }
            let after = content[content.index(after: colon)...]
            guard after.isEmpty || after.first == " " || after.first == "\t" else { return nil }
            let name = content[..<colon].trimmingCharacters(in: .whitespaces)
            return name.contains("#") ? nil : name
        }
        // Each line's key and indentation, found once (a large spec may repeat many keys).
        var indents = lines.map(indentation)
        var lineKeys = lines.map(key(of:))
        var linesOfKey: [String: [Int]] = [:]
        for (index, name) in lineKeys.enumerated() { if let name { linesOfKey[name, default: []].append(index) } }
        var skipped: [(line: Int, key: String)] = []
        func blank(_ index: Int) {
            lines[index] = ""
            indents[index] = nil
            lineKeys[index] = nil
        }
        for name in Set(keys).sorted() {
            let found = (linesOfKey[name] ?? []).compactMap { index -> (line: Int, indent: Int)? in
                guard lineKeys[index] == name, let indent = indents[index] else { return nil }
                return (index, indent)
            }
            var start = 0
            while start < found.count {
                // The occurrences in one mapping: at one indentation, with no line between them
                // that closes the mapping (less indented).
                var end = start + 1
                while end < found.count, found[end].indent == found[start].indent,
                      !(found[end - 1].line + 1..<found[end].line).contains(where: { indents[$0].map { $0 < found[start].indent } ?? false }) {
                    end += 1
                }
                for (line, indent) in found[start..<end].dropLast() {
                    // A top-level key repeated to define anchors (`define: &launch_args`, then
                    // `define: &build_targets`: one scratch key per anchor, which XcodeGen does
                    // not read) keeps its anchor: renamed, not skipped (eidch: "undefined
                    // alias", the schemes file skipped).
                    if indent == 0, let first = lines[line].first, first != "\"", first != "'",
                       let colon = lines[line].firstIndex(of: ":"), lines[line][colon...].contains("&") {
                        lines[line] = "hive-lint-repeated-\(line + 1)-" + lines[line]
                        lineKeys[line] = nil
                        continue
                    }
                    blank(line)
                    skipped.append((line + 1, name))
                    var nested = line + 1
                    while nested < lines.count, indents[nested].map({ $0 > indent }) ?? true {
                        blank(nested)
                        nested += 1
                    }
                }
                start = end
            }
        }
        return lines == original ? nil : (lines.joined(separator: "\n"), skipped.sorted { $0.line < $1.line })
    }

    /// Converts a node; `nil` when the budget of nodes or the depth runs out (alias bombs).
    private static func convert(_ node: Node, file: String, depth: Int, budget: inout Int) -> XcodeGenValue? {
        budget -= 1
        guard budget >= 0, depth < 128 else { return nil }
        let location = node.mark.map { SourceLocation(file: file, line: $0.line, column: $0.column) }
        switch node {
        case .scalar(let scalar):
            if node.null != nil { return XcodeGenValue(.null, location: location) }
            return XcodeGenValue(.scalar(scalar.string), location: location)
        case .sequence(let sequence):
            var values: [XcodeGenValue] = []
            for element in sequence {
                guard let value = convert(element, file: file, depth: depth + 1, budget: &budget) else { return nil }
                values.append(value)
            }
            return XcodeGenValue(.list(values), location: location)
        case .mapping(let mapping):
            var explicit: [String: XcodeGenValue] = [:]
            var inherited: [String: XcodeGenValue] = [:]
            for (keyNode, valueNode) in mapping {
                guard let key = keyNode.scalar?.string else { continue }
                guard let value = convert(valueNode, file: file, depth: depth + 1, budget: &budget) else { return nil }
                if key == "<<" {
                    // YAML merge keys: `<<: *defaults` or `<<: [*a, *b]` (earlier maps win).
                    for source in (value.list ?? [value]).reversed() {
                        for (inheritedKey, inheritedValue) in source.map ?? [:] { inherited[inheritedKey] = inheritedValue }
                    }
                } else {
                    explicit[key] = value
                }
            }
            return XcodeGenValue(.map(inherited.merging(explicit) { $1 }), location: location)
        case .alias:
            return XcodeGenValue(.null, location: location)
        }
    }
}
