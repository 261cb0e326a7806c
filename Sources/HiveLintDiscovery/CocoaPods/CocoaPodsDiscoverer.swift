import Foundation
import HiveLintCore
import HiveLintScan

/// Pods declared by `.podspec` (Ruby DSL, read by a small tokenizer, never evaluated) and
/// `.podspec.json` files: `name`, `module_name`, `header_dir`, `source_files` (subspecs and
/// platform-scoped `s.ios.source_files` too), `prefix_header_file` and `dependency` lines;
/// `test_spec` and `app_spec` blocks are test and example modules of their own. `source_files` are
/// CocoaPods globs relative to the podspec's folder; a pattern naming a folder means every
/// file below it. `#{s.name}`-style interpolation of the spec's own name is resolved, and
/// local variables holding strings (alone, interpolated or joined with `+`); anything else
/// dynamic is reported and skipped.
public struct CocoaPodsDiscoverer: ModuleDiscoverer {
    public let style = DeclarationStyle.cocoapods

    public init() {}

    /// What a podspec declares, whichever syntax it is in.
    struct PodSpec {
        var name: String?
        var moduleName: String?
        var headerDir: String?
        var sourceFiles: [String] = []
        /// `exclude_files`: files `source_files` matches that the pod does not compile (a
        /// vendored library's MSVC shims, `rlottie/…/msinttypes/**/*`).
        var excludeFiles: [String] = []
        /// The spec each of `sourceFiles` and `excludeFiles` was set by: 0 for the pod, else
        /// one number per subspec block. A subspec's exclusions leave out files from its own
        /// patterns only (YBImageBrowser's `NOSD` subspec excludes the SDWebImage mediator
        /// its default `Core` subspec compiles); the pod's apply to every pattern.
        var sourceScopes: [Int] = []
        var excludeScopes: [Int] = []

        mutating func addSources(_ patterns: [String], scope: Int) {
            sourceFiles += patterns
            sourceScopes += Array(repeating: scope, count: patterns.count)
        }

        mutating func addExclusions(_ patterns: [String], scope: Int) {
            excludeFiles += patterns
            excludeScopes += Array(repeating: scope, count: patterns.count)
        }

        /// Claims for its `source_files` in `directory`, less its exclusions.
        func claims(in directory: String) -> [FileClaim] {
            CocoaPodsDiscoverer.claims(sourceFiles, in: directory, excluding: excludeFiles, scopes: (sourceScopes, excludeScopes))
        }
        var dependencies: [String] = []
        var prefixHeaderFile: String?
        /// Line of each `dependency` (Ruby podspecs only).
        var dependencyLines: [String: Int] = [:]
        /// Frameworks it vendors (`vendored_frameworks`), by name; `vendorsUnknown` when a
        /// glob names some (`Libs/**/*.framework`): then any of them may be used.
        var vendoredFrameworks: [String] = []
        var vendorsUnknown = false
        /// The `vendored_frameworks` globs (`iot_libs/*.framework`), as written.
        var vendoredFrameworkPatterns: [String] = []
        /// `source` is an archive (`{ :http => 'https://…/Kit-1.2.zip' }`), not a repository:
        /// its files are the archive's, never this tree's root's.
        var sourceIsArchive = false
        /// What `pod_target_xcconfig` (and `xcconfig`) set that decides `#if` branches
        /// (`OTHER_SWIFT_FLAGS`, `SWIFT_ACTIVE_COMPILATION_CONDITIONS`,
        /// `GCC_PREPROCESSOR_DEFINITIONS`), of the pod and its subspecs.
        var buildSettings: [String: String] = [:]
        /// `test_spec` and `app_spec` blocks: targets of their own (`Pod-Unit-Tests`), whose
        /// files and dependencies are not the pod's.
        var extraSpecs: [ExtraSpec] = []

        static let conditionSettings: Set<String> = ["OTHER_SWIFT_FLAGS", "SWIFT_ACTIVE_COMPILATION_CONDITIONS", "GCC_PREPROCESSOR_DEFINITIONS"]

        /// What the pod's build defines: CocoaPods' own (`COCOAPODS`), and what its
        /// `pod_target_xcconfig` adds (WalletConnect's `-DCocoaPods`, under which its
        /// `#if !CocoaPods @_exported import …` of the package's modules is dead).
        var conditions: CompilationConditions {
            guard !buildSettings.isEmpty else { return .cocoaPods }
            let own = BuildSettings.conditions(levels: [buildSettings], builtIns: [:])
            let pods = CompilationConditions.cocoaPods
            return CompilationConditions(swift: pods.swift + own.swift, preprocessor: pods.preprocessor + own.preprocessor, undefined: pods.undefined)
        }
    }

