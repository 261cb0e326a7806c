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

    struct Folder: Equatable {
        var path: String
        var fingerprint: UInt64
        var listing: UInt64
        /// Changed too recently for its fingerprint to vouch for its entries.
        var mustList: Bool
    }

    struct Snapshot: Equatable {
        var root: String = ""
        var folders: [String: Folder] = [:]
        /// Path → fingerprint; `nil` when the path was absent.
        var paths: [String: UInt64?] = [:]
        var links: [String: String?] = [:]
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
    static let storeVersion: UInt64 = 1
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

    /// Whether every input in `snapshot` is as recorded.
    static func holds(_ snapshot: Snapshot) -> Bool {
        for (path, target) in snapshot.links where RunInputs.Link.target(of: path) != target { return false }
        for (path, recorded) in snapshot.paths where DiskIdentity.of(path)?.fingerprint != recorded { return false }
        for folder in snapshot.folders.values {
            if !folder.mustList, DiskIdentity.of(folder.path)?.fingerprint == folder.fingerprint { continue }
            guard let entries = FolderListing.entries(folder.path), FolderListing.hash(entries) == folder.listing else { return false }
        }
        return true
    }

    /// Memoizes `output` for `key` and writes the memo. `inputs` are what the run read;
    /// `ownFiles` what it wrote itself (the parse cache), recorded as they are now. Nothing
    /// is memoized when an input changed within `racyWindow` of `startedAt` (nanoseconds
    /// since 1970) or after it. Reports of other invocations are kept when the memo was still
    /// current at the start of this run. Returns whether the memo was written.
    @discardableResult
    public mutating func save(
        _ output: Output, for key: String, inputs: RunInputs, ownFiles: [String] = [], startedAt: Int64,
        racyWindow: Int64 = RunMemo.defaultRacyWindow
    ) -> Bool {
        let settled = startedAt - racyWindow
        var fresh = Snapshot(root: inputs.root)
        for link in inputs.links {
            guard RunInputs.Link.target(of: link.path) == link.target else { return false }
            fresh.links[link.path] = link.target
        }
        for path in inputs.paths {
            let identity = DiskIdentity.of(path)
            if let identity, identity.changed >= settled { return false }
            fresh.paths[path] = identity?.fingerprint
        }
        for path in ownFiles { fresh.paths[path] = DiskIdentity.of(path)?.fingerprint }
        for folder in inputs.folders {
            guard let identity = DiskIdentity.of(folder.path) else { return false }
            fresh.folders[folder.path] = Folder(
                path: folder.path, fingerprint: identity.fingerprint, listing: folder.listing, mustList: identity.changed >= settled)
        }
        if current == nil { current = !snapshot.root.isEmpty && Self.holds(snapshot) }
        if current == true, snapshot.root == fresh.root {
            // Still current when this run started: the other reports stand; their inputs
            // join this run's (which are newer where both have a path).
            fresh.links.merge(snapshot.links) { new, _ in new }
            fresh.paths.merge(snapshot.paths) { new, _ in new }
            fresh.folders.merge(snapshot.folders) { new, old in
                var merged = new
                merged.mustList = new.mustList || old.mustList
                return merged
            }
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
        var writer = ByteWriter()
        writer.bytes += magic
        writer.uint(storeVersion)
        writer.string(FactsCache.toolIdentity)
        writer.string(snapshot.root)
        writer.uint(UInt64(snapshot.folders.count))
        for path in snapshot.folders.keys.sorted() {
            guard let folder = snapshot.folders[path] else { continue }
            writer.string(path)
            writer.uint(folder.fingerprint)
            writer.uint(folder.listing)
            writer.byte(folder.mustList ? 1 : 0)
        }
        writer.uint(UInt64(snapshot.paths.count))
        for (path, fingerprint) in snapshot.paths.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            if let fingerprint {
                writer.byte(1)
                writer.uint(fingerprint)
            } else {
                writer.byte(0)
            }
        }
        writer.uint(UInt64(snapshot.links.count))
        for (path, target) in snapshot.links.sorted(by: { $0.key < $1.key }) {
            writer.string(path)
            if let target {
                writer.byte(1)
                writer.string(target)
            } else {
                writer.byte(0)
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
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws(FactsCodecError) -> (Snapshot, [Stored]) {
        guard bytes.starts(with: magic) else { throw FactsCodecError(message: "not a hive-lint run memo") }
        var reader = ByteReader(bytes, offset: magic.count)
        guard try reader.uint() == storeVersion, try reader.string() == FactsCache.toolIdentity else {
            throw FactsCache.otherVersionError
        }
        var snapshot = Snapshot(root: try reader.string())
        for _ in 0..<(try reader.count(minimumSize: 4)) {
            let path = try reader.string()
            let fingerprint = try reader.uint()
            let listing = try reader.uint()
            snapshot.folders[path] = Folder(path: path, fingerprint: fingerprint, listing: listing, mustList: try reader.byte() != 0)
        }
        for _ in 0..<(try reader.count(minimumSize: 2)) {
            let path = try reader.string()
            snapshot.paths[path] = try reader.byte() != 0 ? .some(try reader.uint()) : .some(nil)
        }
        for _ in 0..<(try reader.count(minimumSize: 2)) {
            let path = try reader.string()
            snapshot.links[path] = try reader.byte() != 0 ? .some(try reader.string()) : .some(nil)
        }
        var outputs: [Stored] = []
        for _ in 0..<(try reader.count(minimumSize: 3)) {
            let key = try reader.string()
            let exitCode = Int32(truncatingIfNeeded: try reader.int())
            let length = try reader.uint()
            guard length <= UInt64(reader.remaining) else { throw FactsCodecError(message: "truncated report") }
            outputs.append(Stored(key: key, exitCode: exitCode, text: .loaded(reader.offset..<(reader.offset + Int(length)))))
            reader.offset += Int(length)
        }
        guard reader.isAtEnd else { throw FactsCodecError(message: "trailing bytes") }
        return (snapshot, outputs)
    }
}

/// Writing a file whole: to a temporary file in the same folder, renamed over the old one, so
/// two runs at once never leave a torn file (the last rename wins).
enum AtomicFile {
    /// Writes `bytes` to `file`; the reason it could not, naming `what` the file is.
    static func replace(_ file: String, with bytes: [UInt8], what: String) -> String? {
        let directory = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot write \(what) in \(directory): \(error.localizedDescription)"
        }
        let temporary = directory + "/.\((file as NSString).lastPathComponent)-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            return "cannot write \(what) in \(directory)"
        }
        guard rename(temporary, file) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "cannot replace \(what) \(file): \(reason)"
        }
        return nil
    }
}
