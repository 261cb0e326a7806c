import Foundation
import HiveLintClassify
import HiveLintCache
import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintGraph
import HiveLintManifest
import HiveLintObjC
import HiveLintRules
import HiveLintScan
import HiveLintSwift

/// Runs hive-lint's pipeline: **configure → scan → discover modules → parse (Swift, ObjC) →
/// link into a graph → recognize frameworks into a manifest → classify → check rules**.
/// Reporters turn the result into output.
///
/// Parsing is the only parallel stage: each worker parses its own slice of files and returns
/// values; results are merged and sorted in one place.
public struct Analyzer: Sendable {
    public struct Options: Sendable {
        /// The tree to scan, as the user named it.
        public var root: String
        /// An explicit `rules.json`; `nil` to use `<root>/rules.json` when it exists.
        public var rulesFile: String?
        /// How many files to parse at once; `nil` for one per core.
        public var workers: Int?
        /// Check test (and example) modules too, whatever `rules.json` `scope` says.
        public var includeTests: Bool
        public var includeExamples: Bool
        /// The parse cache file (`<root>/.hive-lint/cache/facts.bin` from the command line);
        /// `nil` for no cache.
        public var cacheFile: String?
        /// Use the built-in policy even when `<root>/rules.json` exists (`hive-lint init
        /// --force` infers afresh).
        public var ignoresRulesFile = false
        /// Told each stage's name and duration as it ends (benchmarks; `nil` otherwise).
        public var onPhase: (@Sendable (Phase, Duration) -> Void)?

        public init(
            root: String, rulesFile: String? = nil, workers: Int? = nil, includeTests: Bool = false, includeExamples: Bool = false,
            cacheFile: String? = nil
        ) {
            self.root = root
            self.cacheFile = cacheFile
            self.rulesFile = rulesFile
            self.workers = workers
            self.includeTests = includeTests
            self.includeExamples = includeExamples
        }
    }

    /// Why a run could not be done (exit code 2).
    public enum Failure: Error, Sendable {
        /// The tree, a file or a front end could not be used.
        case cannotRun(HiveLintError)
        /// The configuration has problems; every one is listed.
        case badConfiguration(file: String, problems: [ConfigProblem])
    }

    /// The stages, in order, as `onPhase` names them. `manifest` runs at the same time as
    /// `graph` and `classify`.
    public enum Phase: String, Sendable, CaseIterable {
        case configure, walk, discover, parse, graph, manifest, classify, rules
    }

    public let options: Options

    /// Runs `body` as stage `phase`, telling `onPhase` how long it took.
    private func timed<T>(_ phase: Phase, _ body: () throws(Failure) -> T) throws(Failure) -> T {
        guard let onPhase = options.onPhase else { return try body() }
        let clock = ContinuousClock()
        let start = clock.now
        let value = try body()
        onPhase(phase, clock.now - start)
        return value
    }

    public init(options: Options) {
        self.options = options
    }

    /// Loads the configuration: `--rules FILE`, else `<root>/rules.json`, else defaults.
    public func loadConfiguration() throws(Failure) -> Configuration {
        let explicit = options.rulesFile
        if explicit == nil, options.ignoresRulesFile { return Configuration() }
        let candidate = explicit ?? (options.root as NSString).appendingPathComponent("rules.json")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue else {
            if let explicit { throw .cannotRun(HiveLintError("no such rules file: \(explicit)")) }
            return Configuration()
        }
        guard let data = FileManager.default.contents(atPath: candidate) else {
            throw .cannotRun(HiveLintError("cannot read rules file: \(candidate)"))
        }
        let shownName = explicit.map(relativeToRoot) ?? "rules.json"
        do {
            return try ConfigurationDecoder.decode(data, source: shownName)
        } catch {
            // Rule types and options are checked too, so every problem is listed at once.
            var problems = error.problems
            if let partial = error.partial {
                do {
                    _ = try RuleEngine(configuration: partial)
                } catch let ruleError {
                    problems += ruleError.problems
                }
            }
            throw .badConfiguration(file: candidate, problems: problems.sorted())
        }
    }

