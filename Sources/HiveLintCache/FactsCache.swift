import Foundation
import HiveLintCore

/// The persistent cache of per-file parse results (`.hive-lint/cache/facts.bin` under the
/// scanned root by default). One file, written whole: a header (magic, format version, and the
/// tool's version and build), then one entry per (file, stage), prefixed with a checksum and its
/// length: stage, size, modification time, content hash, the hash of what else the parse
/// depended on (the call vocabulary, the Objective-C prelude), and the facts (path included) in
/// `FactsCodec`'s binary form.
///
/// - A file whose size and modification time match its entry is not read again: its content
///   hash is taken from the entry (the fast path). Otherwise it is read and hashed, and the
///   entry is used only when the hash matches.
/// - A cache that is missing, truncated, corrupt or of another version is ignored (with a
///   warning for the last three) and rebuilt; never a crash, never a wrong result.
/// - Written only when something changed, to a temporary file renamed over the old one, so
///   two runs at once never leave a torn file (the last rename wins).
public final class FactsCache: @unchecked Sendable {
    /// Which parse an entry holds.
    public enum Stage: UInt8, Sendable {
        /// A Swift file.
        case swift = 1
        /// An Objective-C header's declarations (first pass).
        case headerDeclarations = 2
        /// An Objective-C file with the project prelude (second pass).
        case objc = 3
    }

    /// A file's identity on disk.
    public struct Stat: Sendable, Hashable {
        public var size: UInt64
        public var modified: Int64

        public init(size: UInt64, modified: Int64) {
            self.size = size
            self.modified = modified
        }

        public init(_ status: FileStatus) {
            self.init(size: status.size, modified: status.modified)
        }
    }

    struct Entry {
        var stat: Stat
        var contentHash: UInt64
        var dependencyHash: UInt64
        var facts: FileFacts
        /// Where the entry's encoded facts lie in the loaded cache file, for facts read from
        /// it: saving copies those bytes instead of encoding the facts again (also when only
        /// the file's time moved, as after a checkout).
        var encodedFacts: Range<Int>? = nil
        /// The whole record as loaded, with its checksum, for an entry read from the cache file
        /// and not replaced since: saving copies it as it was, checksum included.
        var loadedRecord: (checksum: UInt64, bytes: Range<Int>)? = nil
    }

    static let magic: [UInt8] = Array("HIVELINTCACHE".utf8)
    /// hive-lint's version and its executable's size and modification time: any rebuild
    /// of the tool (a new front end, a new recognizer) invalidates the cache.
    public static let toolIdentity: String = {
        let executable = Bundle.main.executablePath ?? CommandLine.arguments.first ?? ""
        let identity = stat(executable).map { "\($0.size)-\($0.modified)" } ?? "unknown"
        return "\(HiveLintVersion.current) \(identity)"
    }()
    /// The layout of the cache file itself; `FactsCodec.formatVersion` covers the facts.
    /// 2: each entry is prefixed with its length, so entries are found without decoding and
    /// decoded on several threads. 3: and with a checksum of its bytes, so that damage that
    /// would still decode (a flipped bit in a name) is never taken for facts. 4: `Checksum`s
    /// (checksums and content hashes), not FNV-1a.
    static let storeVersion: UInt64 = 4

    /// An entry's key: the stage and the file's path.
    struct Key: Hashable, Comparable {
        var stage: Stage
        var path: String

        static func < (lhs: Key, rhs: Key) -> Bool { (lhs.stage.rawValue, lhs.path) < (rhs.stage.rawValue, rhs.path) }
    }

    public let file: String
    /// The cache file as loaded (the records of unchanged entries are written from it).
    private var loaded: [UInt8] = []
    private var entries: [Key: Entry] = [:]
    private var used: Set<Key> = []
    private var changed = false
    /// A problem met reading the cache (reported as a warning by the caller).
    public private(set) var problem: String?
    /// The cache was written by another version or build of hive-lint (reported as a note:
    /// every upgrade meets it).
    public private(set) var otherVersion = false

    /// Loads the cache file at `file` (absent: an empty cache).
    public init(file: String) {
        self.file = file
        guard let bytes = FileBytes.read(file) else { return }
        do {
            loaded = bytes
            entries = try Self.decode(loaded)
        } catch {
            loaded = []
            otherVersion = error == Self.otherVersionError
            problem = otherVersion
                ? "the parse cache \(file) was written by another version or build of hive-lint; it is rebuilt"
                : "the parse cache \(file) is unreadable (\(error.message)); it is rebuilt"
            entries = [:]
            changed = true
        }
    }

