import Foundation
import HiveLintCore

/// A memo: one payload saved under a key, by one build of hive-lint. Three are kept beside the
/// parse cache:
///
/// - the walk memo (`walk.bin`): the last walk's result and what it depended on (`WalkMemo`),
///   so a run after source edits does not list every folder again;
/// - the discovery memo (`discovery.bin`): the last run's module discovery (modules, their
///   files, discovery's diagnostics, and what each path it read or checked held then), so a
///   run after source edits does not read and evaluate every `project.pbxproj`, podspec,
///   Tuist and XcodeGen manifest again (a third of such a run on a 10,000-file tree);
/// - the link memo (`links.bin`): each file's resolved imports and uses (`LinkMemo`), so a run
///   after source edits resolves only the files whose results may have changed.
///
/// This store keeps the payload under two conditions: the memo was written by this version
/// and build of hive-lint (`FactsCache.toolIdentity`, as for the parse cache and the run
/// memo), and the caller's **key** (for discovery, a hash of everything discovery is given:
/// the walk's lists of files, folders and links, the configuration, the size limit) is the
/// one saved. The discovery caller then checks that every path discovery read or checked
/// still holds what it held: by its `lstat` identity when the memo recorded one (a file that
/// had settled before discovery read it), else by its content (`PathState`); either way an
/// edit that keeps a file's size and modification time is seen.
///
/// An optimisation only: a missing, foreign or damaged memo is no memo (the payload carries a
/// checksum, so damage that would still decode is seen too), and failing to write it is not an
/// error (the parse cache reports the cache folder's problems).
public struct KeyedMemo: Sendable {
    public let file: String
    let magic: [UInt8]
    let storeVersion: UInt64
    /// The memo as messages name it.
    let what: String

    /// The discovery memo at `file`.
    public static func discovery(file: String) -> KeyedMemo {
        KeyedMemo(file: file, magic: Array("HIVELINTDISC".utf8), storeVersion: 7, what: "the discovery memo")
    }

    /// The link memo at `file`.
    public static func links(file: String) -> KeyedMemo {
        KeyedMemo(file: file, magic: Array("HIVELINTLINK".utf8), storeVersion: 4, what: "the link memo")
    }

    /// The walk memo at `file`.
    public static func walk(file: String) -> KeyedMemo {
        KeyedMemo(file: file, magic: Array("HIVELINTWALK".utf8), storeVersion: 1, what: "the walk memo")
    }

    /// The payload saved under `key` by this build, or `nil`.
    public func payload(key: UInt64) -> [UInt8]? {
        checkedPayload(key: key)?.bytes
    }

    /// The payload saved under `key` by this build with its checksum (`Checksum`, checked: a
    /// hash of the payload the caller need not compute again), or `nil`.
    public func checkedPayload(key: UInt64) -> (bytes: [UInt8], checksum: UInt64)? {
        guard let bytes = FileBytes.read(file), let (payload, checksum) = try? decode(bytes, key: key) else { return nil }
        return (Array(bytes[payload]), checksum)
    }

    /// Saves `payload` under `key`, written whole (`AtomicFile`); returns its checksum.
    @discardableResult
    public func save(key: UInt64, payload: [UInt8]) -> UInt64 {
        let checksum = Checksum.of(payload)
        var writer = ByteWriter()
        writer.bytes += magic
        writer.uint(storeVersion)
        writer.string(FactsCache.toolIdentity)
        writer.uint(key)
        writer.uint(checksum)
        writer.uint(UInt64(payload.count))
        // The payload is written after the header, never copied beside it.
        _ = AtomicFile.replace(file, what: what) { write in
            write(writer.bytes[...])
            write(payload[...])
        }
        return checksum
    }

    /// Where the payload lies, and its checksum, when the memo is this build's and saved
    /// under `key`.
    func decode(_ bytes: [UInt8], key: UInt64) throws(FactsCodecError) -> (Range<Int>, UInt64) {
        guard bytes.starts(with: magic) else { throw FactsCodecError(message: "not \(what)") }
        var reader = ByteReader(bytes, offset: magic.count)
        guard try reader.uint() == storeVersion, try reader.string() == FactsCache.toolIdentity else {
            throw FactsCodecError(message: "another version or build of hive-lint")
        }
        guard try reader.uint() == key else { throw FactsCodecError(message: "another key") }
        // A damaged payload that still decodes would give a wrong report: its checksum is
        // checked first.
        let checksum = try reader.uint()
        let payload = try reader.lengthPrefixed()
        guard Checksum.of(bytes[payload]) == checksum else { throw FactsCodecError(message: "a damaged payload") }
        return (payload, checksum)
    }
}
