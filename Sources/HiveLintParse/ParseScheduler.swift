import Foundation
import HiveLintCache
import HiveLintCore
import HiveLintObjC
import HiveLintScan
import HiveLintSwift

/// The parse stage: turns source files into `FileFacts`, on several workers, with the facts
/// cache. The only parallel stage of the pipeline: each worker takes files from one shared
/// queue (`WorkQueue`, largest first) with its own front ends and returns values; results are
/// merged and sorted in one place, so the order of work never shows.
public enum ParseScheduler {
    /// Parses files on `workers` tasks (default: one per core). Each file is parsed once by its
    /// front end; Objective-C needs the project's declarations first (the prelude that makes
    /// libclang accept names other headers declare), so it goes in steps: Swift files, and
    /// every header's declarations read by the token pass (cheap, cached); then each header
    /// with a prelude of those; then each `.m`/`.mm` with a prelude of the headers'
    /// declarations as libclang read them. Each task owns its front ends; results are sorted
    /// by path, so the order of work never shows. With a `cache`, a file whose content and
    /// dependencies (the call vocabulary, the size limit, the prelude) are unchanged is not
    /// parsed again. libclang is loaded only when an Objective-C file must be parsed (a run
    /// served from the cache does not pay for it); failing to load it is the error thrown.
    /// With `capturesLibClangOutput`, what libclang prints on standard error meanwhile is kept
    /// out of the user's terminal (`LibClang.capturingOutput`); the diagnostics say what was
    /// in it. With a cache, `statuses` are the files' statuses taken before any was read (the
    /// run memo records them).
    ///
    /// `statuses`, when given, are the files' statuses `prepare` took (while the cache loaded);
    /// else they are taken here.
    public static func parse(
        _ files: [SourceFile], tree: ScannedTree, workers: Int?, vocabulary: CallVocabulary = CallVocabulary(), cache: FactsCache? = nil,
        statuses: [String: FileStatus]? = nil, budget: ParseBudget = ParseBudget(), capturesLibClangOutput: Bool = false,
        onProgress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
    ) async throws(HiveLintError) -> (facts: [FileFacts], diagnostics: [Diagnostic], statuses: [String: FileStatus]) {
        let headers = files.filter { $0.language == .objcHeader }
        // Headers are read twice (the token pass, then libclang): counted twice.
        let progress = onProgress.map { ParseProgress(total: files.count + headers.count, report: $0) }
        // What the facts depend on besides the file: the vocabulary, and the size limit (a file
        // read by the token pass under one limit is parsed in full under a larger one).
        let vocabularyHash = ContentHash.of([String(vocabulary.fingerprint), String(budget.maxFileSize)])
        let stats = cache == nil ? [:] : statuses ?? Self.stats(files, tree: tree)
        let objc = files.filter(\.language.isObjCFamily)
        // An Objective-C file its cache entry no longer matches will be parsed: libclang loads
        // meanwhile.
        if let cache, objc.contains(where: { file in stats[file.path].map { !cache.holds(file.path, .objc, stat: FactsCache.Stat($0)) } ?? true }) {
            LibClang.preload()
        }
        let swift = try await cachedParallel(
            files.filter { $0.language == .swift } + headers, tree: tree, workers: workers, prelude: { _ in .sdkOnly }, bodies: false,
            vocabulary: vocabulary, cache: cache, stats: stats, dependencyHash: vocabularyHash, budget: budget, progress: progress)
        guard !objc.isEmpty else { return (swift, [], stats) }
        let swiftFacts = swift.filter { $0.language == .swift }
        let swiftClasses = swiftFacts.flatMap(\.declarations).filter { $0.kind == .swiftType }.map(\.name)
        /// The prelude made of the declarations of the Swift files and of these headers' facts
        /// (for the files with these contents alone when given), its hash, and each header's own
        /// names (of these paths alone when given; made only when a header is parsed).
        func prelude(_ facts: [FileFacts]) -> (make: ([[UInt8]]?) -> ObjCPrelude, hash: UInt64, declaredIn: (Set<String>?) -> [String: Set<String>]) {
            let headers = facts.filter { $0.language == .objcHeader }
            // Both lists are sorted by path: merged in path order.
            var declarations: [DeclarationEvent] = []
            var nextSwift = 0, nextHeader = 0
            while nextSwift < swiftFacts.count || nextHeader < headers.count {
                let file: FileFacts
                if nextHeader == headers.count || (nextSwift < swiftFacts.count && swiftFacts[nextSwift].path < headers[nextHeader].path) {
                    file = swiftFacts[nextSwift]
                    nextSwift += 1
                } else {
                    file = headers[nextHeader]
                    nextHeader += 1
                }
                for declaration in file.declarations where (declaration.isPublic || declaration.kind == .macro) && declaration.kind != .swiftType {
                    declarations.append(declaration)
                }
            }
            return ({ contents in
                        contents.map { ObjCPrelude(declarations: declarations, swiftClasses: swiftClasses, onlyFor: $0) }
                            ?? ObjCPrelude(declarations: declarations, swiftClasses: swiftClasses)
                    },
                    ContentHash.of([String(ObjCPrelude.fingerprint(declarations: declarations, swiftClasses: swiftClasses)), String(vocabularyHash)]),
                    { paths in
                        Dictionary(uniqueKeysWithValues: headers.filter { paths?.contains($0.path) ?? true }.map { ($0.path, Set($0.declarations.map(\.name))) })
                    })
        }
        let ((headerFacts, implementations), printed) = try await LibClang.capturingOutput(capturesLibClangOutput) { () async throws(HiveLintError) in
            // Headers, with a prelude of what the token pass read of every header.
            let tokenRead = prelude(swift)
            let headerFacts = try await cachedParallel(
                headers, tree: tree, workers: workers, prelude: tokenRead.make, declaredIn: tokenRead.declaredIn, bodies: true,
                vocabulary: vocabulary, cache: cache, stats: stats, dependencyHash: tokenRead.hash, budget: budget, progress: progress)
            // Implementation files, with a prelude of what libclang read of the headers.
            let parsed = prelude(headerFacts)
            let implementations = try await cachedParallel(
                objc.filter { $0.language != .objcHeader }, tree: tree, workers: workers, prelude: parsed.make, declaredIn: parsed.declaredIn,
                bodies: true, vocabulary: vocabulary, cache: cache, stats: stats, dependencyHash: parsed.hash, budget: budget, progress: progress)
            return (headerFacts, implementations)
        }
        return ((swiftFacts + headerFacts + implementations).sorted { $0.path < $1.path }, LibClang.diagnostics(forOutput: printed), stats)
    }

