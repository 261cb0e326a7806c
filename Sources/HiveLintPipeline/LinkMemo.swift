import HiveLintCache
import HiveLintCore
import HiveLintGraph

/// The link memo (`links.bin` beside the parse cache): each file's resolved imports and uses
/// from the last run, so that a run after source edits resolves again only the files whose
/// results may have changed (resolving every import and use of a 10,000-file tree is 0.3–0.4 s
/// of such a run).
///
/// A file's resolution reads its own facts (its imports and uses, with their places) and the
/// whole tree's modules, declarations and imports (what a name means, what each module sees).
/// So the memo is kept under the hash of the discovery result, with the list of parsed files
/// and each file's **environment** hash: its path, language, imports and declarations
/// *without their lines and columns*. It is used when the discovery and the files are the
/// same and no file's environment changed (an unchanged file's is its record's, without a
/// look at its facts): an edit that changes what a file declares or imports resolves every
/// file again; an edit inside a body (the commonest kind) does not. Then a file's record is
/// reused when its own facts are those it was resolved from (its `fingerprint`, places
/// included) and no file whose declarations' places its evidence cites (`declared at
/// Shop/Cart.h:12:1`) has moved a declaration (its `places` hash: the lines and columns of
/// its declarations): a declaration an edit moved is cited at its new line by the files
/// resolved again, and an edit that moved none (a body edit below the last declaration, a
/// comment) resolves the edited file alone, however many files cite it.
///
/// Results with and without the memo are byte-identical (tested); a missing, foreign or
/// damaged memo is no memo.
struct LinkMemo: Sendable {
    struct Record: Sendable {
        var path: String
        var fingerprint: UInt64
        var environment: UInt64
        var places: UInt64
        var imports: ImportResolver.FileImports
        var symbols: SymbolResolver.FileSymbols
    }

    let store: KeyedMemo
    let key: UInt64
    /// Each parsed file's fingerprint (`FactsCache.fingerprint`: equal fingerprints, equal
    /// facts), in the facts' order; 0 for none.
    let fingerprints: [UInt64]
    /// Each parsed file's environment hash (`environment(_:)`), in the facts' order.
    let environments: [UInt64]
    /// Each parsed file's `places(_:)` hash, in the facts' order.
    let places: [UInt64]
    /// The last run's records, in the facts' order, when they were made for these files in the
    /// same environment; `nil` otherwise.
    let previous: [Record]?
    /// The files whose facts are not those of their record.
    let changed: Set<String>
    /// The changed files whose declarations are not where their record's were.
    let moved: Set<String>

    /// The memo at `file` for these facts (with their fingerprints), made from a discovery
    /// result whose stored form hashes to `discovery`, with the records it holds for it
    /// (`records(_:discovery:)`).
    init(file: String, discovery: UInt64, loaded: [Record]?, facts: [FileFacts], fingerprints: [UInt64]) {
        store = KeyedMemo.links(file: file)
        key = discovery
        self.fingerprints = fingerprints
        guard let loaded, loaded.count == facts.count, zip(loaded, facts).allSatisfy({ $0.path == $1.path }) else {
            let hashes = Chunks.map(count: facts.count, maximum: Chunks.cores, minimumSize: 1_000) { range in
                range.map { (Self.environment(facts[$0]), Self.places(facts[$0])) }
            }.flatMap { $0 }
            environments = hashes.map(\.0)
            places = hashes.map(\.1)
            previous = nil
            changed = []
            moved = []
            return
        }
        // An unchanged file's environment is its record's; a changed file's is worked out.
        var environments: [UInt64] = [], places: [UInt64] = []
        environments.reserveCapacity(facts.count)
        places.reserveCapacity(facts.count)
        var changed: Set<String> = [], moved: Set<String> = []
        var sameEnvironment = true
        for (index, record) in loaded.enumerated() {
            if fingerprints[index] != 0, record.fingerprint == fingerprints[index] {
                environments.append(record.environment)
                places.append(record.places)
            } else {
                changed.insert(record.path)
                environments.append(Self.environment(facts[index]))
                places.append(Self.places(facts[index]))
                if environments[index] != record.environment { sameEnvironment = false }
                if places[index] != record.places { moved.insert(record.path) }
            }
        }
        self.environments = environments
        self.places = places
        self.changed = changed
        self.moved = moved
        previous = sameEnvironment ? loaded : nil
    }

    /// The last run's resolution of the imports of the file at `index`, if still true.
    func imports(_ index: Int) -> ImportResolver.FileImports? {
        guard let previous, unchanged(index, previous), previous[index].imports.cites.isDisjoint(with: moved) else { return nil }
        return previous[index].imports
    }

