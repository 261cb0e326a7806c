import Foundation
import HiveLintCore

/// A problem that stops a benchmark command: printed on one line, exit code 2.
struct BenchError: Error, CustomStringConvertible {
    var description: String

    init(_ description: String) {
        self.description = description
    }
}

/// The language groups the benchmark reports files and bytes by.
enum SourceGroup: String, CaseIterable, Codable {
    case swift, objc, header

    /// How the group is shown in tables.
    var label: String {
        switch self {
        case .swift: "Swift"
        case .objc: "ObjC .m/.mm"
        case .header: "headers .h"
        }
    }

    init?(fileName: String) {
        guard let dot = fileName.lastIndex(of: ".") else { return nil }
        switch fileName[fileName.index(after: dot)...] {
        case "swift": self = .swift
        case "m", "mm": self = .objc
        case "h", "hh", "hpp": self = .header
        default: return nil
        }
    }
}

/// Files and bytes per language group.
struct SourceCounts: Codable, Equatable {
    var files: [String: Int] = [:]
    var bytes: [String: Int] = [:]

    mutating func add(_ group: SourceGroup, bytes count: Int) {
        files[group.rawValue, default: 0] += 1
        bytes[group.rawValue, default: 0] += count
    }

    func files(_ group: SourceGroup) -> Int { files[group.rawValue] ?? 0 }
    func bytes(_ group: SourceGroup) -> Int { bytes[group.rawValue] ?? 0 }
    var totalFiles: Int { SourceGroup.allCases.reduce(0) { $0 + files($1) } }
    var totalBytes: Int { SourceGroup.allCases.reduce(0) { $0 + bytes($1) } }
}

/// The source files of a tree, found with a plain `readdir` walk (hidden entries and
/// symbolic links skipped), sorted by path. Independent of hive-lint's own walker, so the
/// floors it gives are not shaped by the code they are compared to.
struct SourceTree {
    struct File {
        /// Absolute path.
        var path: String
        var group: SourceGroup
        var size: Int
    }

    var root: String
    var files: [File]

    /// Walks `root`; throws when it is missing or not a folder.
    static func scan(_ root: String) throws(BenchError) -> SourceTree {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
            throw BenchError("no such directory: \(root)")
        }
        guard isDirectory.boolValue else { throw BenchError("not a directory: \(root)") }
        guard let resolved = realpath(root, nil) else { throw BenchError("cannot resolve \(root): \(String(cString: strerror(errno)))") }
        let absolute = String(cString: resolved)
        free(resolved)
        var files: [File] = []
        walk(absolute, into: &files)
        files.sort { $0.path < $1.path }
        return SourceTree(root: absolute, files: files)
    }

    private static func walk(_ directory: String, into files: inout [File]) {
        guard let handle = opendir(directory) else { return }
        defer { closedir(handle) }
        var subdirectories: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
            }
            if name.hasPrefix(".") { continue }
            let path = directory + "/" + name
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                subdirectories.append(path)
            case S_IFREG:
                if let group = SourceGroup(fileName: name) { files.append(File(path: path, group: group, size: Int(info.st_size))) }
            default:
                break
            }
        }
        for subdirectory in subdirectories { walk(subdirectory, into: &files) }
    }

    var counts: SourceCounts {
        var counts = SourceCounts()
        for file in files { counts.add(file.group, bytes: file.size) }
        return counts
    }

    /// A file's bytes (empty when it cannot be read), through the reader the pipeline uses.
    static func read(_ path: String) -> [UInt8] {
        FileBytes.read(path) ?? []
    }
}