    /// One file to parse, with what the cache needs to know about it, and its bytes when they
    /// were read before the parse (the prelude of a few files is made from them).
    struct Job: Sendable {
        var file: SourceFile
        var stage: FactsCache.Stage
        var stat: FactsCache.Stat?
        var bytes: [UInt8]? = nil
    }

    /// At most this many Objective-C files to parse (a run after an edit): their prelude is
    /// made for them alone (`ObjCPrelude(declarations:swiftClasses:onlyFor:)`), from their
    /// bytes read first, which the parse then uses (the prelude and the parse see one content).
    static let fewFiles = 64

    /// What a run with the parse cache at `cacheFile` can do before the cache has loaded (its
    /// decode is the longest wait of a run after an edit): take the statuses of `files` (for
    /// `parse(statuses:)`), and start loading libclang when an Objective-C file's status
    /// changed since the cache was written (its status-change time is not older than the cache
    /// file's modification time; no cache file: every file), so that the load overlaps the
    /// decode. The load is only started early: `parse` still loads libclang whenever it parses
    /// Objective-C, and an edit this test misses (a file whose times were set back) is parsed
    /// all the same.
    public static func prepare(_ files: [SourceFile], tree: ScannedTree, cacheFile: String) -> [String: FileStatus] {
        let statuses = stats(files, tree: tree)
        let written = FileStatus.of(cacheFile)?.modified ?? Int64.min
        if files.contains(where: { $0.language.isObjCFamily && (statuses[$0.path].map { $0.changed >= written } ?? false) }) {
            LibClang.preload()
        }
        return statuses
    }

