import Foundation
import HiveLintCore
import HiveLintScan

/// What a `Podfile` says, read from tokens (never evaluated): development pods
/// (`pod 'Goods', :path => 'Modules/Goods'`, `pod 'Shop', :podspec => 'Specs/Shop.podspec'`,
/// a `:path` naming the podspec file, `path:` keyword form too) and the pods of each `target 'App' do … end` block, including
/// those inherited from enclosing (`abstract_target`) blocks and those of the `def`s the block
/// calls (`def common_pods … end`, `common_pods`). A `target name do` inside
/// `['App', 'AppTests'].each do |name|` (a literal list, `%w[…]`, or a variable assigned one)
/// is each of those targets. A pod whose name is not a literal (`pod snapkit.name`), or a bare
/// call of a method the Podfile does not define (`module_pods`, from a file it `load`s),
/// leaves its targets' lists incomplete, as do React Native's, Expo's and Flutter's installers
/// (`use_native_modules!`, `flutter_install_all_ios_pods …`); a target whose name cannot be
/// read leaves every target's.
struct Podfile: Sendable, Hashable {
    /// The pods a `Podfile.lock` says each pod or subspec depends on (its `PODS:` section:
    /// `- Firebase/Crashlytics (10.24.0):` then `- FirebaseCrashlytics (~> 10.24.0)`).
    static func lockDependencies(_ text: String) -> [String: [String]] {
        var dependencies: [String: [String]] = [:]
        var current: String?
        var inPods = false
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if !line.hasPrefix(" ") { inPods = line.hasPrefix("PODS:"); current = nil; continue }
            guard inPods else { continue }
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("- ") else { continue }
            let indent = line.count - trimmed.count
            var name = trimmed.dropFirst(2)
            if let open = name.firstIndex(of: "(") { name = name[..<open] }
            let entry = name.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: " :\""))
            if indent <= 2 {
                current = entry
                dependencies[entry] = dependencies[entry] ?? []
            } else if let current {
                dependencies[current, default: []].append(entry)
            }
        }
        return dependencies
    }

    /// The product pods an umbrella pod's subspec stands for, by the lock file: the pods named
    /// after the umbrella it depends on (`Firebase/Crashlytics` → `FirebaseCrashlytics`, and
    /// through `Firebase/CoreOnly`, `FirebaseCore`). Other pods a subspec depends on are only
    /// brought along (`GoogleAPIClientForREST/Drive` → `GTMSessionFetcher`): not these.
    static func podsBrought(by subspec: String, lock: [String: [String]]) -> Set<String> {
        let pod = CocoaPodsDiscoverer.podName(subspec)
        var brought: Set<String> = []
        var seen: Set<String> = [subspec]
        var queue = [subspec]
        while let next = queue.popLast() {
            for dependency in lock[next] ?? [] {
                if CocoaPodsDiscoverer.podName(dependency) == pod {
                    if seen.insert(dependency).inserted { queue.append(dependency) }
                } else if CocoaPodsDiscoverer.podName(dependency).hasPrefix(pod) {
                    brought.insert(CocoaPodsDiscoverer.podName(dependency))
                }
            }
        }
        return brought
    }

    /// The Podfile's path, relative to the root.
    var path: String
    /// Folders of development pods (relative to the root), by pod name.
    var developmentPods: [String: String] = [:]
    /// Pod names (subspecs folded into their pod) by concrete target name.
    var targetPods: [String: [String]] = [:]
    /// The line each pod is first written on (`pod 'Katana'`, in a target or a `def`).
    var podLines: [String: Int] = [:]
    /// Subspecs the Podfile names (`pod 'Firebase/Crashlytics'`), before folding.
    var subspecs: Set<String> = []
    /// Targets some of whose pods could not be read.
    var incompleteTargets: Set<String> = []
    /// Some pods went to a target whose name could not be read: any target's list may lack them.
    var everyTargetIncomplete = false
    /// Some pod the Podfile installs could not be read other than by an autolinking call (whose
    /// pods are packages' and plugins', never the tree's own podspecs): a pod name that is
    /// not a literal, a method of another file.
    var someTreePodUnread = false

    /// Whether a word is a method call on a local variable or block parameter
    /// (`installer.pods_project`): a lowercase name, then a dot.
    static func isCallOnVariable(_ word: String) -> Bool {
        guard let dot = word.firstIndex(of: "."), dot != word.startIndex, let first = word.first else { return false }
        return first.isLowercase || first == "_"
    }

    /// Calls that add pods found by another tool: React Native's autolinking, Expo's, Flutter's
    /// plugin installer. Their targets' pod lists are incomplete.
    static let autolinkingCalls: Set<String> = [
        "use_native_modules!", "use_expo_modules!", "use_react_native!", "flutter_install_all_ios_pods", "flutter_install_all_macos_pods",
        "install_all_flutter_pods", "flutter_install_ios_plugin_pods",
    ]

    /// Ruby words that stand alone as a statement without calling a method.
    static let bareKeywords: Set<String> = [
        "else", "elsif", "then", "do", "begin", "rescue", "ensure", "return", "next", "break", "redo", "retry", "nil",
        "true", "false", "self", "super", "yield", "end", "__END__",
    ]

    init(path: String, text: String) {
        self.path = path
        let directory = RelativePath.directory(of: path)
        struct Scope {
            var names: [String]
            var abstract: Bool
            var pods: [String] = []
            var incomplete = false
            var parent: Int?
        }
        var scopes: [Scope] = [Scope(names: [], abstract: true)]
        var stack: [Int] = [0]            // open `target` scopes (indices into `scopes`)
        var blocks: [Int?] = []           // every open `do`: the scope it opened, if any
        // `def common_pods … end`: its pods go to the targets that call it, not to the scope
        // the definition happens to sit in.
        var definitions: [String: [String]] = [:]
        var incompleteDefinitions: Set<String> = []
        var definitionCalls: [String: [String]] = [:]
        var definition: (name: String, depth: Int)?
        var calls: [(scope: Int, name: String)] = []
        var bareCalls: [(definition: String?, scope: Int?, name: String)] = []
        // Names bound to lists of strings: `targets = %w[App Tests]`, and `|name|` of an open
        // `.each do` over such a list (with the depth of its block).
        var lists: [String: [String]] = [:]
        var bindings: [(name: String, values: [String], depth: Int)] = []
        let lined = RubyTokens.tokenizeWithLines(text)
        let tokens = lined.map(\.token)
        var i = 0
        func string(at index: Int) -> String? {
            guard index < tokens.count, case .string(let value, _) = tokens[index] else { return nil }
            return value
        }
        /// Whether the token at `index` starts a statement (`|pod|` of a block does not).
        func startsStatement(_ index: Int) -> Bool {
            index == 0 || tokens[index - 1] == .newline
        }
        /// Where the first argument of the call at `index` is: `pod 'X'`, `pod('X')`.
        func argument(of index: Int) -> Int {
            index + 1 < tokens.count && tokens[index + 1] == .symbol("(") ? index + 2 : index + 1
        }
        /// The values a name holds: a block variable's (`.each do |name|`), else a list's.
        func values(of name: String) -> [String]? {
            bindings.last { $0.name == name }?.values ?? lists[name]
        }
        /// The strings of the list literal ending at `index` (`['A', "B"]` or `%w[A B]`), or a
        /// word naming one.
        func list(endingAt index: Int) -> [String]? {
            guard index >= 0 else { return nil }
            switch tokens[index] {
            case .wordList(let words): return words
            case .word(let name): return values(of: name)
            case .symbol("]"):
                var values: [String] = []
                var j = index - 1
                while j >= 0 {
                    switch tokens[j] {
                    case .symbol("["): return values.reversed()
                    case .string(let value, interpolated: false): values.append(value)
                    case .symbol(","), .newline: break
                    default: return nil
                    }
                    j -= 1
                }
                return nil
            default: return nil
            }
        }
        func markIncomplete(autolinking: Bool = false) {
            if !autolinking { someTreePodUnread = true }
            if let definition {
                incompleteDefinitions.insert(definition.name)
            } else if let scope = stack.last {
                scopes[scope].incomplete = true
            }
        }
        while i < tokens.count {
            // `name = [..]` / `name = %w[..]`
            if case .word(let name) = tokens[i], i + 2 < tokens.count, tokens[i + 1] == .symbol("="), startsStatement(i) {
                var end = i + 2
                while end + 1 < tokens.count, tokens[end + 1] != .newline { end += 1 }
                if let values = list(endingAt: end), end == i + 2 || tokens[i + 2] == .symbol("[") { lists[name] = values }
            }
            guard case .word(let word) = tokens[i] else { i += 1; continue }
            switch word {
            // A declaration starts a statement (`|target|` of a `post_install` block does not):
            // `target 'App' do`, `target('App') do`, `target name do`.
            case "target" where startsStatement(i), "abstract_target" where startsStatement(i):
                let argument = argument(of: i)
                var names = string(at: argument).map { [$0] }
                // `target "#{name}Tests" do` inside `.each do |name|`: each value in its place;
                // any other interpolation cannot be read.
                if argument < tokens.count, case .string(let text, interpolated: true) = tokens[argument] {
                    names = bindings.last { text.contains("#{\($0.name)}") }.map { binding in
                        binding.values.map { text.replacingOccurrences(of: "#{\(binding.name)}", with: $0) }
                    }
                    if names?.contains(where: { $0.contains("#{") }) ?? false { names = nil }
                }
                let named = argument < tokens.count && tokens[argument] != .newline && tokens[argument] != .word("do")
                if names == nil, argument < tokens.count, case .word(let variable) = tokens[argument] {
                    names = bindings.last { $0.name == variable }?.values
                }
                if names == nil, word == "target", named {
                    // A target hive-lint cannot name: its pods belong to no target it knows (not
                    // to the enclosing block's), and may be any target's.
                    everyTargetIncomplete = true
                    names = []
                }
                if let names {
                    scopes.append(Scope(names: names, abstract: word == "abstract_target", parent: stack.last))
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
            // `pod 'X'` starts a statement (`|pod|` of a block does not).
            case "pod" where startsStatement(i):
                let argument = argument(of: i)
                guard let name = string(at: argument), !(argument < tokens.count && tokens[argument] == .string(name, interpolated: true)) else {
                    markIncomplete()
                    break
                }
                let pod = CocoaPodsDiscoverer.podName(name)
                if pod != name { subspecs.insert(name) }
                if podLines[pod] == nil { podLines[pod] = lined[i].line }
                if let definition {
                    definitions[definition.name, default: []].append(pod)
                } else if let scope = stack.last {
                    scopes[scope].pods.append(pod)
                }
                // Its options, over lines ending in a comma (`pod 'Cart',` then `:path => '…'`).
                var j = i + 2
                while j < tokens.count, tokens[j] != .newline || RubyTokens.continuesStatement(tokens, atLineEnd: j, from: i) {
                    if case .word(let key) = tokens[j], key == "path" || key == "podspec", let value = string(at: j + 1) {
                        let location = RelativePath.join(directory, value) ?? value
                        // `:podspec`, or a `:path` naming the podspec file itself, is its folder.
                        let namesFile = key == "podspec" || location.hasSuffix(".podspec") || location.hasSuffix(".podspec.json")
                        developmentPods[pod] = namesFile ? RelativePath.directory(of: location) : location
                    }
                    j += 1
                }
            case "do":
                // `<list>.each do |name|`
                if i >= 1, case .word(let receiver) = tokens[i - 1], receiver.hasSuffix(".each"),
                   i + 3 < tokens.count, tokens[i + 1] == .symbol("|"), case .word(let variable) = tokens[i + 2], tokens[i + 3] == .symbol("|") {
                    let base = String(receiver.dropLast(".each".count))
                    let values = base.isEmpty ? list(endingAt: i - 2) : values(of: base)
                    if let values { bindings.append((variable, values, blocks.count + 1)) }
                }
                blocks.append(nil)
            case "if", "unless", "def", "case", "begin", "while", "until", "class", "module":
                // Statement openers (not `pod 'X' if y` modifiers) are closed by `end` too.
                if startsStatement(i) {
                    if word == "def", definition == nil, i + 1 < tokens.count, case .word(let name) = tokens[i + 1] {
                        definition = (name, blocks.count)
                    }
                    blocks.append(nil)
                }
            case "end":
                if let opened = blocks.popLast(), opened != nil { _ = stack.popLast() }
                while let last = bindings.last, last.depth > blocks.count { bindings.removeLast() }
                if let open = definition, blocks.count == open.depth { definition = nil }
            default:
                // React Native's, Expo's and Flutter's installers add a pod per native module
                // or plugin found by their own tooling (`package.json`, `pubspec.yaml`).
                if startsStatement(i), Self.autolinkingCalls.contains(word) {
                    markIncomplete(autolinking: true)
                    break
                }
                // A statement that is a bare name may call a `def` (from a target block, or from
                // another `def`: `def development_pods; domain_pod; networking_pod; end`).
                if startsStatement(i) {
                    if let definition {
                        definitionCalls[definition.name, default: []].append(word)
                    } else if let scope = stack.last {
                        calls.append((scope, word))
                    }
                    // A bare name (no arguments) may be a method of a file the Podfile loads
                    // (`load 'modules.rb'`, then `module_pods` in a target): checked below.
                    // A call on a variable (`installer.pods_project`, a hook's block parameter,
                    // continued by `.each` on the next line) is not one.
                    if i + 1 == tokens.count || tokens[i + 1] == .newline, !word.hasSuffix("!"), !Self.bareKeywords.contains(word),
                       !Self.isCallOnVariable(word) {
                        bareCalls.append((definition?.name, stack.last, word))
                    }
                }
            }
            i += 1
        }
        // A bare call of a method this Podfile does not define adds pods no one can read.
        for call in bareCalls where definitions[call.name] == nil && definitionCalls[call.name] == nil {
            someTreePodUnread = true
            if let definition = call.definition {
                incompleteDefinitions.insert(definition)
            } else if let scope = call.scope {
                scopes[scope].incomplete = true
            }
        }
        /// A `def`'s pods, with those of the `def`s it calls (each once; cycles cut), and
        /// whether any of them is unreadable.
        func expanded(_ name: String, _ visiting: inout Set<String>) -> (pods: [String], incomplete: Bool) {
            guard visiting.insert(name).inserted else { return ([], false) }
            var pods = definitions[name] ?? []
            var incomplete = incompleteDefinitions.contains(name)
            for callee in definitionCalls[name] ?? [] where definitions[callee] != nil || definitionCalls[callee] != nil {
                let inner = expanded(callee, &visiting)
                pods += inner.pods
                incomplete = incomplete || inner.incomplete
            }
            return (pods, incomplete)
        }
        for call in calls {
            var visiting = Set<String>()
            let (pods, incomplete) = expanded(call.name, &visiting)
            scopes[call.scope].pods += pods
            if incomplete { scopes[call.scope].incomplete = true }
        }
        for (index, scope) in scopes.enumerated() where !scope.abstract {
            var pods: [String] = []
            var incomplete = false
            var current: Int? = index
            while let at = current {
                pods += scopes[at].pods
                incomplete = incomplete || scopes[at].incomplete
                current = scopes[at].parent
            }
            for name in scope.names {
                targetPods[name] = Array(Set((targetPods[name] ?? []) + pods)).sorted()
                if incomplete { incompleteTargets.insert(name) }
            }
        }
    }
}