    /// `path` relative to the root when it is inside it (reports stay machine-independent),
    /// else as given.
    func relativeToRoot(_ path: String) -> String {
        let root = URL(fileURLWithPath: options.root).standardizedFileURL.resolvingSymlinksInPath().path
        let file = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return file.hasPrefix(root + "/") ? String(file.dropFirst(root.count + 1)) : path
    }

    /// The configuration and the rule engine built from it.
    private func configure() throws(Failure) -> (Configuration, RuleEngine) {
        let configuration = try loadConfiguration()
        do {
            return (configuration, try RuleEngine(configuration: configuration))
        } catch {
            throw .badConfiguration(file: configuration.source ?? "rules.json", problems: error.problems)
        }
    }

    private func walk(_ configuration: Configuration) throws(Failure) -> ScannedTree {
        do {
            return try TreeWalker(exclude: GlobSet(configuration.discovery.exclude)).walk(root: options.root)
        } catch {
            throw .cannotRun(error)
        }
    }

    public func run() async throws(Failure) -> AnalysisResult {
        try await runRecordingInputs().result
    }

    /// Runs the pipeline and says what on disk the result depends on (for the run memo).
    public func runRecordingInputs() async throws(Failure) -> (result: AnalysisResult, inputs: RunInputs) {
        let (configuration, engine) = try timed(.configure) { () throws(Failure) -> (Configuration, RuleEngine) in try configure() }
        let tree: ScannedTree = try timed(.walk) { () throws(Failure) -> ScannedTree in try walk(configuration) }
        let discovery: ModuleDiscovery.Result = try timed(.discover) { () throws(Failure) -> ModuleDiscovery.Result in
            ModuleDiscovery().run(tree: tree, configuration: configuration)
        }

        // Parse the first-party files modules own; third-party code is only indexed.
        let firstParty = discovery.modules.filter { $0.declaration.impliedKind != .external }
        let external = Set(discovery.modules.filter { $0.declaration.impliedKind == .external }.map(\.name))
        // Prefix headers are parsed even when no module owns them: their imports count for
        // every module that uses them.
        let prefixHeaders = Set(firstParty.flatMap(\.declaration.prefixHeaders))
        let toParse = Array(Set(firstParty.flatMap(\.files) + tree.sourceFiles.filter { prefixHeaders.contains($0.path) })).sorted()
        let recognizers = Frameworks.all(declared: configuration.frameworks)
        let clock = ContinuousClock()
        let parseStart = clock.now
        let cache = options.cacheFile.map(FactsCache.init(file:))
        var cacheDiagnostics: [Diagnostic] = []
        if let cache, let problem = cache.problem {
            cacheDiagnostics.append(Diagnostic(severity: cache.otherVersion ? .info : .warning, code: Self.cacheRebuilt, message: problem))
        }
        let facts: [FileFacts]
        do {
            facts = try await Self.parse(toParse, tree: tree, workers: options.workers, vocabulary: Frameworks.vocabulary(recognizers), cache: cache)
        } catch {
            throw .cannotRun(error)
        }
        if let problem = cache?.save() { cacheDiagnostics.append(Diagnostic(severity: .warning, code: Self.cacheNotWritten, message: problem)) }
        options.onPhase?(.parse, clock.now - parseStart)

        let resolver = ImportResolver(modules: discovery.modules, facts: facts, unownedFiles: discovery.unownedFiles)
        // The manifest needs neither the graph nor the classification: it is built alongside.
        let onPhase = options.onPhase
        let modulesFound = discovery.modules
        async let manifestPart: (Manifest, TypeIndex, [Diagnostic]) = {
            let clock = ContinuousClock()
            let start = clock.now
            let value = Self.manifest(
                recognizers: recognizers, facts: facts, tree: tree, modules: modulesFound, resolver: resolver, unownedFiles: discovery.unownedFiles)
            onPhase?(.manifest, clock.now - start)
            return value
        }()
        let (resolved, symbols) = try timed(.graph) { () throws(Failure) -> (ImportResolver.Output, SymbolResolver.Output) in
            let resolved = resolver.resolve(facts)
            let symbols = SymbolResolver(modules: discovery.modules, facts: facts)
                .resolve(
                    facts, importedByFile: resolved.importedByFile, includedByFile: resolved.includedByFile,
                    importDependencies: resolved.dependencies)
            return (resolved, symbols)
        }
        let classified: (modules: [Module], diagnostics: [Diagnostic]) = try timed(.classify) {
            () throws(Failure) -> (modules: [Module], diagnostics: [Diagnostic]) in
            Classifier(configuration: configuration).classify(discovery.modules)
        }
        let modules = classified.modules.map { module -> Module in
            var module = module
            module.externalImports = resolved.externalImports[module.name] ?? []
            return module
        }
        let graph = DependencyGraph(dependencies: Dependency.merged([resolved.dependencies, symbols.dependencies]))
        let (manifest, types, manifestDiagnostics) = await manifestPart
        let inferred = Evidence().apply(to: modules, graph: graph, manifest: manifest, types: types)
        let reconciled = Classifier(configuration: configuration).reconcile(inferred, graph: graph)
        var scope = configuration.scope
        scope.tests = scope.tests || options.includeTests
        scope.examples = scope.examples || options.includeExamples
        let checked: RuleEngine.Output = try timed(.rules) { () throws(Failure) -> RuleEngine.Output in
            engine.run(modules: reconciled, graph: graph, scope: scope, manifest: manifest, types: types)
        }

        var counts = FileCounts()
        for file in tree.sourceFiles where !external.contains(resolver.owner(of: file.path) ?? "") { counts.add(file.language) }
        var diagnostics = tree.diagnostics + discovery.diagnostics + resolved.diagnostics + symbols.diagnostics
        diagnostics += classified.diagnostics + checked.diagnostics + manifestDiagnostics + cacheDiagnostics
        diagnostics += facts.flatMap(\.diagnostics)
        diagnostics += Coverage.diagnostics(modules: reconciled, sourceFiles: counts.total, unowned: discovery.unownedFiles.map(\.path))
        var result = AnalysisResult(
            root: options.root,
            modules: reconciled,
            graph: graph,
            manifest: manifest,
            violations: checked.violations,
            suppressed: checked.suppressed,
            unownedFiles: discovery.unownedFiles.map(\.path),
            fileCounts: counts,
            diagnostics: diagnostics)
        result.examplesChecked = scope.examples
        return (result, inputs(tree: tree, discovery: discovery))
    }

