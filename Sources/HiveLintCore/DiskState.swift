#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A path's `lstat`: the one place hive-lint reads file status (the parse cache's fast path
/// and the run memo's identities both come from it).
public struct FileStatus: Sendable, Hashable {
    /// The file type bits of `st_mode` (`S_IFMT`).
    public var type: UInt64
    public var size: UInt64
    /// `st_mtime` and `st_ctime`, in nanoseconds since 1970.
    public var modified: Int64
    public var changed: Int64
    public var inode: UInt64
    public var device: UInt64

    /// The status of `path` (not following a final symbolic link), or `nil` when nothing is there.
    public static func of(_ path: String) -> FileStatus? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        return FileStatus(info)
    }

    init(_ info: stat) {
        #if canImport(Darwin)
        let (modified, changed) = (info.st_mtimespec.nanoseconds, info.st_ctimespec.nanoseconds)
        #else
        let (modified, changed) = (info.st_mtim.nanoseconds, info.st_ctim.nanoseconds)
        #endif
        type = UInt64(truncatingIfNeeded: info.st_mode & S_IFMT)
        size = UInt64(truncatingIfNeeded: info.st_size)
        self.modified = modified
        self.changed = changed
        inode = UInt64(truncatingIfNeeded: info.st_ino)
        device = UInt64(truncatingIfNeeded: info.st_dev)
    }
}

extension timespec {
    /// Nanoseconds since 1970.
    var nanoseconds: Int64 { Int64(tv_sec) * 1_000_000_000 + Int64(tv_nsec) }
}

/// What a path is on disk, as far as telling "unchanged" goes: a fingerprint of its
/// `FileStatus` (type, size, modification and status-change times, inode, device), and when
/// its status last changed. The run memo compares these; the status-change time cannot be set
/// back by tools that restore modification times.
public struct DiskIdentity: Sendable, Hashable {
    public var fingerprint: UInt64
    /// `st_ctime` in nanoseconds since 1970.
    public var changed: Int64

    public init(fingerprint: UInt64, changed: Int64) {
        self.fingerprint = fingerprint
        self.changed = changed
    }

    /// The identity of `path` (not following a final symbolic link), or `nil` when nothing is there.
    public static func of(_ path: String) -> DiskIdentity? {
        FileStatus.of(path).map(DiskIdentity.init)
    }

    /// The identity of a path with this status.
    public init(_ status: FileStatus) {
        var hash = FNV1a()
        for field in [
            status.type, status.size, UInt64(bitPattern: status.modified), UInt64(bitPattern: status.changed), status.inode, status.device,
        ] {
            hash.add(word: field)
        }
        self.init(fingerprint: hash.value, changed: status.changed)
    }

    /// Now, in nanoseconds since 1970, on the clock file times are taken from.
    public static func now() -> Int64 {
        var time = timespec()
        clock_gettime(CLOCK_REALTIME, &time)
        return time.nanoseconds
    }
}

/// What is at a path, as one number, for a memo that must see any change to what a run read:
/// the hash of a file's content, or a marker for a folder, for something unreadable or of
/// another kind, and for nothing. Discovery notes the state of each path it reads or checks
/// when it does (`ProbeLog`); the discovery memo compares it with `of(_:)` later.
public enum PathState {
    public static let absent: UInt64 = 0
    public static let folder: UInt64 = 2
    public static let other: UInt64 = 3

    /// A file read whole: its content's hash (never one of the markers).
    public static func content(_ data: Data) -> UInt64 {
        var hash = FNV1a()
        data.withUnsafeBytes { hash.add($0.bindMemory(to: UInt8.self)) }
        return hash.value | 4
    }

    /// What is at `path` now (a final symbolic link followed: what a reader sees through it).
    public static func of(_ path: String) -> UInt64 {
        guard let status = FileStatus.of(path) else { return absent }
        switch status.type {
        case UInt64(S_IFLNK), UInt64(S_IFREG):
            if let data = FileManager.default.contents(atPath: path) { return content(data) }
            // Unreadable, or a link to a folder.
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue ? folder : other
        case UInt64(S_IFDIR):
            return folder
        default:
            return other
        }
    }
}

/// A folder's entries: names and kinds (`d_type`), sorted by name; and their hash, which
/// says whether a file or folder the walk would see was added, removed or renamed there.
public enum FolderListing {
    public typealias Entry = (name: String, type: UInt8)

    /// The entries of the folder at `absolutePath` (without `.` and `..`), sorted by name;
    /// `nil` when it cannot be read (`errno` says why).
    public static func entries(_ absolutePath: String) -> [Entry]? {
        guard let folder = opendir(absolutePath.isEmpty ? "/" : absolutePath) else { return nil }
        defer { closedir(folder) }
        var entries: [Entry] = []
        while let entry = readdir(folder) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name == "." || name == ".." { continue }
            entries.append((name, entry.pointee.d_type))
        }
        entries.sort { $0.name < $1.name }
        return entries
    }

    /// The hash of sorted entries, leaving out hidden folders (the walk skips them, and
    /// hive-lint's own `.hive-lint` cache appears in the root after the first run).
    public static func hash(_ entries: [Entry]) -> UInt64 {
        var hash = FNV1a()
        for entry in entries where !(entry.type == UInt8(DT_DIR) && entry.name.hasPrefix(".")) {
            hash.add(field: entry.name)
            hash.add(entry.type)
        }
        return hash.value
    }
}

/// What a run's answer depends on besides its arguments: every folder whose entries it
/// listed, every path whose content or absence it used, and the symbolic links it resolved.
/// The run memo (`HiveLintCache.RunMemo`) keeps a report while all of these stay as they were.
public struct RunInputs: Sendable, Hashable {
    public struct Folder: Sendable, Hashable {
        /// Absolute (relative to the root in `ScannedTree`, which records them for the run).
        public var path: String
        /// `FolderListing.hash` of its entries when the run listed it.
        public var listing: UInt64

        public init(path: String, listing: UInt64) {
            self.path = path
            self.listing = listing
        }
    }

    public struct Link: Sendable, Hashable {
        /// Absolute (relative to the root in `ScannedTree`, which records them for the run).
        public var path: String
        /// Where it led when the run resolved it; `nil` when it dangled.
        public var target: String?

        public init(path: String, target: String?) {
            self.path = path
            self.target = target
        }

        /// The symlink-resolved absolute form of `path`, or `nil` when it leads nowhere.
        public static func target(of path: String) -> String? {
            guard let resolved = realpath(path, nil) else { return nil }
            defer { free(resolved) }
            return String(cString: resolved)
        }
    }

    /// The scanned root, absolute and symlink-resolved.
    public var root: String
    public var folders: [Folder]
    /// Absolute paths of files read, and of paths whose existence was checked (they may be
    /// absent); in any order, repeats allowed (the memo sorts its records once).
    public var paths: [String]
    /// The status of the first `statuses.count` of `paths` as the run found them before
    /// reading them (the parse cache's fast path's; `nil` where it took none); the others are
    /// looked at when the memo is saved (not twice a `stat` of each source file per run).
    public var statuses: [FileStatus?]
    public var links: [Link]

    public init(root: String, folders: [Folder] = [], paths: [String] = [], statuses: [FileStatus?] = [], links: [Link] = []) {
        self.root = root
        self.folders = folders
        self.paths = paths
        self.statuses = statuses
        self.links = links
    }
}
