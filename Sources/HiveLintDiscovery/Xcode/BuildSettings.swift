import Foundation
import HiveLintCore
import HiveLintScan

/// Xcode build settings as a target's configuration sees them: the project's `.xcconfig` and
/// its build settings, then the target's `.xcconfig` and its build settings, each level over
/// the one before (as Xcode layers them), with `$(NAME)` / `${NAME}` references evaluated
/// (nested ones too: `$(PRODUCT_MODULE_NAME_$(CONFIGURATION))`; `CONFIGURATION`,
/// `TARGET_NAME` and `PROJECT_NAME` are known; `:c99extidentifier` is applied). A value that still names
/// something unknown (`$(SRCROOT)`, `$(inherited)`, an operator) has no literal value.
enum BuildSettings {
    /// The value of `key` in one configuration (`levels`: its settings, lowest level first),
    /// evaluated; `nil` when unset or when it names anything unknown.
    static func evaluate(_ key: String, levels: [[String: String]], builtIns: [String: String], depth: Int = 0) -> String? {
        var value: String?
        for level in levels.reversed() where value == nil { value = level[key] }
        return (value ?? builtIns[key]).flatMap { expand($0, of: key, levels: levels, builtIns: builtIns, depth: depth) }
    }

    /// `value` (of the setting `key`, which it may not name) with its references evaluated,
    /// innermost first; `nil` when it names anything unknown.
    static func expand(_ value: String, of key: String?, levels: [[String: String]], builtIns: [String: String], depth: Int = 0) -> String? {
        guard depth < 16 else { return nil }   // settings that refer to each other in a circle
        var value = value
        for _ in 0..<64 {
            guard let reference = innermostReference(in: value) else { break }
            let inner = value[reference.name]
            let (name, modifier) = inner.firstIndex(of: ":").map { (String(inner[..<$0]), String(inner[inner.index(after: $0)...])) }
                ?? (String(inner), "")
            guard name != key, name != "inherited",
                  var replacement = evaluate(name, levels: levels, builtIns: builtIns, depth: depth + 1) else { return nil }
            switch modifier {
            case "": break
            case "c99extidentifier": replacement = c99Identifier(replacement)
            default: return nil
            }
            value.replaceSubrange(reference.whole, with: replacement)
        }
        let trimmed = value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        guard !trimmed.contains("$"), !trimmed.isEmpty else { return nil }
        return trimmed
    }

    /// A list setting's items in one configuration (`levels`: lowest first): each level's
    /// value split on white space (a quoted item kept whole), `$(inherited)` standing for the
    /// items of the levels below; an item naming anything unknown is left out.
    static func list(_ key: String, levels: [[String: String]], builtIns: [String: String]) -> [String] {
        var items: [String] = []
        for (index, level) in levels.enumerated() {
            guard let value = level[key] else { continue }
            var next: [String] = []
            for item in listItems(value) {
                if item == "$(inherited)" || item == "${inherited}" {
                    next += items
                } else if let evaluated = expand(item, of: nil, levels: Array(levels[...index]), builtIns: builtIns) {
                    next.append(evaluated)
                }
            }
            items = next
        }
        return items
    }