    /// The codes of the diagnostics about the parse cache itself.
    static let cacheRebuilt = "cache-rebuilt"
    static let cacheNotWritten = "cache-not-written"

    /// Everything the run read or checked: the folders the walk listed, the files whose
    /// content was used (sources, manifests, property lists), what discovery read or looked
    /// for (XcodeGen includes may lie outside the tree), and the rules file (or its absence).
    /// (The parse cache is recorded by `report` after it is written.)
    private func inputs(tree: ScannedTree, discovery: ModuleDiscovery.Result) -> RunInputs {
        var paths = tree.sourceFiles.map { tree.absolute($0.path) }
        for relative in tree.manifests + tree.propertyLists + tree.checkedPaths + discovery.probedPaths {
            paths.append(tree.absolute(relative))
        }
        paths.append(Self.absolute(options.rulesFile ?? (options.root as NSString).appendingPathComponent("rules.json")))
        return RunInputs(
            root: tree.absoluteRoot,
            folders: tree.listings.map { RunInputs.Folder(path: tree.absolute($0.path), listing: $0.listing) },
            paths: paths,
            links: tree.links.map { RunInputs.Link(path: tree.absolute($0.path), target: $0.target) })
    }

    /// `path` made absolute against the working directory.
    static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The service and route manifest, and the type index its checks use. A name whose
    /// existence a check asks about (one written as text, or a service protocol) that no
    /// parsed file declares is looked for in the text of third-party files and of files no
    /// module owns (a podspec whose glob misses its own headers), so a registration of a
    /// pod's class, or of a protocol in such a header, is not "unknown".
    static func manifest(
        recognizers: [any FrameworkRecognizer], facts: [FileFacts], tree: ScannedTree, modules: [AssignedModule], resolver: ImportResolver,
        unownedFiles: [SourceFile]
    ) -> (Manifest, TypeIndex, [Diagnostic]) {
        let modulePaths = modules.filter { !$0.declaration.path.isEmpty }.map { ($0.declaration.path, $0.name) }.sorted { $0.0.count > $1.0.count }
        let owner: @Sendable (String) -> String? = { path in
            resolver.owner(of: path) ?? modulePaths.first { path.hasPrefix($0.0 + "/") }?.1
        }
        let (propertyLists, diagnostics) = ManifestBuilder.readPropertyLists(tree.propertyLists, absoluteRoot: tree.absoluteRoot)
        let manifest = ManifestBuilder(recognizers: recognizers).build(facts: facts, propertyLists: propertyLists, owner: owner)
        var types = TypeIndex(facts: facts, owner: owner)
        let named = Set(manifest.services.flatMap { [$0.protocol] + $0.unverifiedNames } + manifest.moduleEntries.flatMap(\.unverifiedNames))
        let missing = named.filter { !types.exists($0) && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        if !missing.isEmpty {
            let unparsed = modules.filter { $0.declaration.impliedKind == .external }.flatMap(\.files) + unownedFiles
            var found: Set<String> = []
            let needles = missing.map { ($0, Array($0.utf8)) }
            for file in unparsed where found.count < missing.count {
                guard let bytes = FileBytes.read(tree.absolute(file.path)) else { continue }
                for (name, needle) in needles where !found.contains(name) && bytes.contains(subsequence: needle) { found.insert(name) }
            }
            if !found.isEmpty { types = TypeIndex(facts: facts, owner: owner, declaredElsewhere: found) }
        }
        return (manifest, types, diagnostics)
    }

    /// Parses files on `workers` tasks (default: one per core), in two passes: Swift files
    /// and Objective-C headers first (their declarations make the Objective-C prelude), then
    /// every Objective-C file with that prelude. Each task owns its front ends; the merged
    /// result is sorted by path, so the order of work never shows. With a `cache`, a file
    /// whose content and dependencies (the call vocabulary; for the second pass, the prelude)
    /// are unchanged is not parsed again. libclang is loaded only when an Objective-C file
    /// must be parsed (a run served from the cache does not pay for it); failing to load it
    /// is the error thrown.
    static func parse(
        _ files: [SourceFile], tree: ScannedTree, workers: Int?, vocabulary: CallVocabulary = CallVocabulary(), cache: FactsCache? = nil
    ) async throws(HiveLintError) -> [FileFacts] {
        let headers = files.filter { $0.language == .objcHeader }
        let vocabularyHash = vocabulary.fingerprint
        let first = try await cachedParallel(
            files.filter { $0.language == .swift } + headers, tree: tree, workers: workers, prelude: { .sdkOnly }, bodies: false,
            vocabulary: vocabulary, cache: cache, dependencyHash: vocabularyHash)
        let objc = files.filter(\.language.isObjCFamily)
        guard !objc.isEmpty else { return first }
        let declarations = first.flatMap(\.declarations).filter { $0.isPublic || $0.kind == .macro }
        let swiftClasses = first.filter { $0.language == .swift }.flatMap(\.declarations).filter { $0.kind == .swiftType }.map(\.name)
        let objcDeclarations = declarations.filter { $0.kind != .swiftType }
        let preludeHash = ObjCPrelude.fingerprint(declarations: objcDeclarations, swiftClasses: swiftClasses)
        var declaredIn: [String: Set<String>] = [:]
        for facts in first where facts.language == .objcHeader { declaredIn[facts.path] = Set(facts.declarations.map(\.name)) }
        let second = try await cachedParallel(
            objc, tree: tree, workers: workers, prelude: { ObjCPrelude(declarations: objcDeclarations, swiftClasses: swiftClasses) },
            declaredIn: declaredIn, bodies: true, vocabulary: vocabulary, cache: cache,
            dependencyHash: ContentHash.of([String(preludeHash), String(vocabularyHash)]))
        // Headers: declarations from the first pass (the second sees the project's stubs),
        // imports and references from the second.
        let firstByPath = Dictionary(uniqueKeysWithValues: first.map { ($0.path, $0) })
        let merged = second.map { facts -> FileFacts in
            guard let earlier = firstByPath[facts.path] else { return facts }
            var facts = facts
            facts.declarations = earlier.declarations
            return facts
        }
        let reparsed = Set(second.map(\.path))
        return (first.filter { !reparsed.contains($0.path) } + merged).sorted { $0.path < $1.path }
    }

    /// One file to parse, with what the cache needs to know about it.
    struct Job: Sendable {
        var file: SourceFile
        var stage: FactsCache.Stage
        var stat: FactsCache.Stat?
    }

    /// A parse (or a cache hit found by content), with the file's content hash.
    struct Parsed: Sendable {
        var facts: FileFacts
        var job: Job
        var contentHash: UInt64
    }

    /// Facts for `files`: from the cache when a file's size and modification time are those of
    /// its entry (not even read), else read, hashed, and taken from the cache when the content
    /// hash matches, else parsed. The cache learns every fresh parse.
    private static func cachedParallel(
        _ files: [SourceFile], tree: ScannedTree, workers: Int?, prelude makePrelude: () -> ObjCPrelude, declaredIn: [String: Set<String>] = [:],
        bodies: Bool, vocabulary: CallVocabulary, cache: FactsCache?, dependencyHash: UInt64
    ) async throws(HiveLintError) -> [FileFacts] {
        var results: [FileFacts] = []
        var jobs: [Job] = []
        for file in files {
            let stage: FactsCache.Stage = file.language == .swift ? .swift : bodies ? .objc : .headerDeclarations
            let stat = cache == nil ? nil : FactsCache.stat(tree.absolute(file.path))
            if let cache, let stat, let facts = cache.facts(file.path, stage, stat: stat, dependencyHash: dependencyHash) {
                results.append(facts)
                continue
            }
            jobs.append(Job(file: file, stage: stage, stat: stat))
        }
        if jobs.contains(where: { $0.file.language.isObjCFamily }) { try LibClang.load() }
        // Made only when something is parsed (indexing 10k declarations by name is wasted on
        // a run served from the cache).
        let prelude = jobs.isEmpty ? ObjCPrelude.sdkOnly : makePrelude()
        let parsed = await parallel(
            jobs, tree: tree, workers: workers, prelude: prelude, declaredIn: declaredIn, bodies: bodies, vocabulary: vocabulary, cache: cache,
            dependencyHash: dependencyHash)
        for item in parsed {
            results.append(item.facts)
            guard let cache, let stat = item.job.stat else { continue }
            cache.store(item.facts, item.job.stage, stat: stat, contentHash: item.contentHash, dependencyHash: dependencyHash)
        }
        // Sorted, so what is built from them (the prelude) never depends on the order of work.
        return results.sorted { $0.path < $1.path }
    }

    private static func parallel(
        _ jobs: [Job], tree: ScannedTree, workers: Int?, prelude: ObjCPrelude, declaredIn: [String: Set<String>], bodies: Bool,
        vocabulary: CallVocabulary, cache: FactsCache?, dependencyHash: UInt64
    ) async -> [Parsed] {
        guard !jobs.isEmpty else { return [] }
        let count = max(1, min(workers ?? ProcessInfo.processInfo.activeProcessorCount, jobs.count))
        let slices = (0..<count).map { worker in stride(from: worker, to: jobs.count, by: count).map { jobs[$0] } }
        let absoluteRoot = tree.absoluteRoot
        return await withTaskGroup(of: [Parsed].self) { group in
            for slice in slices {
                group.addTask {
                    parseSlice(
                        slice, absoluteRoot: absoluteRoot, prelude: prelude, declaredIn: declaredIn, bodies: bodies, vocabulary: vocabulary,
                        cache: cache, dependencyHash: dependencyHash)
                }
            }
            var all: [Parsed] = []
            for await part in group { all += part }
            return all
        }
    }

    private static func parseSlice(
        _ jobs: [Job], absoluteRoot: String, prelude: ObjCPrelude, declaredIn: [String: Set<String>], bodies: Bool,
        vocabulary: CallVocabulary, cache: FactsCache?, dependencyHash: UInt64
    ) -> [Parsed] {
        let swift = SwiftFrontEnd()
        var objc: ObjCFrontEnd?
        var results: [Parsed] = []
        for job in jobs {
            let file = job.file
            let absolute = absoluteRoot + "/" + file.path
            guard let bytes = FileBytes.read(absolute) else {
                let facts = FileFacts(path: file.path, language: file.language, diagnostics: [
                    Diagnostic(severity: .warning, code: "unreadable-file", message: "cannot read \(file.path)"),
                ])
                // An unreadable file is never cached.
                results.append(Parsed(facts: facts, job: Job(file: file, stage: job.stage, stat: nil), contentHash: 0))
                continue
            }
            let hash = cache == nil ? 0 : ContentHash.of(bytes)
            if let cache, let facts = cache.facts(file.path, job.stage, contentHash: hash, dependencyHash: dependencyHash) {
                results.append(Parsed(facts: facts, job: job, contentHash: hash))
                continue
            }
            let facts: FileFacts
            switch file.language {
            case .swift:
                facts = swift.facts(path: file.path, source: String(decoding: bytes, as: UTF8.self), vocabulary: vocabulary)
            case .objc, .objcpp, .objcHeader:
                let frontEnd = objc ?? ObjCFrontEnd()
                objc = frontEnd
                facts = frontEnd.facts(
                    path: file.path, contents: bytes, language: file.language, prelude: prelude,
                    declared: declaredIn[file.path] ?? [], bodies: bodies, vocabulary: vocabulary)
            }
            results.append(Parsed(facts: facts, job: job, contentHash: hash))
        }
        return results
    }
}

extension Analyzer {
    /// `render`'s report of the analysis, memoized in the run memo at `memoFile` under `key`
    /// (the invocation: arguments, working directory, changed files). When the memo holds a
    /// report for `key` and nothing it depended on has changed, that report is returned and
    /// nothing is analysed or rendered. A report made while the parse cache was rebuilt or
    /// not written is not memoized (the next run would not say so). Errors are `Failure`s, or
    /// what `render` throws. (`racyWindow`: see `RunMemo`; tests shorten it.)
    public func report(
        memoFile: String?, key: String, racyWindow: Int64 = RunMemo.defaultRacyWindow, render: (AnalysisResult) throws -> RunMemo.Output
    ) async throws -> RunMemo.Output {
        let started = DiskIdentity.now()
        var memo = memoFile.map(RunMemo.init(file:))
        if let memoized = memo?.output(for: key, root: options.root) { return memoized }
        let (result, inputs) = try await runRecordingInputs()
        let made = try render(result)
        if !result.diagnostics.contains(where: { $0.code == Self.cacheRebuilt || $0.code == Self.cacheNotWritten }) {
            memo?.save(made, for: key, inputs: inputs, ownFiles: options.cacheFile.map { [Self.absolute($0)] } ?? [], startedAt: started,
                racyWindow: racyWindow)
        }
        return made
    }
}