    struct ExtraSpec {
        var name: String
        var isTest: Bool
        var sourceFiles: [String] = []
        var dependencies: [String] = []
    }

    /// Whether a podspec is a version's entry in a spec repository committed to the tree
    /// (`Specs/LegoKit/0.0.2/LegoKit.podspec`, a team's private specs): it describes a release
    /// of a pod whose code lies elsewhere, not a module of this tree.
    static func isInSpecRepository(_ manifest: String, stem: String) -> Bool {
        let version = RelativePath.directory(of: manifest)
        let versionName = RelativePath.lastComponent(of: version)
        guard let first = versionName.first, first.isNumber, versionName.contains("."),
              versionName.allSatisfy({ $0.isNumber || $0.isLetter || $0 == "." || $0 == "-" || $0 == "+" }) else { return false }
        return RelativePath.lastComponent(of: RelativePath.directory(of: version)) == stem
    }

    public func discover(in context: DiscoveryContext) -> DiscoveryOutput {
        var output = DiscoveryOutput()
        // The pods' declarations (not their test and app specs) that claim no file of the tree
        // (no `source_files`, or patterns matching nothing), by index in `output.declarations`.
        var matchingNothing: Set<Int> = []
        var foldedPaths: CaseFoldedPaths?
        for manifest in context.manifests where manifest.hasSuffix(".podspec") || manifest.hasSuffix(".podspec.json") {
            let fileStem = RelativePath.lastComponent(of: manifest).replacingOccurrences(of: ".podspec.json", with: "")
                .replacingOccurrences(of: ".podspec", with: "")
            if Self.isInSpecRepository(manifest, stem: fileStem) { continue }
            guard let text = context.read(manifest, into: &output) else { continue }
            var spec: PodSpec
            var problems: [String] = []
            if manifest.hasSuffix(".json") {
                guard let parsed = Self.parseJSON(text) else {
                    output.diagnostics.append(Diagnostic(severity: .warning, code: "unreadable-manifest", message: "\(manifest) is not valid podspec JSON; skipped"))
                    continue
                }
                spec = parsed
            } else {
                (spec, problems) = RubyPodspecReader(text: text, fallbackName: fileStem).read()
            }
            for problem in problems {
                output.diagnostics.append(Diagnostic(severity: .info, code: "unresolved-manifest-value", message: "\(manifest): \(problem)"))
            }
            let name = spec.name ?? fileStem
            let directory = RelativePath.directory(of: manifest)
            var claims = spec.claims(in: directory)
            // Whether the tree holds an installed copy of the pod (`Pods/Gauge/`); looked for
            // only when it matters.
            let podsFolder = "Pods/" + name, nestedPodsFolder = "/Pods/" + name
            let installedCopy = { context.tree.directories.contains { $0 == podsFolder || $0.hasSuffix(nestedPodsFolder) } }
            // Whether its patterns match nothing beside it (matched once, only when it matters).
            var matchesNothing = !spec.sourceFiles.isEmpty && (spec.sourceIsArchive || !directory.isEmpty || installedCopy())
                && !Self.matchesSome(claims, context.tree.sourceFiles)
            // A podspec whose source is an archive (a binary SDK's zip) and whose patterns match
            // nothing beside it describes a release whose files are the archive's, as a spec
            // repository's entry does: no module of this tree (TIMSDK's published specs).
            if spec.sourceIsArchive, matchesNothing { continue }
            // A podspec kept in a subfolder and published to a spec repository (readium's
            // `Support/CocoaPods/*.podspec`): CocoaPods reads its patterns from the root of the
            // fetched repository. When they match nothing from its folder but do from the root,
            // they are the root's.
            if !directory.isEmpty, matchesNothing {
                let fromRoot = spec.claims(in: "")
                if Self.matchesSome(fromRoot, context.tree.sourceFiles) {
                    claims = fromRoot
                    matchesNothing = false
                }
            }
            // A spec whose patterns match nothing in the tree, of a pod installed in it: the
            // installed copy is the pod (a Podfile's `pod 'Gauge', :podspec => 'Gauge.podspec'`
            // pins a fork CocoaPods fetches from the spec's `:git`; CocoaPods-app's Fragaria).
            // As a module of no files, the spec took the pod's name from the copy.
            if matchesNothing, installedCopy() { continue }
            if spec.sourceFiles.isEmpty {
                output.diagnostics.append(Diagnostic(
                    severity: .info, code: "empty-module",
                    message: "\(manifest) declares no source_files; pod \(name) owns no files"))
            }
            let importNames = Set([name, c99Identifier(name), spec.moduleName, spec.headerDir].compactMap { $0 })
            // The frameworks a pod with no sources of its own vendors are what it ships (a
            // binary release: AppCenter's `AppCenterAnalytics.xcframework`, the tree's own
            // modules built), not what its code uses.
            let dependencies = Set(spec.dependencies.map(Self.podName) + (spec.sourceFiles.isEmpty ? [] : spec.vendoredFrameworks))
                .subtracting([name])
            var declaration = ModuleDeclaration(
                name: name,
                importNames: importNames.sorted(),
                path: directory,
                origin: ModuleOrigin(style: style, file: manifest),
                declaredDependencies: dependencies.sorted(),
                claims: claims)
            // A development pod a Podfile of the tree installs (`:path =>`): the tree's code
            // imports it, so it is a library whatever runner app shares its name.
            declaration.isLibrary = context.developmentPodFolders.contains(directory)
            // A framework it vendors is one it may use; a glob naming them hides which.
            declaration.dependenciesIncomplete = spec.vendorsUnknown
            if spec.sourceFiles.isEmpty { declaration.shippedFrameworks = Self.shippedFrameworks(spec, in: directory, tree: context.tree) }
            for (pod, line) in spec.dependencyLines where dependencies.contains(pod) {
                declaration.dependencyLocations[pod] = SourceLocation(file: manifest, line: line, column: 1)
            }
            if let prefix = spec.prefixHeaderFile.flatMap({ RelativePath.join(directory, $0) }) {
                declaration.prefixHeaders = [prefix]
            }
            declaration.conditions = spec.conditions
            // A pod claiming no file of the tree: no `source_files`, or patterns matching
            // nothing, also in another case (`library/source/**` matches `library/Source/`:
            // discovery reads them so, as CocoaPods on a Mac does).
            if spec.sourceFiles.isEmpty {
                matchingNothing.insert(output.declarations.count)
            } else if matchesNothing {
                if foldedPaths == nil { foldedPaths = CaseFoldedPaths(context.tree) }
                if let foldedPaths, !Self.matchesSome(foldedPaths.respellingMissing(claims), context.tree.sourceFiles) {
                    matchingNothing.insert(output.declarations.count)
                }
            }
            output.declarations.append(declaration)
            // Test and app specs: the targets CocoaPods makes of them (`MixinServices-Unit-Tests`),
            // a test and an example, depending on the pod.
            for extra in spec.extraSpecs {
                let extraName = extra.isTest ? "\(name)-Unit-\(extra.name)" : "\(name)-\(extra.name)"
                var module = ModuleDeclaration(
                    name: extraName, importNames: [c99Identifier(extraName)], path: directory,
                    origin: ModuleOrigin(style: style, file: manifest),
                    declaredDependencies: Set(extra.dependencies.map(Self.podName) + [name]).sorted(),
                    claims: Self.claims(extra.sourceFiles, in: directory))
                module.conditions = .cocoaPods
                module.impliedKind = extra.isTest ? .test : .example
                module.impliedKindReason = "\(extra.isTest ? "test_spec" : "app_spec") '\(extra.name)' of pod \(name) in \(manifest)"
                output.declarations.append(module)
            }
        }
        output.declarations = Self.withoutEmptyCopies(output.declarations, matchingNothing: matchingNothing)
        return output
    }