    /// Each file's status (absent: unreadable), taken on every core: 12,000 `stat` calls at
    /// 10k files, for the cache's fast path, for knowing early whether libclang will be
    /// needed, and for the run memo's record of the files (taken before they are read).
    static func stats(_ files: [SourceFile], tree: ScannedTree) -> [String: FileStatus] {
        let parts = Chunks.map(count: files.count, maximum: Chunks.cores, minimumSize: 256) { range in
            files[range].compactMap { file in FileStatus.of(tree.absolute(file.path)).map { (file.path, $0) } }
        }
        var stats: [String: FileStatus] = [:]
        stats.reserveCapacity(files.count)
        for part in parts {
            for (path, stat) in part { stats[path] = stat }
        }
        return stats
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
        _ files: [SourceFile], tree: ScannedTree, workers: Int?, prelude makePrelude: ([[UInt8]]?) -> ObjCPrelude,
        declaredIn: (Set<String>?) -> [String: Set<String>] = { _ in [:] },
        bodies: Bool, vocabulary: CallVocabulary, cache: FactsCache?, stats: [String: FileStatus], dependencyHash: UInt64, budget: ParseBudget,
        progress: ParseProgress?
    ) async throws(HiveLintError) -> [FileFacts] {
        var results: [FileFacts] = []
        var jobs: [Job] = []
        for file in files {
            let stage: FactsCache.Stage = file.language == .swift ? .swift : bodies ? .objc : .headerDeclarations
            let stat = stats[file.path].map(FactsCache.Stat.init)
            if let cache, let stat, let facts = cache.facts(file.path, stage, stat: stat, dependencyHash: dependencyHash) {
                results.append(facts)
                continue
            }
            jobs.append(Job(file: file, stage: stage, stat: stat))
        }
        progress?.advance(by: results.count)
        let objc = jobs.contains { $0.file.language.isObjCFamily }
        if objc { try LibClang.load() }
        // Made only when something is parsed (indexing 10k declarations by name is wasted on
        // a run served from the cache), and for a few files, for them alone.
        let few = objc && jobs.count <= fewFiles
        if few {
            for index in jobs.indices { jobs[index].bytes = FileBytes.read(tree.absolute(jobs[index].file.path)) }
        }
        let prelude = jobs.isEmpty ? ObjCPrelude.sdkOnly : makePrelude(few ? jobs.compactMap(\.bytes) : nil)
        let declared = jobs.isEmpty ? [:] : declaredIn(few ? Set(jobs.map(\.file.path)) : nil)
        let parsed = await parallel(
            jobs, tree: tree, workers: workers, prelude: prelude, declaredIn: declared, bodies: bodies, vocabulary: vocabulary, cache: cache,
            dependencyHash: dependencyHash, budget: budget, progress: progress)
        // The parsers' working memory (swift-syntax trees, libclang units) is free now; given
        // back, the next stage starts from the facts alone.
        if !jobs.isEmpty { FreedMemory.giveBack() }
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
        vocabulary: CallVocabulary, cache: FactsCache?, dependencyHash: UInt64, budget: ParseBudget, progress: ParseProgress?
    ) async -> [Parsed] {
        guard !jobs.isEmpty else { return [] }
        let count = max(1, min(workers ?? Chunks.cores, jobs.count))
        let jobs = largestFirst(jobs, absoluteRoot: tree.absoluteRoot)
        let queue = WorkQueue(count: jobs.count)
        let absoluteRoot = tree.absoluteRoot
        return await withTaskGroup(of: [Parsed].self) { group in
            for _ in 0..<count {
                group.addTask {
                    // On a thread with a large stack: the parsers recurse per nesting level.
                    LargeStack.run {
                        parseJobs(
                            jobs, queue: queue, absoluteRoot: absoluteRoot, prelude: prelude, declaredIn: declaredIn, bodies: bodies,
                            vocabulary: vocabulary, cache: cache, dependencyHash: dependencyHash, budget: budget, progress: progress)
                    }
                }
            }
            var all: [Parsed] = []
            for await part in group { all += part }
            return all
        }
    }

    /// The jobs, largest file first: the queue then ends with small files, which keep every
    /// worker busy to the end, and the large ones (parsed one at a time) overlap small ones.
    static func largestFirst(_ jobs: [Job], absoluteRoot: String) -> [Job] {
        let sizes = jobs.map { job in job.stat.map { Int($0.size) } ?? FileBytes.size(absoluteRoot + "/" + job.file.path) ?? 0 }
        return jobs.indices.sorted { sizes[$0] != sizes[$1] ? sizes[$0] > sizes[$1] : $0 < $1 }.map { jobs[$0] }
    }

