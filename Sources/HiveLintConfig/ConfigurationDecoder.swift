import Foundation
import HiveLintCore

/// Reads `rules.json`. Walks the whole document and collects *every* problem (unknown keys
/// with a did-you-mean, wrong types, bad values), each with its JSON path, before failing.
public enum ConfigurationDecoder {
    static let topLevelKeys = ["$schema", "version", "discovery", "kinds", "rules", "allow", "scope", "frameworks", "baseline", "comment"]
    static let scopeKeys = ["tests", "examples"]
    static let discoveryKeys = ["exclude", "folders", "modules", "external", "comment"]
    static let moduleKeys = ["name", "path", "kind", "comment"]
    static let ruleKeys = ["name", "type", "severity", "options", "comment"]
    static let allowKeys = ["rule", "from", "to", "reason", "until"]
    public static let severityNames = ["error", "warning", "info", "off"]
    /// The kinds rules.json may name (`unclassified` is what no configuration says).
    static let kindNames = ModuleKind.allCases.filter { $0 != .unclassified }.map(\.rawValue)

    /// Decodes a configuration file's bytes. `source` is the name used in the result.
    public static func decode(_ data: Data, source: String?) throws(ConfigurationError) -> Configuration {
        let json = try JSONValue.parse(data)
        var reader = Reader()
        var config = Configuration()
        config.source = source
        guard case .object(let top) = json else {
            throw ConfigurationError([ConfigProblem(path: "$", message: "expected an object, found \(json.typeName)")])
        }
        reader.checkKeys(top, known: topLevelKeys, at: "$")

        if let version = top["version"] {
            if case .number(let n) = version, n == Double(Configuration.currentVersion) {
                config.version = Configuration.currentVersion
            } else {
                reader.problem("$.version", "unsupported version \(describe(version)); this hive-lint reads version \(Configuration.currentVersion)")
            }
        } else {
            reader.problem("$", "missing \"version\" (use \"version\": \(Configuration.currentVersion))")
        }

        if let discovery = reader.object(top["discovery"], at: "$.discovery") {
            reader.checkKeys(discovery, known: discoveryKeys, at: "$.discovery")
            config.discovery.exclude = reader.strings(discovery["exclude"], at: "$.discovery.exclude")
            config.discovery.folders = reader.strings(discovery["folders"], at: "$.discovery.folders")
            config.discovery.external = reader.strings(discovery["external"], at: "$.discovery.external")
            for (i, item) in reader.array(discovery["modules"], at: "$.discovery.modules").enumerated() {
                let path = "$.discovery.modules[\(i)]"
                guard let object = reader.object(item, at: path) else { continue }
                reader.checkKeys(object, known: moduleKeys, at: path)
                let name = reader.requiredString(object["name"], at: "\(path).name")
                let folder = reader.requiredString(object["path"], at: "\(path).path")
                let kind = object["kind"].flatMap { reader.kind($0, at: "\(path).kind") }
                if let name, let folder {
                    config.discovery.modules.append(ExplicitModule(name: name, path: normalizeFolder(folder), kind: kind))
                }
            }
        }

        if let kinds = reader.object(top["kinds"], at: "$.kinds") {
            let kindNames = Self.kindNames
            for key in kinds.keys.sorted() where !kindNames.contains(key) {
                reader.problem("$.kinds.\(key)", "unknown module kind\(Suggestion.hint(for: key, in: kindNames)); kinds are \(kindNames.joined(separator: ", "))")
            }
            for kind in Configuration.kindPrecedence {
                let patterns = reader.strings(kinds[kind.rawValue], at: "$.kinds.\(kind.rawValue)")
                if !patterns.isEmpty { config.kinds.append(KindPatterns(kind: kind, patterns: patterns)) }
            }
        }

        if let scope = reader.object(top["scope"], at: "$.scope") {
            reader.checkKeys(scope, known: scopeKeys, at: "$.scope")
            if let value = scope["tests"] { config.scope.tests = reader.bool(value, at: "$.scope.tests") ?? false }
            if let value = scope["examples"] { config.scope.examples = reader.bool(value, at: "$.scope.examples") ?? false }
        }

        var seen: [String: String] = [:]
        for (i, item) in reader.array(top["rules"], at: "$.rules").enumerated() {
            let path = "$.rules[\(i)]"
            guard let object = reader.object(item, at: path) else { continue }
            reader.checkKeys(object, known: ruleKeys, at: path)
            guard let name = reader.requiredString(object["name"], at: "\(path).name") else { continue }
            if let earlier = seen[name] {
                reader.problem("\(path).name", "rule \"\(name)\" is already configured at \(earlier)")
                continue
            }
            seen[name] = path
            var entry = RuleEntry(name: name, declaredAt: path)
            if let type = object["type"] { entry.type = reader.string(type, at: "\(path).type") }
            if let severity = object["severity"], let text = reader.string(severity, at: "\(path).severity") {
                if text == "off" {
                    entry.severity = .some(nil)
                } else if let value = Severity(rawValue: text) {
                    entry.severity = value
                } else {
                    reader.problem("\(path).severity", "\"\(text)\" is not a severity\(Suggestion.hint(for: text, in: severityNames)); use one of \(severityNames.joined(separator: ", "))")
                }
            }
            if let options = object["options"], let value = reader.object(options, at: "\(path).options") {
                entry.options = value
            }
            if let comment = object["comment"] { entry.comment = reader.string(comment, at: "\(path).comment") }
            config.rules.append(entry)
        }

        for (i, item) in reader.array(top["allow"], at: "$.allow").enumerated() {
            let path = "$.allow[\(i)]"
            guard let object = reader.object(item, at: path) else { continue }
            reader.checkKeys(object, known: allowKeys, at: path)
            // Whether a rule of that name exists is checked with the rule instances
            // (`RuleCatalog.instances`): the rule types own the defaults.
            let rule = object["rule"].flatMap { reader.string($0, at: "\(path).rule") }
            let from = reader.requiredString(object["from"], at: "\(path).from")
            let to = reader.requiredString(object["to"], at: "\(path).to")
            let reason = reader.requiredString(object["reason"], at: "\(path).reason")
            if let reason, reason.trimmingCharacters(in: .whitespaces).isEmpty {
                reader.problem("\(path).reason", "an exception needs a reason a reviewer can read")
            }
            var until: String?
            if let value = object["until"], let text = reader.string(value, at: "\(path).until") {
                if CalendarDate(text) == nil {
                    reader.problem("\(path).until", "expected a date as YYYY-MM-DD, found \"\(text)\"")
                } else {
                    until = text
                }
            }
            if let from, let to, let reason {
                config.allow.append(AllowedException(rule: rule, from: from, to: to, reason: reason, until: until, declaredAt: path))
            }
        }

        config.frameworks = FrameworkDecoder.decode(top["frameworks"], reader: &reader)
        if let baseline = top["baseline"], let path = reader.string(baseline, at: "$.baseline") {
            if path.trimmingCharacters(in: .whitespaces).isEmpty {
                reader.problem("$.baseline", "expected the path of a baseline file (hive-lint baseline writes one)")
            } else {
                config.baseline = path
            }
        }

        if !reader.problems.isEmpty { throw ConfigurationError(reader.problems, partial: config) }
        return config
    }