    /// Without the copies of a pod's podspec that claim no file of the tree beside another
    /// podspec of that pod (a release script's template, `scripts/templates/PowerAuth2.podspec`
    /// with version `%DEPLOY_VERSION%`, beside the real one; a binary release's podspec kept in
    /// a versioned folder beside the source one: no second module, no
    /// `duplicate-module-name`). When no podspec of the pod claims a file, the one nearest the
    /// root (then first by path) stays.
    static func withoutEmptyCopies(_ declarations: [ModuleDeclaration], matchingNothing: Set<Int>) -> [ModuleDeclaration] {
        guard !matchingNothing.isEmpty else { return declarations }
        let pods = Set(declarations.indices.filter { isPodItself(declarations[$0]) })
        let byName = Dictionary(grouping: pods, by: { declarations[$0].name })
        var dropped: Set<Int> = []
        for (_, indices) in byName where indices.count > 1 && indices.contains(where: matchingNothing.contains) {
            let kept = indices.filter { !matchingNothing.contains($0) }
            if kept.isEmpty {
                let nearest = indices.min { (RelativePath.depth(declarations[$0].path), declarations[$0].origin.file) < (RelativePath.depth(declarations[$1].path), declarations[$1].origin.file) }
                dropped.formUnion(indices.filter { $0 != nearest })
            } else {
                dropped.formUnion(indices.filter(matchingNothing.contains))
            }
        }
        guard !dropped.isEmpty else { return declarations }
        // A dropped pod's test and app specs go with it.
        let droppedFiles = Set(dropped.map { declarations[$0].origin.file })
        return declarations.indices.filter { index in
            !dropped.contains(index) && !(droppedFiles.contains(declarations[index].origin.file) && !pods.contains(index))
        }.map { declarations[$0] }
    }