    private static func key(_ path: String, _ stage: Stage) -> Key { Key(stage: stage, path: path) }

    /// The size and modification time of an absolute path, or `nil` when it cannot be read.
    public static func stat(_ absolutePath: String) -> Stat? {
        FileStatus.of(absolutePath).map(Stat.init)
    }

    /// The cached facts for a file whose size and modification time are those of its entry
    /// (the fast path: the file is not read), parsed with these dependencies; the entry is kept.
    public func facts(_ path: String, _ stage: Stage, stat: Stat, dependencyHash: UInt64) -> FileFacts? {
        let key = Self.key(path, stage)
        guard let entry = entries[key], entry.stat == stat, entry.dependencyHash == dependencyHash else { return nil }
        used.insert(key)
        return entry.facts
    }

    /// Whether the entry for a file has this size and modification time (whatever it was
    /// parsed with). Only reads.
    public func holds(_ path: String, _ stage: Stage, stat: Stat) -> Bool {
        entries[Self.key(path, stage)]?.stat == stat
    }

    /// The cached facts for a file with this content and dependencies, if any. Only reads:
    /// safe from parse workers while nothing is stored.
    public func facts(_ path: String, _ stage: Stage, contentHash: UInt64, dependencyHash: UInt64) -> FileFacts? {
        guard let entry = entries[Self.key(path, stage)], entry.contentHash == contentHash, entry.dependencyHash == dependencyHash else { return nil }
        return entry.facts
    }

    /// A stable hash of what the facts of `path` this run used or stored were made from (the
    /// stage, the file's content, what else the parse depended on): equal hashes, equal facts.
    /// `nil` when the run has no entry for it. Only reads: not while the cache is saved.
    public func fingerprint(_ path: String, _ stage: Stage) -> UInt64? {
        let key = Self.key(path, stage)
        guard used.contains(key), let entry = entries[key] else { return nil }
        var hash = FNV1a()
        hash.add(stage.rawValue)
        hash.add(word: entry.contentHash)
        hash.add(word: entry.dependencyHash)
        return hash.value
    }

    /// Records a fresh parse, or facts found by content for a file whose time moved.
    public func store(_ facts: FileFacts, _ stage: Stage, stat: Stat, contentHash: UInt64, dependencyHash: UInt64) {
        let key = Self.key(facts.path, stage)
        // Found by content: the facts are the entry's own, and so are their bytes.
        let encoded = entries[key].flatMap { $0.contentHash == contentHash && $0.dependencyHash == dependencyHash ? $0.encodedFacts : nil }
        entries[key] = Entry(stat: stat, contentHash: contentHash, dependencyHash: dependencyHash, facts: facts, encodedFacts: encoded)
        used.insert(key)
        changed = true
    }

    /// Writes the cache when something changed: the entries used by this run (files gone or
    /// no longer parsed are dropped). Failing to write is not an error of the run; the reason
    /// is returned for a warning.
    public func save() -> String? {
        if entries.count != used.count { changed = true }
        guard changed else { return nil }
        // Written as it is encoded: the file (10 MB at 10k files) is never whole in memory
        // beside the facts.
        let problem = AtomicFile.replace(file, what: "the parse cache") { write in Self.encode(entries, keys: used, loaded: loaded, to: write) }
        if let problem { return problem }
        changed = false
        return nil
    }

    /// The cache file for the entries of `keys` (all when `nil`), handed to `write` in pieces of
    /// about a megabyte; the facts of an entry read from `loaded` are copied from it as they
    /// were (a 5-file change at 10k does not re-encode 12,000 records), and the whole record of
    /// an entry unchanged since it was loaded, checksum included. The keys are sorted,
    /// not the entries (sorting 12,000 entries moved each several times: 15 ms).
    static func encode(_ entries: [Key: Entry], keys: Set<Key>? = nil, loaded: [UInt8] = [], to write: (ArraySlice<UInt8>) -> Void) {
        let pieceSize = 1 << 20
        var writer = ByteWriter()
        writer.bytes.reserveCapacity(pieceSize + 4096)
        writer.bytes += magic
        writer.uint(storeVersion)
        writer.uint(UInt64(FactsCodec.formatVersion))
        writer.string(toolIdentity)
        let sorted = (keys.map { $0.filter { entries.index(forKey: $0) != nil } } ?? Set(entries.keys)).sorted()
        writer.uint(UInt64(sorted.count))
        for key in sorted {
            guard let entry = entries[key] else { continue }
            if let (checksum, bytes) = entry.loadedRecord, bytes.upperBound <= loaded.count {
                writer.uint(checksum)
                writer.uint(UInt64(bytes.count))
                writer.bytes += loaded[bytes]
            } else {
                append(entry, key: key, loaded: loaded, to: &writer)
            }
            if writer.bytes.count >= pieceSize {
                write(writer.bytes[...])
                writer.bytes.removeAll(keepingCapacity: true)
            }
        }
        write(writer.bytes[...])
    }