    /// A list value's items: split on white space outside quotes, quotes removed.
    static func listItems(_ value: String) -> [String] {
        var items: [String] = [], current = ""
        var quote: Character?
        for character in value {
            if let open = quote {
                if character == open { quote = nil } else { current.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == " " || character == "\t" {
                if !current.isEmpty { items.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { items.append(current) }
        return items
    }

    /// What one configuration's settings define for `#if` (`CompilationConditions`): Swift's
    /// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` and `-D` in `OTHER_SWIFT_FLAGS`, the
    /// preprocessor's `GCC_PREPROCESSOR_DEFINITIONS`.
    static func conditions(levels: [[String: String]], builtIns: [String: String]) -> CompilationConditions {
        var swift = list("SWIFT_ACTIVE_COMPILATION_CONDITIONS", levels: levels, builtIns: builtIns)
        let flags = list("OTHER_SWIFT_FLAGS", levels: levels, builtIns: builtIns)
        for (index, flag) in flags.enumerated() {
            if flag == "-D", index + 1 < flags.count {
                swift.append(flags[index + 1])
            } else if flag.hasPrefix("-D"), flag.count > 2 {
                swift.append(String(flag.dropFirst(2)))
            }
        }
        let names = swift.filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        let definitions = list("GCC_PREPROCESSOR_DEFINITIONS", levels: levels, builtIns: builtIns)
        return CompilationConditions(swift: names, preprocessor: definitions, platforms: platforms(levels: levels, builtIns: builtIns))
    }

    /// The platforms a configuration builds for (Swift's `os(…)` names): its
    /// `SUPPORTED_PLATFORMS`, else its `SDKROOT` (`iphoneos`, `macosx10.15`); none when
    /// unknown (`auto`, a path, an SDK hive-lint does not know, nothing set).
    static func platforms(levels: [[String: String]], builtIns: [String: String]) -> [String] {
        var sdks = list("SUPPORTED_PLATFORMS", levels: levels, builtIns: builtIns)
        if sdks.isEmpty {
            // Set but not read (`$(AVAILABLE_PLATFORMS)`): not known.
            if levels.contains(where: { $0["SUPPORTED_PLATFORMS"] != nil }) { return [] }
            guard let root = evaluate("SDKROOT", levels: levels, builtIns: builtIns) else { return [] }
            sdks = [root]
        }
        var platforms: [String] = []
        for sdk in sdks {
            let name = String(sdk.prefix { $0.isLetter }).lowercased()
            guard let platform = CompilationConditions.platformOfSDK[name] else { return [] }
            platforms.append(platform)
        }
        return platforms
    }

    /// The innermost `$(…)` or `${…}` of a value: the whole reference and the name inside.
    static func innermostReference(in value: String) -> (whole: Range<String.Index>, name: Range<String.Index>)? {
        var open: (start: String.Index, close: Character)?
        var index = value.startIndex
        while index < value.endIndex {
            let character = value[index]
            let next = value.index(after: index)
            if character == "$", next < value.endIndex, value[next] == "(" || value[next] == "{" {
                open = (index, value[next] == "(" ? ")" : "}")
                index = value.index(after: next)
                continue
            }
            if let start = open, character == start.close {
                let nameStart = value.index(start.start, offsetBy: 2)
                return (start.start..<next, nameStart..<index)
            }
            index = next
        }
        return nil
    }

    /// The settings of the `.xcconfig` file at `path` (relative to the root) as discovery reads
    /// it (each file noted for the memos; a missing one, such as CocoaPods' before
    /// `pod install`, has no settings and is no error).
    static func configFile(_ path: String, context: DiscoveryContext, into output: inout DiscoveryOutput) -> [String: String] {
        var settings: [String: String] = [:]
        configFile(path, read: { file in context.fileExists(file).exists ? context.read(file, into: &output) : nil }, into: &settings)
        return settings
    }

    /// The settings of an `.xcconfig` file at `path` (relative to the root): `KEY = value`
    /// lines (a later one wins; `//` starts a comment, a trailing `;` is dropped), with
    /// `#include "file"` / `#include? "file"` read in place relative to the including file.
    /// Conditional settings (`KEY[sdk=…]`) are left out. `read` gives a file's text, or `nil`.
    static func configFile(_ path: String, read: (String) -> String?, depth: Int = 0, into settings: inout [String: String]) {
        guard depth < 16, let text = read(path) else { return }
        let folder = RelativePath.directory(of: path)
        for rawLine in text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            line = line.drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                guard let first = line.firstIndex(of: "\""), let last = line.lastIndex(of: "\""), first < last else { continue }
                let included = String(line[line.index(after: first)..<last])
                guard !included.hasPrefix("/"), let resolved = RelativePath.join(folder, included) else { continue }
                configFile(resolved, read: read, depth: depth + 1, into: &settings)
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            if value.hasSuffix(";") { value.removeLast() }
            settings[key] = value.trimmingCharacters(in: .whitespaces)
        }
    }
}