    /// The frameworks a pod vendors by name, and those of the tree its globs match (AgoraIot's
    /// binary `AgoraIot_iOS` pod: `iot_libs/*.framework`, the build of the tree's
    /// `AgoraIotLink` pod).
    static func shippedFrameworks(_ spec: PodSpec, in directory: String, tree: ScannedTree) -> [String] {
        let globs = GlobSet(spec.vendoredFrameworkPatterns.compactMap { RelativePath.join(directory, $0) })
        let matched = spec.vendoredFrameworkPatterns.isEmpty ? [] : tree.directories.filter {
            RelativePath.isBinaryFramework(RelativePath.lastComponent(of: $0)) && globs.matches($0)
        }
        return Array(Set(spec.vendoredFrameworks + matched.map { RelativePath.frameworkName(RelativePath.lastComponent(of: $0)) })).sorted()
    }

    /// Whether a declaration is a pod itself, not one of its test and app specs (a
    /// CocoaPods declaration: only this discoverer's are asked).
    static func isPodItself(_ declaration: ModuleDeclaration) -> Bool {
        declaration.impliedKind != .test && declaration.impliedKind != .example
    }

    /// Claims for `source_files` patterns relative to the podspec's folder, less what
    /// `exclude_files` patterns match: a literal folder means every file below it. With
    /// `scopes` (the spec setting each pattern and each exclusion, 0 for the pod), an
    /// exclusion applies to the patterns of its own spec, the pod's to all of them.
    static func claims(_ patterns: [String], in directory: String, excluding exclusions: [String] = [], scopes: (patterns: [Int], exclusions: [Int])? = nil) -> [FileClaim] {
        // What one subspec excludes and another lists is the pod's all the same (the non-ARC
        // split: `core.exclude_files = non_arc_files`, `no_arc.source_files = non_arc_files`;
        // MTHawkeye's allocation tracker, else owned by a tool app compiling it too).
        // Without scopes, everything is the pod's (scope 0).
        let patternScopes = scopes?.patterns ?? Array(repeating: 0, count: patterns.count)
        let exclusionScopes = scopes?.exclusions ?? Array(repeating: 0, count: exclusions.count)
        var excludedByScope: [Int: [String]] = [:]
        for scope in Set(patternScopes) {
            excludedByScope[scope] = exclusions.indices.filter { [0, scope].contains(exclusionScopes[$0]) && !patterns.contains(exclusions[$0]) }
                .compactMap { RelativePath.join(directory, exclusions[$0]) }.flatMap { [$0, $0 + "/**"] }
        }
        return patterns.indices.compactMap { index in
            let pattern = patterns[index]
            let excluded = excludedByScope[patternScopes[index]] ?? []
            guard let joined = RelativePath.join(directory, pattern) else { return nil }
            let glob = Glob(joined)
            if glob.isLiteral && RelativePath.pathExtension(joined).isEmpty {
                return excluded.isEmpty ? .directory(joined) : .glob(joined + "/**", excluding: excluded)
            }
            if glob.isLiteral { return GlobSet(excluded).matches(joined) ? nil : .file(joined) }
            return .glob(joined, excluding: excluded)
        }
    }

    /// Whether any of `files` (sorted by path, as the walk gives them) is claimed by one of
    /// `claims` (exclusions aside).
    static func matchesSome(_ claims: [FileClaim], _ files: [SourceFile]) -> Bool {
        func under(_ folder: String) -> ArraySlice<SourceFile> {
            folder.isEmpty ? files[...] : files.sortedElements(withPrefix: folder + "/") { $0.path }
        }
        return claims.contains { claim in
            switch claim {
            case .file(let path): return under(RelativePath.directory(of: path)).contains { $0.path == path }
            case .directory(let folder): return !under(folder).isEmpty
            case .glob(let pattern, _):
                let glob = Glob(pattern)
                return under(glob.writtenLiteralFolder).contains { glob.matches($0.path) }
            }
        }
    }