    /// The last run's resolution of the uses of the file at `index`, if still true.
    func symbols(_ index: Int) -> SymbolResolver.FileSymbols? {
        guard let previous, unchanged(index, previous), previous[index].symbols.cites.isDisjoint(with: moved) else { return nil }
        return previous[index].symbols
    }

    /// Whether the file at `index` has the facts of its record. (The records' parts are read
    /// in place: copying each whole record, twice per file, was 5 ms of the link at 10k files.)
    private func unchanged(_ index: Int, _ previous: [Record]) -> Bool {
        fingerprints[index] != 0 && previous[index].fingerprint == fingerprints[index]
    }

    /// Saves this run's records, unless the memo read is still of use: made in this
    /// environment, with few files changed since (at most `staleAllowance`). Those files are
    /// resolved again by the next run too, which costs less than writing the memo (50 ms at
    /// 10k files): a pre-commit hook's runs over the same few edited files do not write it.
    func save(paths: [String], imports: [ImportResolver.FileImports], symbols: [SymbolResolver.FileSymbols]) {
        if let previous, changed.count <= Self.staleAllowance(files: previous.count) { return }
        var records: [Record] = []
        records.reserveCapacity(paths.count)
        for index in paths.indices {
            records.append(Record(
                path: paths[index], fingerprint: fingerprints[index], environment: environments[index], places: places[index],
                imports: imports[index], symbols: symbols[index]))
        }
        store.save(key: key, payload: LinkMemoCodec.encode(records))
    }

    /// How many files may have changed since the memo was written before it is written again:
    /// 32, or 1 % of the files on a larger tree.
    static func staleAllowance(files: Int) -> Int { max(32, files / 100) }

    /// A hash of what other files' resolution reads of a file: its path and language, its
    /// imports and declarations, their places without lines and columns.
    static func environment(_ facts: FileFacts) -> UInt64 {
        var hash = FNV1a()
        hash.add(field: facts.path)
        hash.add(field: facts.language.rawValue)
        // Events lie in their own file; one elsewhere (none should) is hashed with its file.
        func place(_ location: SourceLocation) {
            if location.file == facts.path {
                hash.add(0)
            } else {
                hash.add(1)
                hash.add(field: location.file)
            }
        }
        func optional(_ text: String?) {
            if let text {
                hash.add(1)
                hash.add(field: text)
            } else {
                hash.add(0)
            }
        }
        hash.add(word: UInt64(facts.imports.count))
        for event in facts.imports {
            hash.add(field: event.form.rawValue)
            hash.add(field: event.target)
            hash.add(field: event.text)
            optional(event.condition)
            place(event.location)
        }
        hash.add(word: UInt64(facts.declarations.count))
        for declaration in facts.declarations {
            hash.add(field: declaration.kind.rawValue)
            hash.add(field: declaration.name)
            hash.add(declaration.isPublic ? 1 : 0)
            optional(declaration.detail)
            place(declaration.location)
        }
        return hash.value
    }
}

extension LinkMemo {
    /// A hash of where a file's declarations are: their lines and columns, in order (what
    /// they are is its environment's).
    static func places(_ facts: FileFacts) -> UInt64 {
        var hash = FNV1a()
        hash.add(word: UInt64(facts.declarations.count))
        for declaration in facts.declarations {
            hash.add(word: UInt64(bitPattern: Int64(declaration.location.line)))
            hash.add(word: UInt64(bitPattern: Int64(declaration.location.column)))
        }
        return hash.value
    }

    /// The records the memo at `file` holds for a discovery result hashing to `discovery`, read
    /// and decoded on their own: a run whose discovery memo held knows that hash before the
    /// parse, and reads them meanwhile (20–30 ms at 10k files, no longer between the parse and
    /// the graph).
    static func records(_ file: String?, discovery: UInt64?) -> [Record]? {
        guard let file, let discovery else { return nil }
        return KeyedMemo.links(file: file).payload(key: discovery).flatMap { try? LinkMemoCodec.decode($0) }
    }

    /// The memo at `file` with its `records` for `discovery`, for facts the parse cache `cache`
    /// holds; `nil` without a file, a discovery hash or a cache.
    static func open(_ file: String?, discovery: UInt64?, records: [Record]?, facts: [FileFacts], cache: FactsCache?) -> LinkMemo? {
        guard let file, let discovery, let cache else { return nil }
        // Two lookups per file, 10 ms at 10k files on one core: on every core (the cache is
        // only read meanwhile).
        let fingerprints = Chunks.map(count: facts.count, maximum: Chunks.cores, minimumSize: 1_000) { range in
            range.map { cache.fingerprint(facts[$0].path, facts[$0].language == .swift ? .swift : .objc) ?? 0 }
        }.flatMap { $0 }
        return LinkMemo(file: file, discovery: discovery, loaded: records, facts: facts, fingerprints: fingerprints)
    }
}
