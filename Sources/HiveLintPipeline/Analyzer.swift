import Foundation
import HiveLintCache
import HiveLintClassify
import HiveLintConfig
import HiveLintCore
import HiveLintDiscovery
import HiveLintGraph
import HiveLintManifest
import HiveLintParse
import HiveLintRules
import HiveLintScan

/// Runs hive-lint's pipeline, one stage per target: **configure → walk (Scan) → discover
/// (Discovery) → parse (Parse: Swift, ObjC, Cache) → link into a graph (Graph) → recognize
/// frameworks into a manifest (Manifest) → classify (Classify) → check (Rules)**. Reporters
/// (Report) turn the result into output. `runRecordingInputs` is the recipe; each step is a
/// call into its stage's target, timed the same way.
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
        /// The discovery memo (`<cache>/discovery.bin` from the command line; `KeyedMemo`);
        /// `nil` for none.
        public var discoveryMemoFile: String?
        /// The link memo (`<cache>/links.bin` from the command line; `LinkMemo`); `nil` for
        /// none.
        public var linkMemoFile: String?
        /// The walk memo (`<cache>/walk.bin` from the command line; `WalkMemo`); `nil` for
        /// none.
        public var walkMemoFile: String?
        /// How recent a change to an input keeps the run memo from being written (see
        /// `RunMemo`; tests shorten it), and the walk and discovery memos from vouching for it
        /// by its identity (`WalkMemo`, `discoveryPayload`).
        public var racyWindow = RunMemo.defaultRacyWindow
        /// Use the built-in policy even when `<root>/rules.json` exists (`hive-lint init
        /// --force` infers afresh).
        public var ignoresRulesFile = false
        /// The baseline file (`--baseline`; absolute or relative to the working directory);
        /// `nil` for rules.json `baseline`, else `<root>/hive-lint-baseline.json` when it exists.
        public var baselineFile: String?
        /// Compare with no baseline at all (`--no-baseline`, and `hive-lint baseline` itself).
        public var ignoresBaseline = false
        /// How large a file may be for a full parse (`--max-file-size`); larger ones are read
        /// by the token pass, with a `large-file` note.
        public var budget = ParseBudget()
        /// Keep what libclang prints on the C library's standard error stream (its crash
        /// reports) off the terminal while Objective-C is parsed, saying what else was in it
        /// with a `libclang-output` warning (`LibClang.capturingOutput`). For a process that
        /// writes nothing else to that stream meanwhile: the command line sets it.
        public var capturesLibClangOutput = false
        /// The day exceptions' `until` is compared with; `nil` for today (read once per run).
        public var today: CalendarDate?
        /// Told how many files are parsed of how many, from any thread (a progress line).
        public var onProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)?
        /// Told each stage's name and duration as it ends (benchmarks; `nil` otherwise).
        public var onPhase: (@Sendable (Phase, Duration) -> Void)?
        /// Keep what a run made until the process exits (`KeptUntilExit`), not freed: for a
        /// command line that exits after one run.
        public var keepsMemoryUntilExit = false

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
    /// `graph`.
    public enum Phase: String, Sendable, CaseIterable {
        case configure, walk, discover, parse, graph, manifest, classify, rules
    }

    public let options: Options

    public init(options: Options) {
        self.options = options
    }

    public func run() async throws(Failure) -> AnalysisResult {
        try await runRecordingInputs().result
    }

    /// Runs the pipeline and says what on disk the result depends on (for the run memo).
    public func runRecordingInputs() async throws(Failure) -> (result: AnalysisResult, inputs: RunInputs) {
        let (result, inputs, _) = try await runRecordingInputs(memoStartedAt: nil)
        return (result, inputs)
    }

    /// As above; with `memoStartedAt` (when the run began, for the run memo), also the run
    /// memo's record of the inputs, taken beside the run's last stages.
    func runRecordingInputs(memoStartedAt: Int64?) async throws(Failure) -> (result: AnalysisResult, inputs: RunInputs, recorded: RunMemo.Recorded?) {
        var clock = StageClock(options.onPhase)
        let root = try locate()
        let (configuration, engine) = try configure(root)
        let baseline = try loadBaseline(configuration, root: root)
        clock.lap(.configure)

        // The parse cache is read while the tree is walked and its modules discovered.
        let cacheFile = options.cacheFile
        async let cache = cacheFile.map(FactsCache.init(file:))
        let walker = TreeWalker(exclude: GlobSet(configuration.discovery.exclude))
        let tree = options.walkMemoFile.map {
            WalkMemo(file: $0, root: root, exclude: configuration.discovery.exclude).walk(walker, root: root, racyWindow: options.racyWindow).tree
        } ?? walker.walk(root)
        clock.lap(.walk)

        let (discovery, memoizeDiscovery, memoized) = discover(tree, configuration: configuration, root: root, hashed: options.linkMemoFile != nil)
        clock.lap(.discover)
        // With the discovery memo's hash known (it held), the link memo is read during the parse.
        async let earlyLinkRecords = LinkMemo.records(options.linkMemoFile, discovery: memoized)

        let recognizers = Frameworks.all(declared: configuration.frameworks)
        // What the parse needs before the cache has loaded is done while it loads.
        let toParse = toParse(discovery, tree: tree)
        let parsed = try await parse(toParse, tree: tree, vocabulary: Frameworks.vocabulary(recognizers), cache: cache)
        let discoveryHash = memoizeDiscovery()
        clock.lap(.parse)
        // What the run memo records of the run's inputs is known now: made beside the graph
        // and the rules (13,000 paths at 10k files, 15 ms on one core at the end of a run).
        let statuses = parsed.statuses
        let racyWindow = options.racyWindow
        async let runInputs = { () -> (RunInputs, RunMemo.Recorded?) in
            let made = inputs(root: root, configuration: configuration, tree: tree, discovery: discovery, statuses: statuses)
            return (made, memoStartedAt.map { RunMemo.record(made, startedAt: $0, racyWindow: racyWindow) })
        }()
        // The parse cache (a 7 MB file at 10k files) is written while the graph is built, not
        // before it: off the critical path where a core is free (on 2 cores, busy with the
        // graph and the manifest, the gain is within noise).
        let factsCache = await cache
        // The link memo knows the files whose facts changed by the parse cache's entries (read
        // before the cache is written).
        let linkRecords = memoized != nil ? await earlyLinkRecords : LinkMemo.records(options.linkMemoFile, discovery: discoveryHash)
        let linkMemo = LinkMemo.open(options.linkMemoFile, discovery: discoveryHash, records: linkRecords, facts: parsed.facts, cache: factsCache)
        async let cacheNotWritten = Self.saveCache(factsCache)

        // The manifest needs neither the graph nor the classification: it is built alongside.
        // What the resolvers see each module compile: its files and those it shares, with the
        // header-only headers its project's executables include and the umbrella headers of
        // what it compiles with other modules.
        let compiled = Sharing.umbrellaHeadersShared(
            Sharing.headersOfSharedSourcesShared(Sharing.headerOnlyHeadersShared(discovery.modules, facts: parsed.facts), facts: parsed.facts), facts: parsed.facts)
        let resolver = ImportResolver(modules: compiled, facts: parsed.facts, unownedFiles: discovery.unownedFiles)
        let owner = Self.owner(resolver, discovery.modules)
        let unparsed = (discovery.modules.filter(\.isExternal).flatMap(\.files) + discovery.unownedFiles).map { tree.absolute($0.path) }
        async let manifestStage = StageClock.time(.manifest, options.onPhase) {
            ManifestStage.run(
                recognizers: recognizers, facts: parsed.facts, propertyLists: tree.propertyLists, absoluteRoot: tree.absoluteRoot, owner: owner,
                compiles: { module, file in resolver.owner(of: file) != module && resolver.compiles(module, file) }, unparsedFiles: unparsed,
                budget: options.budget, keepsMemoryUntilExit: options.keepsMemoryUntilExit)
        }
        let linked = link(parsed.facts, modules: compiled, resolver: resolver, memo: linkMemo)
        // Saved beside the stages after the graph, as the parse cache is.
        async let linkMemoSaved: Void? = linkMemo?.save(paths: parsed.facts.map(\.path), imports: linked.records.imports, symbols: linked.records.symbols)
        clock.lap(.graph)

        // What classification takes from the files (placeholder modules, imports for other
        // platforms) is worked out beside classifying the modules, which runs on one core.
        let facts = parsed.facts
        async let fromFiles = (Self.onlyPlaceholderFiles(facts, resolver: resolver), resolver.importedForOtherPlatforms(facts))
        let (manifest, types, manifestDiagnostics) = await manifestStage
        clock.restart()
        let classified = Classifier(configuration: configuration).classify(discovery.modules)
        let (placeholders, otherPlatforms) = await fromFiles
        let modules = classified.modules.map { module -> Module in
            var module = module
            module.externalImports = linked.imports.externalImports[module.name] ?? []
            module.usesWithoutImport = (linked.usesWithoutImport[module.name] ?? []).sorted()
            module.onlyPlaceholderFiles = placeholders.contains(module.name)
            module.importedForOtherPlatforms = (otherPlatforms[module.name] ?? []).sorted()
            return module
        }
        let judged = linked.graph.judged
        let inferred = Evidence().apply(to: modules, graph: judged, manifest: manifest, types: types)
        let reconciled = Classifier(configuration: configuration).reconcile(inferred, graph: judged)
        clock.lap(.classify)

        var scope = configuration.scope
        scope.tests = scope.tests || options.includeTests
        scope.examples = scope.examples || options.includeExamples
        let checked = engine.run(
            modules: reconciled, graph: judged, scope: scope, manifest: manifest, types: types, today: options.today ?? .today())
        // Inline suppressions before the baseline: a suppressed violation is never baselined.
        let inline = suppress(checked.violations, facts: parsed.facts, modules: reconciled, scope: scope, owner: owner, engine: engine)
        let compared = compare(inline.reported, withBaseline: baseline, root: root)
        clock.lap(.rules)

        var counts = FileCounts()
        let external = Set(discovery.modules.filter(\.isExternal).map(\.name))
        for file in tree.sourceFiles where !external.contains(resolver.owner(of: file.path) ?? "") { counts.add(file.language) }
        var diagnostics = tree.diagnostics + discovery.diagnostics + linked.diagnostics + parsed.diagnostics
        diagnostics += classified.diagnostics + checked.diagnostics + inline.diagnostics + manifestDiagnostics
        diagnostics += Coverage.diagnostics(modules: reconciled, sourceFiles: counts.total, unowned: discovery.unownedFiles.map(\.path))
        if let problem = await cacheNotWritten { diagnostics.append(problem) }
        await linkMemoSaved
        var result = AnalysisResult(
            root: options.root, modules: reconciled, graph: linked.graph, manifest: manifest, violations: compared.reported,
            suppressed: checked.suppressed + inline.suppressed + compared.baselined, unownedFiles: discovery.unownedFiles.map(\.path), fileCounts: counts,
            diagnostics: diagnostics)
        result.examplesChecked = scope.examples
        result.baseline = compared.summary
        result.rules = (engine.descriptors + (baseline == nil ? [] : [Baseline.staleRuleDescriptor])).sorted()
        if options.keepsMemoryUntilExit {
            KeptUntilExit.keep((parsed, resolver, linked, manifest, types, classified, inferred, reconciled, checked, inline, discovery, factsCache))
        }
        let (madeInputs, recorded) = await runInputs
        return (result, madeInputs, recorded)
    }
}

/// Times stages the one way the pipeline does: each `lap` tells `onPhase` the wall time since
/// the previous lap (or `restart`); a stage run beside the others is timed by `time`.
struct StageClock {
    private let onPhase: (@Sendable (Analyzer.Phase, Duration) -> Void)?
    private let clock = ContinuousClock()
    private var start: ContinuousClock.Instant

    init(_ onPhase: (@Sendable (Analyzer.Phase, Duration) -> Void)?) {
        self.onPhase = onPhase
        start = clock.now
    }

    mutating func lap(_ phase: Analyzer.Phase) {
        let now = clock.now
        onPhase?(phase, now - start)
        start = now
    }

    /// Starts the next lap now (time spent waiting for a stage timed by `time` is not counted
    /// twice).
    mutating func restart() { start = clock.now }

    static func time<T: Sendable>(_ phase: Analyzer.Phase, _ onPhase: (@Sendable (Analyzer.Phase, Duration) -> Void)?, _ body: () -> T) -> T {
        var clock = StageClock(onPhase)
        let value = body()
        clock.lap(phase)
        return value
    }
}