    static func parseJSON(_ text: String) -> PodSpec? {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return nil }
        var spec = PodSpec()
        spec.name = object["name"] as? String
        spec.moduleName = object["module_name"] as? String
        spec.headerDir = object["header_dir"] as? String
        spec.prefixHeaderFile = object["prefix_header_file"] as? String
        spec.sourceIsArchive = (object["source"] as? [String: Any])?["http"] != nil
        /// `source_files` and `dependencies` of a spec object, its platform-scoped ones too.
        func sourcesAndDependencies(_ object: [String: Any]) -> (files: [String], excluded: [String], dependencies: [String]) {
            var files: [String] = []
            var excluded: [String] = []
            var dependencies: [String] = []
            let platforms = ["ios", "osx", "tvos", "watchos", "visionos"].compactMap { platform in (object[platform] as? [String: Any]).map { (platform, $0) } }
            for (platform, container) in [("", object)] + platforms {
                if let single = container["source_files"] as? String { files.append(single) }
                files += container["source_files"] as? [String] ?? []
                // What another platform leaves out (`osx.exclude_files`) iOS compiles.
                if platform.isEmpty || platform == "ios" {
                    if let single = container["exclude_files"] as? String { excluded.append(single) }
                    excluded += container["exclude_files"] as? [String] ?? []
                }
                dependencies += (container["dependencies"] as? [String: Any])?.keys.sorted() ?? []
            }
            return (files, excluded, dependencies)
        }
        var subspecs = 0
        func collect(_ object: [String: Any], scope: Int) {
            let (files, excluded, dependencies) = sourcesAndDependencies(object)
            spec.addSources(files, scope: scope)
            spec.addExclusions(excluded, scope: scope)
            spec.dependencies += dependencies
            for subspec in object["subspecs"] as? [[String: Any]] ?? [] {
                subspecs += 1
                collect(subspec, scope: subspecs)
            }
        }
        collect(object, scope: 0)
        for (key, isTest) in [("testspecs", true), ("appspecs", false)] {
            for extra in object[key] as? [[String: Any]] ?? [] {
                let (files, _, dependencies) = sourcesAndDependencies(extra)
                spec.extraSpecs.append(ExtraSpec(
                    name: extra["name"] as? String ?? (isTest ? "Tests" : "App"), isTest: isTest, sourceFiles: files, dependencies: dependencies))
            }
        }
        return spec
    }

    /// The pod a dependency names (`Shop/Core` → `Shop`: subspecs fold into their pod).
    static func podName(_ dependency: String) -> String {
        String(dependency.split(separator: "/").first ?? Substring(dependency))
    }
}

/// Reads the parts of a Ruby podspec hive-lint needs, from tokens: assignments
/// `x.attr = value`, `x.ios.attr = value`, calls `x.dependency 'Name', '~> 1.0'`,
/// `x.subspec 'Name' do |ss| … end` blocks (their attributes belong to the same pod), and
/// `x.test_spec`/`x.app_spec` blocks (their own targets: not the pod's files).
struct RubyPodspecReader {
    let text: String
    let fallbackName: String

