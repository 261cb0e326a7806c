import HiveLintCore

/// Reads `rules.json` `frameworks`: in-house frameworks described like the built-ins — which
/// Objective-C selector (with its receiver class), macro or Swift call provides or consumes a
/// service, a route or a module, and which argument holds what.
enum FrameworkDecoder {
    static let frameworkKeys = ["name", "recognizers", "comment"]
    static let callKeys = ["selector", "macro", "swift"]
    static let recognizerKeys = ["role", "receiver", "labels", "mechanism", "singletonWhenChained", "enclosingType", "comment"]
        + callKeys + ArgumentRole.allCases.map(\.rawValue)

    static func decode(_ value: JSONValue?, reader: inout Reader) -> [FrameworkDeclaration] {
        var frameworks: [FrameworkDeclaration] = []
        var names: Set<String> = []
        for (i, item) in reader.array(value, at: "$.frameworks").enumerated() {
            let path = "$.frameworks[\(i)]"
            guard let object = reader.object(item, at: path) else { continue }
            reader.checkKeys(object, known: frameworkKeys, at: path)
            guard let name = reader.requiredString(object["name"], at: "\(path).name") else { continue }
            if !names.insert(name).inserted { reader.problem("\(path).name", "framework \"\(name)\" is declared twice") }
            let items = reader.array(object["recognizers"], at: "\(path).recognizers")
            if items.isEmpty { reader.problem(path, "a framework needs at least one entry in \"recognizers\"") }
            let patterns = items.enumerated().compactMap { j, item in
                pattern(item, framework: name, at: "\(path).recognizers[\(j)]", reader: &reader)
            }
            frameworks.append(FrameworkDeclaration(name: name, patterns: patterns, declaredAt: path))
        }
        return frameworks
    }

    private static func pattern(_ item: JSONValue, framework: String, at path: String, reader: inout Reader) -> CallPattern? {
        guard let object = reader.object(item, at: path) else { return nil }
        reader.checkKeys(object, known: recognizerKeys, at: path)
        let roleNames = CallRole.allCases.map(\.rawValue)
        var role: CallRole?
        if let text = reader.requiredString(object["role"], at: "\(path).role") {
            role = CallRole(rawValue: text)
            if role == nil {
                reader.problem("\(path).role", "\"\(text)\" is not a role\(Suggestion.hint(for: text, in: roleNames)); roles are \(roleNames.joined(separator: ", "))")
            }
        }
        let given = callKeys.filter { object[$0] != nil }
        guard given.count == 1, let key = given.first else {
            reader.problem(path, "give exactly one of \"selector\" (Objective-C), \"macro\" (macro or C function), \"swift\" (Swift call name)")
            return nil
        }
        guard let callName = reader.string(object[key] ?? .null, at: "\(path).\(key)"), !callName.isEmpty else { return nil }
        let form: CallForm = key == "selector" ? .message : key == "macro" ? .macro : .swift
        var receivers: [String] = []
        if let receiver = object["receiver"] {
            if case .string(let one) = receiver { receivers = [one] } else { receivers = reader.strings(receiver, at: "\(path).receiver") }
        }
        var arguments: [ArgumentRole: ArgumentSource] = [:]
        for argumentRole in ArgumentRole.allCases {
            guard let value = object[argumentRole.rawValue] else { continue }
            let at = "\(path).\(argumentRole.rawValue)"
            switch value {
            case .number(let number) where Int(exactly: number) != nil:
                arguments[argumentRole] = .argument(Int(exactly: number) ?? 0)
            case .bool(let flag):
                arguments[argumentRole] = .fixed(flag ? "YES" : "NO")
            case .string("enclosing-type"):
                arguments[argumentRole] = .enclosingType
            case .string(let text) where wordIndex(text, suffix: "") != nil:
                arguments[argumentRole] = .word(wordIndex(text, suffix: "") ?? 0)
            case .string(let text) where wordIndex(text, suffix: "|enclosing-type") != nil:
                arguments[argumentRole] = .wordOrEnclosingType(wordIndex(text, suffix: "|enclosing-type") ?? 0)
            default:
                reader.problem(at, "expected an argument index (0, 1, -1 for the last), \"word:N\", \"enclosing-type\", \"word:N|enclosing-type\" or true/false, found \(ConfigurationDecoder.describe(value))")
            }
        }
        if let role {
            let needed: [ArgumentRole] = switch role {
            case .service, .serviceConsumer: [.protocol]
            case .route, .routeConsumer: [.pattern]
            case .targetActionConsumer: [.target, .action]
            case .module: [.module]
            }
            for missing in needed where arguments[missing] == nil {
                reader.problem(path, "a \"\(role.rawValue)\" recognizer needs \"\(missing.rawValue)\" (which argument holds it)")
            }
        }
        var pattern = CallPattern(
            role: role ?? .service, form: form, name: callName, receivers: receivers,
            labels: object["labels"].map { reader.strings($0, at: "\(path).labels") } ?? [],
            arguments: arguments,
            mechanism: object["mechanism"].flatMap { reader.string($0, at: "\(path).mechanism") } ?? "\(framework).\(callName)",
            singletonWhenChained: object["singletonWhenChained"].map { reader.strings($0, at: "\(path).singletonWhenChained") } ?? [],
            declaredAt: path)
        if let enclosing = object["enclosingType"] { pattern.enclosingTypes = reader.strings(enclosing, at: "\(path).enclosingType") }
        return role == nil ? nil : pattern
    }

    /// The index `N` of an argument written `"word:N"` followed by `suffix`
    /// (`"word:1|enclosing-type"`); `nil` when `text` is not written so.
    private static func wordIndex(_ text: String, suffix: String) -> Int? {
        guard text.hasPrefix("word:"), text.hasSuffix(suffix) else { return nil }
        return Int(text.dropFirst(5).dropLast(suffix.count))
    }
}
