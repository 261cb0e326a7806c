#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HiveLintCore

/// The run memo (`runs.bin` beside the parse cache): the last reports hive-lint printed for a
/// tree, each under the invocation that asked for it (arguments, working directory, changed
/// files), kept with a snapshot of everything those runs read. When every input is as it was,
/// the report is printed again without walking, reading or analysing anything: a run on an
/// unchanged tree costs a few milliseconds of `stat` calls.
///
/// The snapshot holds, for each input:
/// - **a file** (source, manifest, property list, rules file, an XcodeGen include): the
///   fingerprint of its `lstat` (type, size, modification and status-change times, inode,
///   device), or that it was absent;
/// - **a folder the walk listed**: its fingerprint and the hash of its entries' names and
///   kinds. A folder whose fingerprint changed (a file saved by rename) is listed again and
///   still matches when its entries are the same;
/// - **a symbolic link**: where it led.
///
/// Racy edits (git's "racily clean" problem): a file changed within `racyWindow` before the
/// run started, or while it ran, could change again without its times moving, so such a run
/// is not memoized; such a folder is always listed again when checked.
///
/// The memo is an optimisation only: a missing, unreadable or foreign memo is an empty one
/// (silently, it is rebuilt by the next run), and failing to write it is not an error.
public struct RunMemo: Sendable {
    /// What a run printed, and how it exited.
    public struct Output: Sendable, Equatable {
        public var text: String
        public var exitCode: Int32

        public init(text: String, exitCode: Int32) {
            self.text = text
            self.exitCode = exitCode
        }
    }

    /// One input and what it was.
    struct Entry: Equatable {
        enum State: Equatable {
            /// A file (or anything but a listed folder or a link): its fingerprint, `nil` when absent.
            case file(UInt64?)
            /// A folder the walk listed; `mustList` when it changed too recently for its
            /// fingerprint to vouch for its entries.
            case folder(fingerprint: UInt64, listing: UInt64, mustList: Bool)
            /// A symbolic link and where it led (`nil`: nowhere).
            case link(String?)

            var kind: UInt8 {
                switch self {
                case .file: 0
                case .folder: 1
                case .link: 2
                }
            }
        }

        var path: String
        var state: State

        /// The order entries are kept in: by path, then kind.
        static func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
            lhs.path != rhs.path ? lhs.path < rhs.path : lhs.state.kind < rhs.state.kind
        }