    /// One worker: takes jobs from `queue` until none are left.
    private static func parseJobs(
        _ jobs: [Job], queue: WorkQueue, absoluteRoot: String, prelude: ObjCPrelude, declaredIn: [String: Set<String>], bodies: Bool,
        vocabulary: CallVocabulary, cache: FactsCache?, dependencyHash: UInt64, budget: ParseBudget, progress: ParseProgress?
    ) -> [Parsed] {
        let swift = SwiftFrontEnd()
        var objc: ObjCFrontEnd?
        var results: [Parsed] = []
        while let (index, holdsLarge) = queue.take() {
            let job = jobs[index]
            var large = holdsLarge, setAside = false
            defer {
                if large { queue.endLarge() }
                if !setAside { progress?.advance(by: 1) }
            }
            let file = job.file
            let absolute = absoluteRoot + "/" + file.path
            guard let bytes = job.bytes ?? FileBytes.read(absolute) else {
                let facts = FileFacts(path: file.path, language: file.language, diagnostics: [
                    Diagnostic(severity: .warning, code: "unreadable-file", message: "cannot read \(file.path)"),
                ])
                // An unreadable file is never cached.
                results.append(Parsed(facts: facts, job: Job(file: file, stage: job.stage, stat: nil), contentHash: 0))
                continue
            }
            let hash = cache == nil ? 0 : Checksum.of(bytes)
            if let cache, let facts = cache.facts(file.path, job.stage, contentHash: hash, dependencyHash: dependencyHash) {
                results.append(Parsed(facts: facts, job: job, contentHash: hash))
                continue
            }
            // libclang's full parse of a large file: while no other one runs, else later.
            if !large, file.language.isObjCFamily, job.stage != .headerDeclarations, budget.allowsFullParse(ofBytes: bytes.count),
                budget.parsesAlone(ofBytes: bytes.count) {
                guard queue.beginLarge(orPutAside: index) else {
                    setAside = true
                    continue
                }
                large = true
            }
            var facts: FileFacts
            if !budget.allowsFullParse(ofBytes: bytes.count) {
                facts = tokenPass(file, bytes: bytes, bodies: bodies, vocabulary: vocabulary, budget: budget)
            } else if job.stage == .headerDeclarations {
                // A header's declarations for the prelude: the token pass, which reads what
                // libclang reads (checked on every fixture), and `#if` branches clang skips too.
                facts = ObjCTokenPass.facts(path: file.path, contents: bytes, language: file.language, bodies: false, vocabulary: vocabulary)
            } else {
                switch file.language {
                case .swift:
                    if let deep = ParseBudget.swiftTooDeep(bytes) {
                        facts = tokenPass(file, bytes: bytes, bodies: bodies, vocabulary: vocabulary, budget: budget, deep: deep)
                    } else {
                        facts = swift.facts(path: file.path, source: String(decoding: bytes, as: UTF8.self), vocabulary: vocabulary)
                    }
                case .objc, .objcpp, .objcHeader:
                    let frontEnd = objc ?? ObjCFrontEnd()
                    objc = frontEnd
                    // A large file's unit is built afresh and freed right after: its working set
                    // never sits beside the previous file's AST, nor stays after it.
                    if large { frontEnd.releaseUnits() }
                    facts = frontEnd.facts(
                        path: file.path, contents: bytes, language: file.language, prelude: prelude,
                        declared: declaredIn[file.path] ?? [], bodies: bodies, vocabulary: vocabulary)
                    if large {
                        frontEnd.releaseUnits()
                        FreedMemory.giveBack()
                    }
                }
            }
            // The headers' declaration read only feeds the prelude: its facts are not reported.
            if job.stage != .headerDeclarations { facts.suppressions = SuppressionComment.scan(bytes, path: file.path) }
            results.append(Parsed(facts: facts, job: job, contentHash: hash))
        }
        return results
    }
}

extension ParseScheduler {
    /// A file over the budget, read by its language's token pass, with the note that says so.
    /// `deep`: why a Swift file is nested deeper than swift-syntax can take
    /// (`ParseBudget.swiftTooDeep`); the note is then `deeply-nested-file`.
    static func tokenPass(
        _ file: SourceFile, bytes: [UInt8], bodies: Bool, vocabulary: CallVocabulary, budget: ParseBudget, deep: String? = nil
    ) -> FileFacts {
        var facts: FileFacts
        let unseen: String
        switch file.language {
        case .swift:
            facts = SwiftTokenPass.facts(path: file.path, contents: bytes)
            unseen = "its imports and top-level declarations are read, not its uses of other modules' symbols or framework calls"
        case .objc, .objcpp, .objcHeader:
            facts = ObjCTokenPass.facts(path: file.path, contents: bytes, language: file.language, bodies: bodies, vocabulary: vocabulary)
            unseen = "its imports, declarations and framework calls are read, not its uses of other modules' symbols"
        }
        if let deep {
            facts.diagnostics.append(Diagnostic(
                severity: .info, code: SwiftParseHazard.deeplyNested,
                message: "\(file.path) \(deep): \(unseen)",
                location: SourceLocation(file: file.path, line: 1, column: 1)))
            return facts
        }
        facts.diagnostics.append(Diagnostic(
            severity: .info, code: ParseBudget.largeFile,
            message: "\(file.path) is \(ParseBudget.shown(bytes.count)), over the \(ParseBudget.shown(budget.maxFileSize)) limit for a full parse: \(unseen) (--max-file-size raises the limit)",
            location: SourceLocation(file: file.path, line: 1, column: 1)))
        return facts
    }
}

/// How many files the parse has done, told to a callback (the command line's progress line)
/// from any worker.
final class ParseProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private let total: Int
    private let report: @Sendable (Int, Int) -> Void

    init(total: Int, report: @escaping @Sendable (Int, Int) -> Void) {
        self.total = total
        self.report = report
    }

    func advance(by count: Int) {
        guard count > 0 else { return }
        lock.lock()
        done += count
        let now = done
        lock.unlock()
        report(now, total)
    }
}