    /// Appends an entry's record, prefixed with its checksum and length, to `writer`.
    private static func append(_ entry: Entry, key: Key, loaded: [UInt8], to writer: inout ByteWriter) {
        var record = ByteWriter()
        record.uint(UInt64(key.stage.rawValue))
        record.uint(entry.stat.size)
        record.uint(UInt64(bitPattern: entry.stat.modified))
        record.uint(entry.contentHash)
        record.uint(entry.dependencyHash)
        if let encoded = entry.encodedFacts, encoded.upperBound <= loaded.count {
            record.bytes += loaded[encoded]
        } else {
            FactsCodec.encode(entry.facts, into: &record.bytes)
        }
        writer.uint(Checksum.of(record.bytes[...]))
        writer.uint(UInt64(record.bytes.count))
        writer.bytes += record.bytes
    }

    static let otherVersionError = FactsCodecError(message: "written by another version of hive-lint")

    static func decode(_ bytes: [UInt8]) throws(FactsCodecError) -> [Key: Entry] {
        guard bytes.count >= magic.count, Array(bytes[0..<magic.count]) == magic else {
            throw FactsCodecError(message: "not a hive-lint cache")
        }
        var reader = ByteReader(bytes, offset: magic.count)
        guard try reader.uint() == storeVersion, try reader.uint() == UInt64(FactsCodec.formatVersion),
              try reader.string() == toolIdentity else {
            throw otherVersionError
        }
        let count = try reader.count()
        // Find the entries by their lengths, then decode them on up to four threads.
        var records: [(checksum: UInt64, bytes: Range<Int>)] = []
        records.reserveCapacity(count)
        for _ in 0..<count { records.append((try reader.uint(), try reader.lengthPrefixed())) }
        guard reader.isAtEnd else { throw FactsCodecError(message: "trailing bytes") }
        let found = records
        let parts = Chunks.map(count: found.count, maximum: min(4, Chunks.cores), minimumSize: 500) { range in
            Result { () throws(FactsCodecError) -> [(Key, Entry)] in try decodeEntries(found[range], in: bytes) }
        }
        var entries: [Key: Entry] = [:]
        entries.reserveCapacity(found.count)
        for part in parts {
            // The first problem in file order, so the message never depends on timing; a
            // later entry for the same file wins, as when read one by one.
            for (key, entry) in try part.get() { entries[key] = entry }
        }
        return entries
    }

    /// The entries whose records (after their lengths) lie at `records`.
    private static func decodeEntries(
        _ records: ArraySlice<(checksum: UInt64, bytes: Range<Int>)>, in bytes: [UInt8]
    ) throws(FactsCodecError) -> [(Key, Entry)] {
        var entries: [(Key, Entry)] = []
        entries.reserveCapacity(records.count)
        for (checksum, record) in records {
            guard Checksum.of(bytes[record]) == checksum else { throw FactsCodecError(message: "an entry does not match its checksum") }
            var reader = ByteReader(bytes, offset: record.lowerBound)
            guard let stage = Stage(rawValue: UInt8(truncatingIfNeeded: try reader.uint())) else {
                throw FactsCodecError(message: "bad stage")
            }
            let stat = Stat(size: try reader.uint(), modified: Int64(bitPattern: try reader.uint()))
            let contentHash = try reader.uint()
            let dependencyHash = try reader.uint()
            let start = reader.offset
            // The references are read when asked for: a run after an edit resolves again the
            // uses of the files that changed, not of the rest (the link memo has them).
            let facts = try FactsCodec.decodeDeferringReferences(bytes, record: start..<record.upperBound)
            entries.append((key(facts.path, stage), Entry(
                stat: stat, contentHash: contentHash, dependencyHash: dependencyHash, facts: facts, encodedFacts: start..<record.upperBound,
                loadedRecord: (checksum, record))))
        }
        return entries
    }
}