        /// Whether the input is still as recorded.
        var holds: Bool {
            switch state {
            case .file(let fingerprint):
                return DiskIdentity.of(path)?.fingerprint == fingerprint
            case .folder(let fingerprint, let listing, let mustList):
                if !mustList, DiskIdentity.of(path)?.fingerprint == fingerprint { return true }
                return FolderListing.entries(path).map(FolderListing.hash) == listing
            case .link(let target):
                return RunInputs.Link.target(of: path) == target
            }
        }
    }

    struct Snapshot: Equatable {
        var root: String = ""
        /// Sorted by `Entry.precedes`.
        var entries: [Entry] = []
    }

    /// A memoized report; its text stays in the loaded file until asked for (a JSON report of
    /// a 10,000-file tree is 8 MB, and a run needs at most one).
    struct Stored {
        enum Text {
            case loaded(Range<Int>)
            case made(String)
        }

        var key: String
        var exitCode: Int32
        var text: Text

        var size: Int {
            switch text {
            case .loaded(let range): range.count
            case .made(let text): text.utf8.count
            }
        }
    }

    public let file: String
    var snapshot = Snapshot()
    /// Newest first.
    var outputs: [Stored] = []
    /// The memo file as loaded.
    private var loaded: [UInt8] = []
    /// Whether the snapshot still holds, once checked.
    private var current: Bool?

    /// How many invocations' reports are kept, and how many bytes of them (the newest is
    /// kept whatever its size).
    static let capacity = 16
    static let textCapacity = 32 << 20
    static let magic: [UInt8] = Array("HIVELINTRUNS".utf8)
    /// 2: a checksum of everything after the header. 3: `Checksum`, not FNV-1a.
    static let storeVersion: UInt64 = 3
    /// Two seconds: coarse enough for file systems with one- or two-second times.
    public static let defaultRacyWindow: Int64 = 2_000_000_000

    /// Loads the memo at `file` (absent or unusable: an empty memo).
    public init(file: String) {
        self.file = file
        guard let bytes = FileBytes.read(file), let decoded = try? Self.decode(bytes) else { return }
        (snapshot, outputs) = decoded
        loaded = bytes
    }

    /// The report memoized for `key`, when the tree at `root` (as given) is still the one
    /// snapshotted and every input is unchanged.
    public mutating func output(for key: String, root: String) -> Output? {
        guard let found = outputs.first(where: { $0.key == key }) else { return nil }
        guard isCurrent(root: root) else { return nil }
        switch found.text {
        case .loaded(let range): return Output(text: String(decoding: loaded[range], as: UTF8.self), exitCode: found.exitCode)
        case .made(let text): return Output(text: text, exitCode: found.exitCode)
        }
    }

    private mutating func isCurrent(root: String) -> Bool {
        if let current { return current }
        let holds = !snapshot.root.isEmpty && RunInputs.Link.target(of: root) == snapshot.root && Self.holds(snapshot)
        current = holds
        return holds
    }

    /// Whether every input in `snapshot` is as recorded (checked on every core: 13,000
    /// `lstat` calls at 10k files; after an edit, the check stops soon after the first input
    /// that changed).
    static func holds(_ snapshot: Snapshot) -> Bool {
        let entries = snapshot.entries
        return Chunks.allSatisfy(count: entries.count, maximum: 8, minimumSize: 512) { entries[$0].holds }
    }

    /// What an input is now, as the snapshot records it; `nil` when it must not be trusted:
    /// changed since `settled` (a folder is then listed again whenever checked), or a link or
    /// folder no longer as the run found it.
    private static func record(_ input: Input, settled: Int64) -> Entry? {
        switch input {
        case .read(let path, let status):
            let identity = status.map(DiskIdentity.init) ?? DiskIdentity.of(path)
            if let identity, identity.changed >= settled { return nil }
            return Entry(path: path, state: .file(identity?.fingerprint))
        case .written(let path):
            return Entry(path: path, state: .file(DiskIdentity.of(path)?.fingerprint))
        case .folder(let folder):
            guard let identity = DiskIdentity.of(folder.path) else { return nil }
            return Entry(
                path: folder.path, state: .folder(fingerprint: identity.fingerprint, listing: folder.listing, mustList: identity.changed >= settled))
        case .link(let link):
            guard RunInputs.Link.target(of: link.path) == link.target else { return nil }
            return Entry(path: link.path, state: .link(link.target))
        }
    }

    private enum Input {
        /// A file read, with its status when the run took it before reading the file.
        case read(String, FileStatus?), written(String), folder(RunInputs.Folder), link(RunInputs.Link)
    }

    /// `new` and `old` (both sorted) as one sorted list; where both have an input, `new`'s
    /// record wins (a folder stays `mustList` if either says so).
    static func merged(_ new: [Entry], _ old: [Entry]) -> [Entry] {
        var result: [Entry] = []
        result.reserveCapacity(new.count + old.count)
        var i = 0, j = 0
        while i < new.count || j < old.count {
            if j == old.count || (i < new.count && Entry.precedes(new[i], old[j])) {
                result.append(new[i])
                i += 1
            } else if i == new.count || Entry.precedes(old[j], new[i]) {
                result.append(old[j])
                j += 1
            } else {
                var entry = new[i]
                if case .folder(let fingerprint, let listing, let mustList) = entry.state, case .folder(_, _, true) = old[j].state, !mustList {
                    entry.state = .folder(fingerprint: fingerprint, listing: listing, mustList: true)
                }
                result.append(entry)
                i += 1
                j += 1
            }
        }
        return result
    }

    /// What the memo records of a run's inputs (`record(_:startedAt:racyWindow:)`), taken
    /// before its report is made.
    public struct Recorded: Sendable {
        let root: String
        /// Sorted by `Entry.precedes`, one per input; `nil` when an input must not be trusted.
        let entries: [Entry]?
        let settled: Int64
    }

    /// Records `inputs`, what a run read: each with the status the run found it in before
    /// reading it where it has one (a file changed since no longer matches its record), else
    /// as it is now. `nil` entries when an input changed within `racyWindow` of `startedAt`
    /// (nanoseconds since 1970) or after it: nothing is memoized. Worked out while the run's
    /// last stages run (13,000 inputs at 10k files), then saved with the report.
    public static func record(_ inputs: RunInputs, startedAt: Int64, racyWindow: Int64 = RunMemo.defaultRacyWindow) -> Recorded {
        let settled = startedAt - racyWindow
        let read = inputs.paths.indices.map { Input.read(inputs.paths[$0], $0 < inputs.statuses.count ? inputs.statuses[$0] : nil) }
        let all: [Input] = inputs.links.map(Input.link) + read + inputs.folders.map(Input.folder)
        // A chunk that meets an input it must not trust gives `nil`.
        let parts = Chunks.map(count: all.count, maximum: 8, minimumSize: 512) { range -> [Entry]? in
            var entries: [Entry] = []
            for input in all[range] {
                guard let entry = Self.record(input, settled: settled) else { return nil }
                entries.append(entry)
            }
            return entries
        }
        var entries: [Entry] = []
        for part in parts {
            guard let part else { return Recorded(root: inputs.root, entries: nil, settled: settled) }
            entries += part
        }
        entries.sort(by: Entry.precedes)
        // One record per input.
        var unique: [Entry] = []
        unique.reserveCapacity(entries.count)
        for entry in entries where unique.last.map({ Entry.precedes($0, entry) }) ?? true { unique.append(entry) }
        return Recorded(root: inputs.root, entries: unique, settled: settled)
    }

    /// Memoizes `output` for `key` with the run's `recorded` inputs and writes the memo;
    /// `ownFiles`, what the run wrote itself (the parse cache), are recorded as they are now.
    /// Reports of other invocations are kept when the memo was still current at the start of
    /// this run. Returns whether the memo was written.
    @discardableResult
    public mutating func save(_ output: Output, for key: String, recorded: Recorded, ownFiles: [String] = []) -> Bool {
        guard let recordedEntries = recorded.entries else { return false }
        // What the run wrote itself, as it is now (a path both read and written keeps this).
        let written = ownFiles.compactMap { Self.record(.written($0), settled: recorded.settled) }.sorted(by: Entry.precedes)
        var fresh = Snapshot(root: recorded.root, entries: Self.merged(written, recordedEntries))
        if current == nil { current = !snapshot.root.isEmpty && Self.holds(snapshot) }
        if current == true, snapshot.root == fresh.root {
            // Still current when this run started: the other reports stand; their inputs
            // join this run's (whose records are newer where both have an input).
            fresh.entries = Self.merged(fresh.entries, snapshot.entries)
            outputs.removeAll { $0.key == key }
        } else {
            outputs = []
        }
        snapshot = fresh
        outputs.insert(Stored(key: key, exitCode: output.exitCode, text: .made(output.text)), at: 0)
        var kept = 0
        var size = 0
        while kept < min(outputs.count, Self.capacity), kept == 0 || size + outputs[kept].size <= Self.textCapacity {
            size += outputs[kept].size
            kept += 1
        }
        outputs.removeLast(outputs.count - kept)
        current = true
        return AtomicFile.replace(file, with: Self.encode(snapshot, outputs, loaded: loaded), what: "the run memo") == nil
    }

    static func encode(_ snapshot: Snapshot, _ outputs: [Stored], loaded: [UInt8] = []) -> [UInt8] {
        var header = ByteWriter()
        header.bytes += magic
        header.uint(storeVersion)
        header.string(FactsCache.toolIdentity)
        var writer = ByteWriter()
        writer.string(snapshot.root)
        writer.uint(UInt64(snapshot.entries.count))
        for entry in snapshot.entries {
            writer.string(entry.path)
            writer.byte(entry.state.kind)
            switch entry.state {
            case .file(let fingerprint):
                writer.byte(fingerprint == nil ? 0 : 1)
                writer.uint(fingerprint ?? 0)
            case .folder(let fingerprint, let listing, let mustList):
                writer.uint(fingerprint)
                writer.uint(listing)
                writer.byte(mustList ? 1 : 0)
            case .link(let target):
                writer.byte(target == nil ? 0 : 1)
                writer.string(target ?? "")
            }
        }
        writer.uint(UInt64(outputs.count))
        for output in outputs {
            writer.string(output.key)
            writer.int(Int(output.exitCode))
            switch output.text {
            case .loaded(let range):
                writer.uint(UInt64(range.count))
                writer.bytes += loaded[range]
            case .made(let text):
                writer.string(text)
            }
        }
        // A checksum of the rest: a damaged memo that still decodes never prints a wrong report.
        header.uint(Checksum.of(writer.bytes[...]))
        return header.bytes + writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(FactsCodecError) -> (Snapshot, [Stored]) {
        guard bytes.starts(with: magic) else { throw FactsCodecError(message: "not a hive-lint run memo") }
        var reader = ByteReader(bytes, offset: magic.count)
        guard try reader.uint() == storeVersion, try reader.string() == FactsCache.toolIdentity else {
            throw FactsCache.otherVersionError
        }
        guard try reader.uint() == Checksum.of(bytes[min(reader.offset, bytes.count)...]) else {
            throw FactsCodecError(message: "does not match its checksum")
        }
        var snapshot = Snapshot(root: try reader.string())
        for _ in 0..<(try reader.count(minimumSize: 4)) {
            let path = try reader.string()
            let state: Entry.State
            switch try reader.byte() {
            case 0:
                let present = try reader.byte() != 0
                let fingerprint = try reader.uint()
                state = .file(present ? fingerprint : nil)
            case 1:
                state = .folder(fingerprint: try reader.uint(), listing: try reader.uint(), mustList: try reader.byte() != 0)
            case 2:
                let present = try reader.byte() != 0
                let target = try reader.string()
                state = .link(present ? target : nil)
            default:
                throw FactsCodecError(message: "bad input kind")
            }
            let entry = Entry(path: path, state: state)
            if let last = snapshot.entries.last, !Entry.precedes(last, entry) { throw FactsCodecError(message: "inputs out of order") }
            snapshot.entries.append(entry)
        }
        var outputs: [Stored] = []
        for _ in 0..<(try reader.count(minimumSize: 3)) {
            let key = try reader.string()
            let exitCode = Int32(truncatingIfNeeded: try reader.int())
            outputs.append(Stored(key: key, exitCode: exitCode, text: .loaded(try reader.lengthPrefixed())))
        }
        guard reader.isAtEnd else { throw FactsCodecError(message: "trailing bytes") }
        return (snapshot, outputs)
    }
}
