import HiveLintCore
import HiveLintScan

/// Xcode builds on a case-insensitive file system: a group whose `path = Resource;` holds
/// the folder `resource/`, and a synchronized group `AnytypeTests` takes in the files of a
/// sibling `AnyTypeTests/` too (on a Mac they are one folder). A claim of an Xcode project is
/// therefore every spelling of its path the tree has: an exact path first, the others by
/// case alone.
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

    private func otherSpellings(ofDirectory path: String) -> [String] {
        guard !path.isEmpty else { return [] }
        return (directoriesByFolded[path.lowercased()] ?? []).filter { $0 != path }.sorted()
    }

    /// `path` below `folder`, written below `other` instead.
    private static func respell(_ path: String, from folder: String, to other: String) -> String {
        path.hasPrefix(folder + "/") ? other + path.dropFirst(folder.count) : path
    }
}
