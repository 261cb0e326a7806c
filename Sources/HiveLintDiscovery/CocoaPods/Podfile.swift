import HiveLintCore
import HiveLintScan

/// What a `Podfile` says, read from tokens (never evaluated): development pods
/// (`pod 'Goods', :path => 'Modules/Goods'`, `pod 'Shop', :podspec => 'Specs/Shop.podspec'`,
/// `path:` keyword form too) and the pods of each `target 'App' do … end` block, including
/// those inherited from enclosing (`abstract_target`) blocks and those of the `def`s the block
/// calls (`def common_pods … end`, `common_pods`).
struct Podfile: Sendable, Hashable {
    /// The Podfile's path, relative to the root.
    var path: String
    /// Folders of development pods (relative to the root), by pod name.
    var developmentPods: [String: String] = [:]
    /// Pod names (subspecs folded into their pod) by concrete target name.
    var targetPods: [String: [String]] = [:]

    init(path: String, text: String) {
        self.path = path
        let directory = RelativePath.directory(of: path)
        struct Scope {
            var name: String?
            var abstract: Bool
            var pods: [String] = []
            var parent: Int?
        }
        var scopes: [Scope] = [Scope(name: nil, abstract: true)]
        var stack: [Int] = [0]            // open `target` scopes (indices into `scopes`)
        var blocks: [Int?] = []           // every open `do`: the scope it opened, if any
        // `def common_pods … end`: its pods go to the targets that call it, not to the scope
        // the definition happens to sit in.
        var definitions: [String: [String]] = [:]
        var definition: (name: String, depth: Int)?
        var calls: [(scope: Int, name: String)] = []
        let tokens = RubyTokens.tokenize(text)
        var i = 0
        func string(at index: Int) -> String? {
            guard index < tokens.count, case .string(let value, _) = tokens[index] else { return nil }
            return value
        }
        while i < tokens.count {
            guard case .word(let word) = tokens[i] else { i += 1; continue }
            switch word {
            case "target", "abstract_target":
                if let name = string(at: i + 1) {
                    scopes.append(Scope(name: name, abstract: word == "abstract_target", parent: stack.last))
                    stack.append(scopes.count - 1)
                    // The block's `do` follows on the same line.
                    var j = i + 2
                    while j < tokens.count, tokens[j] != .newline {
                        if tokens[j] == .word("do") { blocks.append(scopes.count - 1); break }
                        j += 1
                    }
                    i = j + 1
                    continue
                }
            case "pod":
                guard let name = string(at: i + 1) else { break }
                let pod = String(name.split(separator: "/").first ?? Substring(name))
                if let definition {
                    definitions[definition.name, default: []].append(pod)
                } else if let scope = stack.last {
                    scopes[scope].pods.append(pod)
                }
                var j = i + 2
                while j < tokens.count, tokens[j] != .newline {
                    if case .word(let key) = tokens[j], key == "path" || key == "podspec", let value = string(at: j + 1) {
                        let location = RelativePath.join(directory, value) ?? value
                        developmentPods[pod] = key == "podspec" ? RelativePath.directory(of: location) : location
                    }
                    j += 1
                }
            case "do":
                blocks.append(nil)
            case "if", "unless", "def", "case", "begin", "while", "until", "class", "module":
                // Statement openers (not `pod 'X' if y` modifiers) are closed by `end` too.
                if i == 0 || tokens[i - 1] == .newline {
                    if word == "def", definition == nil, i + 1 < tokens.count, case .word(let name) = tokens[i + 1] {
                        definition = (name, blocks.count)
                    }
                    blocks.append(nil)
                }
            case "end":
                if let opened = blocks.popLast(), opened != nil { _ = stack.popLast() }
                if let open = definition, blocks.count == open.depth { definition = nil }
            default:
                // A statement that is a bare name may call a `def`.
                if definition == nil, i == 0 || tokens[i - 1] == .newline, let scope = stack.last { calls.append((scope, word)) }
            }
            i += 1
        }
        for call in calls { scopes[call.scope].pods += definitions[call.name] ?? [] }
        for (index, scope) in scopes.enumerated() where !scope.abstract {
            guard let name = scope.name else { continue }
            var pods: [String] = []
            var current: Int? = index
            while let at = current {
                pods += scopes[at].pods
                current = scopes[at].parent
            }
            targetPods[name] = Array(Set(pods)).sorted()
        }
    }
}