    func read() -> (CocoaPodsDiscoverer.PodSpec, [String]) {
        let lined = RubyTokens.tokenizeWithLines(text)
        let tokens = lined.map(\.token)
        var spec = CocoaPodsDiscoverer.PodSpec()
        var problems: [String] = []
        var pendingInterpolated: [(attribute: String, value: String, scope: Int)] = []
        // The spec each subspec block variable sets (`CocoaPodsDiscoverer.PodSpec.sourceScopes`).
        var scopeOfVariable: [String: Int] = [:]

        // Block variables of `s.test_spec 'Tests' do |test_spec|` / `s.app_spec … do |app|`,
        // with the extra spec each fills.
        var extraByVariable: [String: Int] = [:]
        // Local variables holding strings (`path = 'Sources/Core'`), as the straight-line code
        // sets them: the last assignment before a use.
        var variables: [String: [(String, Bool)]] = [:]
        // Those holding an array (`common_sources = ['Tests/Common/**']`), which `+` adds to a list.
        var arrayVariables: Set<String> = []
        /// `#{name}` of a variable holding one string, replaced; whether interpolation is left.
        func interpolating(_ value: String) -> (String, Bool) {
            var resolved = value
            for (name, held) in variables where held.count == 1 && !held[0].1 {
                resolved = resolved.replacingOccurrences(of: "#{\(name)}", with: held[0].0)
            }
            return (resolved, resolved.contains("#{"))
        }
        /// The values written from `start` to the end of the statement (arrays may span lines):
        /// strings with whether they are interpolated, a variable's strings, strings joined by
        /// `+`; whether a joined part could not be evaluated (a call, an unknown name); and
        /// whether any name was not a known variable (`File.join('a', 'b')`: its strings are
        /// arguments, not the value).
        func values(from start: Int) -> (values: [(String, Bool)], unevaluated: Bool, unknownNames: Bool) {
            var found: [(value: String?, interpolated: Bool, joined: Bool)] = []
            var depth = 0, joining = false, unknownNames = false
            var j = start
            // The statement begins at its `=`: a value may begin on the next line (LeanCloud's
            // `s.source_files =`), as Ruby reads it.
            let statement = start > 0 && tokens[start - 1] == .symbol("=") ? start - 1 : start
            scan: while j < tokens.count {
                let token = tokens[j]
                // A line ending in a comma goes on (ReactiveObjC's `extobjc/` on the next line).
                if token == .newline && depth == 0 && !joining && !RubyTokens.continuesStatement(tokens, atLineEnd: j, from: statement) { break }
                var operand: (String?, Bool)?
                switch token {
                case .string(let value, let interpolated): operand = interpolated ? interpolating(value) : (value, false)
                case .wordList(let words): found += words.map { ($0, false, false) }
                case .symbol("["): depth += 1
                case .symbol("]"): depth -= 1
                case .symbol("+"):
                    // `[…] + common_sources`, `sources + more`: arrays put together, item by item;
                    // else strings joined.
                    let previous = j > start ? tokens[j - 1] : nil
                    if previous == .symbol("]") { break }
                    if case .word(let w) = previous, arrayVariables.contains(w) { break }
                    joining = true
                case .word(let w) where w == "do" || w == "if" || w == "unless": break scan
                // `Array['a', 'b']` is the array literal (Hippy's `dom_source_files`).
                case .word("Array") where isArrayLiteral(at: j): break
                // `*modules.map { |m| "Modules/#{m}/**/*.swift" }` over a list variable (TUIKit's
                // `AppAssembly`): the string once per element.
                case .word(let w) where w.hasSuffix(".map") || w.hasSuffix(".collect"):
                    guard let (mapped, end) = mapped(w, from: j + 1) else { unknownNames = true; break }
                    found += mapped.map { ($0.0, $0.1, false) }
                    j = end + 1
                    continue scan
                case .word(let w):
                    // A name: its strings when it is a variable this reader knows; anything else
                    // (a call, a constant) counts only as the unknown part of a join.
                    let held = variables[w]
                    if held == nil { unknownNames = true }
                    if let held, arrayVariables.contains(w) || (!joining && !(j + 1 < tokens.count && tokens[j + 1] == .symbol("+"))) {
                        found += held.map { ($0.0, $0.1, false) }
                    } else {
                        operand = (held?.count == 1 ? held?[0].0 : nil, held?.first?.1 ?? false)
                    }
                default: break
                }
                if let (value, interpolated) = operand {
                    if joining, let last = found.popLast() {
                        found.append((last.value.flatMap { left in value.map { left + $0 } }, last.interpolated || interpolated, true))
                    } else {
                        found.append((value, interpolated, false))
                    }
                    joining = false
                }
                j += 1
            }
            return (found.compactMap { item in item.value.map { ($0, item.interpolated) } }, found.contains { $0.value == nil && $0.joined }, unknownNames)
        }
        /// `list.map { |name| "…#{name}…" }` whose block begins at `start`, for a variable holding
        /// a list of plain strings: the string for each, with the index of the closing `}`.
        func mapped(_ word: String, from start: Int) -> ([(String, Bool)], Int)? {
            let base = String(word[..<(word.lastIndex(of: ".") ?? word.endIndex)])
            guard arrayVariables.contains(base), let held = variables[base], !held.contains(where: \.1), start + 5 < tokens.count,
                  tokens[start] == .symbol("{"), tokens[start + 1] == .symbol("|"), case .word(let name) = tokens[start + 2],
                  tokens[start + 3] == .symbol("|"), case .string(let template, _) = tokens[start + 4], tokens[start + 5] == .symbol("}") else { return nil }
            return (held.map { interpolating(template.replacingOccurrences(of: "#{\(name)}", with: $0.0)) }, start + 5)
        }
        /// Whether an array literal begins at `index`: `[` or `Array[`.
        func isArrayLiteral(at index: Int) -> Bool {
            guard index < tokens.count else { return false }
            if tokens[index] == .symbol("[") { return true }
            return tokens[index] == .word("Array") && index + 1 < tokens.count && tokens[index + 1] == .symbol("[")
        }
        /// Whether a `%w[…]` list is at `index`.
        func isWordList(at index: Int) -> Bool {
            guard index < tokens.count, case .wordList = tokens[index] else { return false }
            return true
        }
        /// The tokens of a value from `start` up to the end of its line, or of the hash it opens
        /// there (`{ … }` over lines), its closing brace included.
        func hashTokens(from start: Int) -> Range<Int> {
            var k = start, depth = 0
            while k < tokens.count {
                if tokens[k] == .symbol("{") { depth += 1 } else if tokens[k] == .symbol("}") { depth -= 1 }
                if depth <= 0, tokens[k] == .newline || tokens[k] == .symbol("}") { break }
                k += 1
            }
            return start..<min(k + 1, tokens.count)
        }
        /// A block opened on the line from `start` (`s.test_spec 'UI' do |t|`): the first plain
        /// string before its variable, the variable, and the index of the `|` before it (else
        /// of the line's end).
        func block(from start: Int) -> (name: String?, variable: String?, end: Int) {
            var name: String?
            var k = start
            while k < tokens.count, tokens[k] != .newline {
                if case .string(let value, false) = tokens[k], name == nil { name = value }
                if tokens[k] == .symbol("|"), k + 1 < tokens.count, case .word(let variable) = tokens[k + 1] { return (name, variable, k) }
                k += 1
            }
            return (name, nil, k)
        }
        var subspecVariables: Set<String> = []
        var i = 0
        while i < tokens.count {
            guard case .word(let word) = tokens[i] else { i += 1; continue }
            let parts = word.split(separator: ".").map(String.init)
            if parts.count == 1, i + 1 < tokens.count, tokens[i + 1] == .symbol("="), i == 0 || tokens[i - 1] == .newline {
                let (held, unevaluated, unknownNames) = values(from: i + 2)
                variables[word] = unevaluated || unknownNames ? nil : held
                if isArrayLiteral(at: i + 2) || isWordList(at: i + 2) { arrayVariables.insert(word) } else { arrayVariables.remove(word) }
                i += 2
                continue
            }
            guard parts.count >= 2 else { i += 1; continue }
            let attribute = parts.last ?? ""
            if parts.count == 2, attribute == "test_spec" || attribute == "app_spec" {
                let (name, variable, end) = block(from: i + 1)
                if let variable {
                    spec.extraSpecs.append(CocoaPodsDiscoverer.ExtraSpec(name: name ?? (attribute == "test_spec" ? "Tests" : "App"), isTest: attribute == "test_spec"))
                    extraByVariable[variable] = spec.extraSpecs.count - 1
                }
                i = end
                continue
            }
            // A subspec block's variable (`s.subspec 'Kit' do |k|`): its `k.name = 'Kit'` names
            // the subspec, not the pod (MLN's podspecs name every subspec so).
            if parts.count == 2, attribute == "subspec", let variable = block(from: i + 1).variable {
                subspecVariables.insert(variable)
                scopeOfVariable[variable] = scopeOfVariable.count + 1
            }
            let scope = scopeOfVariable[parts[0]] ?? 0
            let extra = extraByVariable[parts[0]]
            var j = i + 1
            let isAssignment = j < tokens.count && tokens[j] == .symbol("=")
            if isAssignment { j += 1 } else if j < tokens.count, tokens[j] == .symbol("(") { j += 1 }
            // A name is a string written as the value, not one inside it (`pubspec['name']`,
            // a Flutter plugin's name read from its pubspec: the key, not the name).
            let valueIsAString: Bool = if j < tokens.count, case .string = tokens[j] { true } else { false }
            let (values, unevaluated, unknownNames) = values(from: j)
            // An attribute of a test or app spec is that spec's.
            if let extra {
                switch attribute {
                case "source_files" where isAssignment: spec.extraSpecs[extra].sourceFiles += values.filter { !$0.1 }.map(\.0)
                case "dependency": if let (value, _) = values.first { spec.extraSpecs[extra].dependencies.append(value) }
                default: break
                }
                i += 1
                continue
            }
            switch attribute {
            case "name" where isAssignment && parts.count == 2 && !subspecVariables.contains(parts[0]):
                if valueIsAString, let (value, interpolated) = values.first, !interpolated { spec.name = value }
            case "module_name" where isAssignment:
                if valueIsAString, let (value, interpolated) = values.first, !interpolated { spec.moduleName = value }
            case "header_dir" where isAssignment:
                if valueIsAString, let (value, interpolated) = values.first, !interpolated { spec.headerDir = value }
            case "source_files" where isAssignment:
                if unevaluated { problems.append("source_files joins a value hive-lint cannot evaluate (a call or an unknown name); that pattern is skipped") }
                if values.isEmpty, unknownNames {
                    problems.append("source_files is a value hive-lint cannot evaluate (a call, or a variable set to one); skipped")
                }
                for (value, interpolated) in values {
                    if interpolated { pendingInterpolated.append((attribute, value, scope)) } else { spec.addSources([value], scope: scope) }
                }
            case "exclude_files" where isAssignment:
                // What another platform leaves out (`ss.osx.exclude_files`) iOS compiles.
                guard parts.count == 2 || parts[parts.count - 2] == "ios" else { break }
                spec.addExclusions(values.filter { !$0.1 }.map(\.0), scope: scope)
            case "dependency":
                // `s.dependency LottieSwift.name`: a constant of a shared Ruby file
                // (`require_relative "../PodConfigs/config_third.rb"`, `module LottieSwift` whose
                // `name` is "LottieSwift"), read as the pod of the module's name.
                var named = values.first?.0
                if named == nil, i + 1 < tokens.count, case .word(let constant) = tokens[i + 1], constant.hasSuffix(".name"),
                   let module = constant.split(separator: ".").first, module.first?.isUppercase == true {
                    named = String(module)
                }
                if let value = named {
                    spec.dependencies.append(value)
                    let pod = CocoaPodsDiscoverer.podName(value)
                    spec.dependencyLines[pod] = spec.dependencyLines[pod] ?? lined[i].line
                }
            case "vendored_frameworks" where isAssignment, "vendored_framework" where isAssignment:
                for (value, interpolated) in values {
                    let name = RelativePath.lastComponent(of: value)
                    if !interpolated, !name.contains(where: { "*?{[".contains($0) }), RelativePath.isBinaryFramework(name) {
                        spec.vendoredFrameworks.append(RelativePath.frameworkName(name))
                    } else {
                        spec.vendorsUnknown = true
                        if !interpolated { spec.vendoredFrameworkPatterns.append(value) }
                    }
                }
            case "prefix_header_file" where isAssignment:
                if let (value, interpolated) = values.first, !interpolated { spec.prefixHeaderFile = value }
            case "pod_target_xcconfig" where isAssignment, "xcconfig" where isAssignment:
                // `{ 'OTHER_SWIFT_FLAGS' => '-DCocoaPods' }`: string keys and values, over lines.
                let hash = hashTokens(from: j)
                for k in hash where k + 1 < hash.upperBound {
                    if case .string(let key, false) = tokens[k], case .string(let value, false) = tokens[k + 1],
                       CocoaPodsDiscoverer.PodSpec.conditionSettings.contains(key) {
                        spec.buildSettings[key] = [spec.buildSettings[key], value].compactMap { $0 }.joined(separator: " ")
                    }
                }
            case "source" where isAssignment && parts.count == 2:
                // `s.source = { :http => '…' }` (or `http: '…'`), over lines if need be.
                if hashTokens(from: j).contains(where: { tokens[$0] == .word("http") }) { spec.sourceIsArchive = true }
            default:
                break
            }
            i += 1
        }
        // Interpolations of the spec's own name are resolvable once the name is known.
        let name = spec.name ?? fallbackName
        for (attribute, value, scope) in pendingInterpolated {
            var resolved = value
            for form in ["s", "spec", "sp", "ss", "pod"] {
                resolved = resolved.replacingOccurrences(of: "#{\(form).name}", with: name)
            }
            if resolved.contains("#{") {
                problems.append("\(attribute) \"\(value)\" uses interpolation hive-lint cannot evaluate; skipped")
            } else {
                spec.addSources([resolved], scope: scope)
            }
        }
        return (spec, problems)
    }
}
