import HiveLintCore
import HiveLintScan

/// Manifests are written and built on macOS, whose file system ignores case: a claim names
/// the tree's path of that spelling, or of another.
///
/// An Xcode project's claim is every spelling of its path the tree has (`widen`): a group whose
/// `path = Resource;` holds the folder `resource/`, and a synchronized group `AnytypeTests`
/// takes in the files of a sibling `AnyTypeTests/` too (on a Mac they are one folder). Another
/// manifest's claim the tree lacks as written names the one path that differs from it in case
/// alone (`respellingMissing`: SwiftPM's `Yubikit/YubiKitTests` for `YubiKit/YubiKitTests`, a
/// podspec's `locationkit/**/*` for `LocationKit/`).
struct CaseFoldedPaths {
    private let files: Set<String>
    private var filesByFolded: [String: [String]] = [:]
    private var directoriesByFolded: [String: [String]] = [:]

    init(_ tree: ScannedTree) {
        files = Set(tree.sourceFiles.map(\.path))
        for file in tree.sourceFiles { filesByFolded[file.path.lowercased(), default: []].append(file.path) }
        for directory in tree.directories { directoriesByFolded[directory.lowercased(), default: []].append(directory) }
    }

    /// The claims with every other spelling of their paths added: a file claimed under a
    /// spelling the tree lacks is the tree's file of that name in another case; a folder is
    /// every folder of that name in any case.
    func widen(_ claims: [FileClaim]) -> [FileClaim] {
        var widened: [FileClaim] = []
        for claim in claims {
            switch claim {
            case .file(let path):
                if files.contains(path) {
                    widened.append(claim)
                } else {
                    let others = filesByFolded[path.lowercased()] ?? []
                    widened += others.isEmpty ? [claim] : others.sorted().map(FileClaim.file)
                }
            case .directory(let path):
                widened.append(claim)
                widened += otherSpellings(ofDirectory: path).map(FileClaim.directory)
            case .glob(let pattern, let excluding):
                widened.append(claim)
                // A synchronized group with exceptions: `folder/**` less some files.
                guard pattern.hasSuffix("/**") else { continue }
                let folder = String(pattern.dropLast(3))
                for other in otherSpellings(ofDirectory: folder) {
                    widened.append(.glob(other + "/**", excluding: excluding.map { Self.respell($0, from: folder, to: other) }))
                }
            }
        }
        return widened
    }

    /// The claims, plus the one other spelling of each file or folder the tree lacks as
    /// written; none when the tree has several (which one would the manifest mean?).
    func respellingMissing(_ claims: [FileClaim]) -> [FileClaim] {
        claims + claims.compactMap { claim in
            switch claim {
            case .file(let path):
                guard !files.contains(path), let others = filesByFolded[path.lowercased()], others.count == 1 else { return nil }
                return .file(others[0])
            case .directory(let path):
                guard !path.isEmpty, let others = directoriesByFolded[path.lowercased()], others.count == 1, others[0] != path else { return nil }
                return .directory(others[0])
            case .glob(let pattern, let excluding):
                // A podspec's `locationkit/**/*` for the folder `LocationKit/` (rongcloud's
                // location subspec): the folder every match lies under, respelled.
                let folder = Glob(pattern).writtenLiteralFolder
                guard !folder.isEmpty, let others = directoriesByFolded[folder.lowercased()], others.count == 1, others[0] != folder else { return nil }
                return .glob(Self.respell(pattern, from: folder, to: others[0]), excluding: excluding.map { Self.respell($0, from: folder, to: others[0]) })
            }
        }
    }

    /// Whether every file and folder `claims` name is in the tree as written (for a glob, the
    /// folder every match lies under), checked without building the index: most manifests'
    /// claims are.
    static func allExist(_ claims: [FileClaim], in tree: ScannedTree) -> Bool {
        claims.allSatisfy { claim in
            switch claim {
            case .file(let path): tree.sourceFiles.sortedElements(withPrefix: path) { $0.path }.first?.path == path
            case .directory(let path): folderExists(path, in: tree)
            case .glob(let pattern, _): folderExists(Glob(pattern).writtenLiteralFolder, in: tree)
            }
        }
    }

    private func otherSpellings(ofDirectory path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        return (directoriesByFolded[path.lowercased()] ?? []).filter { $0 != path }.sorted()
    }

    /// Whether the tree has the folder (the root is always there).
    private static func folderExists(_ path: String, in tree: ScannedTree) -> Bool {
        path.isEmpty || tree.directories.binarySearchContains(path)
    }

    /// `path` below `folder`, written below `other` instead.
    private static func respell(_ path: String, from folder: String, to other: String) -> String {
        path.hasPrefix(folder + "/") ? other + path.dropFirst(folder.count) : path
    }
}