    static func normalizeFolder(_ path: String) -> String {
        var p = path
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.hasSuffix("/") { p.removeLast() }
        return p == "." ? "" : p
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        // `Int(exactly:)`: `Int(1e300)` traps (a fuzzed rules.json found it).
        case .number(let n): Int(exactly: n).map { String($0) } ?? String(n)
        case .string(let s): "\"\(s)\""
        default: value.typeName
        }
    }
}

/// Collects problems while reading typed values out of `JSONValue`s.
struct Reader {
    var problems: [ConfigProblem] = []

    mutating func problem(_ path: String, _ message: String) {
        problems.append(ConfigProblem(path: path, message: message))
    }

    mutating func checkKeys(_ object: [String: JSONValue], known: [String], at path: String) {
        for key in object.keys.sorted() where !known.contains(key) {
            problem("\(path).\(key)", "unknown key\(Suggestion.hint(for: key, in: known)); known keys here: \(known.joined(separator: ", "))")
        }
    }

    mutating func object(_ value: JSONValue?, at path: String) -> [String: JSONValue]? {
        guard let value else { return nil }
        guard case .object(let object) = value else {
            problem(path, "expected an object, found \(value.typeName)")
            return nil
        }
        return object
    }

    mutating func array(_ value: JSONValue?, at path: String) -> [JSONValue] {
        guard let value else { return [] }
        guard case .array(let items) = value else {
            problem(path, "expected an array, found \(value.typeName)")
            return []
        }
        return items
    }

    mutating func string(_ value: JSONValue, at path: String) -> String? {
        guard case .string(let text) = value else {
            problem(path, "expected a string, found \(value.typeName)")
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue, at path: String) -> Bool? {
        guard case .bool(let flag) = value else {
            problem(path, "expected true or false, found \(value.typeName)")
            return nil
        }
        return flag
    }

    mutating func requiredString(_ value: JSONValue?, at path: String) -> String? {
        guard let value else {
            problem(path, "missing (a string is required)")
            return nil
        }
        return string(value, at: path)
    }

    mutating func strings(_ value: JSONValue?, at path: String) -> [String] {
        array(value, at: path).enumerated().compactMap { i, item in string(item, at: "\(path)[\(i)]") }
    }

    mutating func kind(_ value: JSONValue, at path: String) -> ModuleKind? {
        guard let text = string(value, at: path) else { return nil }
        let names = ConfigurationDecoder.kindNames
        guard let kind = ModuleKind(rawValue: text), kind != .unclassified else {
            problem(path, "\"\(text)\" is not a module kind\(Suggestion.hint(for: text, in: names)); kinds are \(names.joined(separator: ", "))")
            return nil
        }
        return kind
    }
}
