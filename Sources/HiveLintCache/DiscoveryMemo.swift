import Foundation
import HiveLintCore

/// The discovery memo (`discovery.bin` beside the parse cache): the last run's module
/// discovery (modules, their files, discovery's diagnostics), kept with what it was made
/// from, so a run after source edits does not read and evaluate every `project.pbxproj`,
/// podspec, Tuist and XcodeGen manifest again (a third of such a run on a 10,000-file tree).
///
/// It is used only when nothing discovery depends on has changed:
/// - **the build**: the memo was written by this version and build of hive-lint
///   (`FactsCache.toolIdentity`, as for the parse cache and the run memo);
/// - **the key**: a hash the caller makes of everything discovery is given (the walk's lists
///   of files, folders and links, the configuration, the size limit);
/// - **every path discovery read or checked** (`ModuleDiscovery.Result.probedPaths`): the
///   hash of its content now equals the hash recorded (or it is still a folder, or still
///   absent). Contents, not times: an edit that keeps a file's size and time is still seen.
///
/// A manifest changed while the run that made the memo read it could be recorded with its
/// new content against a result made from the old one; so a memo is not written when any
/// input changed within `RunMemo.defaultRacyWindow` before that run started, or since.
///
/// An optimisation only: a missing, foreign or damaged memo is no memo, and failing to write
/// it is not an error (the parse cache reports the cache folder's problems).
public struct DiscoveryMemo: Sendable {
    public let file: String

    static let magic: [UInt8] = Array("HIVELINTDISC".utf8)
    static let storeVersion: UInt64 = 1

    public init(file: String) {
        self.file = file
    }

    /// The payload saved under `key`, when every input is as it was then. `absolute` turns a
    /// recorded path (relative to the root) into one to read.
    public func payload(key: UInt64, absolute: (String) -> String) -> [UInt8]? {
        guard let bytes = FileBytes.read(file), let (storedKey, inputs, payload) = try? Self.decode(bytes), storedKey == key else { return nil }
        for (path, state) in inputs where Self.state(of: absolute(path)) != state { return nil }
        return Array(bytes[payload])
    }

    /// Saves `payload` under `key` with the state of `inputs` now, unless one of them changed
    /// since `startedAt - racyWindow` (nanoseconds since 1970, `DiskIdentity.now()` when
    /// the run started). Written whole (`AtomicFile`).
    public func save(
        key: UInt64, inputs: [String], absolute: (String) -> String, payload: [UInt8], startedAt: Int64,
        racyWindow: Int64 = RunMemo.defaultRacyWindow
    ) {
        var writer = ByteWriter()
        writer.bytes += Self.magic
        writer.uint(Self.storeVersion)
        writer.string(FactsCache.toolIdentity)
        writer.uint(key)
        writer.uint(UInt64(inputs.count))
        for path in inputs {
            let full = absolute(path)
            if let identity = DiskIdentity.of(full), identity.changed >= startedAt - racyWindow { return }
            writer.string(path)
            writer.uint(Self.state(of: full))
        }
        writer.uint(UInt64(payload.count))
        writer.bytes += payload
        _ = AtomicFile.replace(file, with: writer.bytes, what: "the discovery memo")
    }

    /// What is at a path, as one number: the hash of a file's content, or a marker for a
    /// folder, for something else, and for nothing.
    static func state(of path: String) -> UInt64 {
        guard let status = FileStatus.of(path) else { return 0 }
        switch status.type {
        case UInt64(S_IFLNK):
            // Followed: what discovery read through the link.
            guard let bytes = FileBytes.read(path) else { return FileManager.default.fileExists(atPath: path) ? 2 : 3 }
            return ContentHash.of(bytes) | 4
        case UInt64(S_IFREG):
            guard let bytes = FileBytes.read(path) else { return 3 }
            return ContentHash.of(bytes) | 4
        case UInt64(S_IFDIR):
            return 2
        default:
            return 3
        }
    }

    static func decode(_ bytes: [UInt8]) throws(FactsCodecError) -> (key: UInt64, inputs: [(String, UInt64)], payload: Range<Int>) {
        guard bytes.starts(with: magic) else { throw FactsCodecError(message: "not a discovery memo") }
        var reader = ByteReader(bytes, offset: magic.count)
        guard try reader.uint() == storeVersion, try reader.string() == FactsCache.toolIdentity else {
            throw FactsCodecError(message: "another version or build of hive-lint")
        }
        let key = try reader.uint()
        let count = try reader.count()
        var inputs: [(String, UInt64)] = []
        inputs.reserveCapacity(count)
        for _ in 0..<count { inputs.append((try reader.string(), try reader.uint())) }
        let payload = try reader.lengthPrefixed()
        return (key, inputs, payload)
    }
}
