import HiveLintCache
import HiveLintCore
import HiveLintScan

/// The walk memo (`walk.bin` beside the parse cache): the last walk's result (`ScannedTree`),
/// with what it depended on, so that a run after source edits does not list every folder of
/// the tree again (at 10,000 files, 1,400 folders: a tenth of such a run's CPU time).
///
/// A walk's result depends on the root, the `exclude` globs (the memo's key, with hive-lint's
/// build), the entries of every folder it listed (names and kinds), where the symbolic links
/// it met lead, and the content of the few files it reads to tell what they are (YAML files
/// and Tuist manifest names) or checks for (an `.xcodeproj`'s `project.pbxproj`). A source
/// file's content never matters to it. So the memo holds each listed folder's `DiskIdentity`
/// (adding, removing or renaming an entry changes it), each link's target, and the identity
/// of each file it read or checked (its manifests and checked paths included). It is used
/// when every folder's identity is the same (or, when not, its entries still hash the same:
/// an editor that saves by renaming changes the folder's times, not its entries), every link
/// leads where it led, and every such file is unchanged; else the tree is walked again and
/// the memo written anew.
///
/// Racy edits (as in `RunMemo`): a folder changed within the racy window before the walk
/// started, or while it ran, is listed again whenever the memo is checked; when more than
/// `relistedFoldersWorthSaving` such folders (or folders whose identity changed) are settled
/// at a check, their identities are recorded. A file read or checked that changed within the
/// window keeps the memo from being written. A walk that could not list a folder is not
/// memoized (a later run must try again).
///
/// An optimisation only: results with and without it are the same (tested); a missing,
/// foreign or damaged memo is no memo, and failing to write it is not an error.
struct WalkMemo {
    let store: KeyedMemo
    let key: UInt64
    /// How many folders listed again, and settled since, make a memo that answered worth
    /// writing again.
    let relistedFoldersWorthSaving: Int

    /// The memo at `file` for walks of `root` excluding `exclude` (globs).
    init(file: String, root: ScanRoot, exclude: [String], relistedFoldersWorthSaving: Int = 64) {
        store = KeyedMemo.walk(file: file)
        key = ContentHash.of(["walk", root.absolute] + exclude)
        self.relistedFoldersWorthSaving = relistedFoldersWorthSaving
    }

    /// The tree at `root`: the memoized walk when everything it depended on is unchanged, else
    /// a fresh walk (then memoized); with whether the memo answered.
    func walk(_ walker: TreeWalker, root: ScanRoot, racyWindow: Int64) -> (tree: ScannedTree, memoized: Bool) {
        let started = DiskIdentity.now()
        if let payload = store.payload(key: key), var stored = try? Self.decode(payload), let folders = stored.check(settled: started - racyWindow) {
            // Written again only when many folders were listed again and are settled now (after
            // a checkout): listing a few folders costs less than writing the memo, and an editor
            // saving by renaming changes its folder's times on every save.
            let settledNow = zip(folders, stored.folders).filter { now, before in
                !now.mustList && (before.mustList || now.fingerprint != before.fingerprint)
            }
            if settledNow.count > relistedFoldersWorthSaving {
                stored.folders = folders
                store.save(key: key, payload: Self.encode(stored))
            }
            return (stored.tree, true)
        }
        let tree = walker.walk(root)
        if let stored = Stored(tree, settled: started - racyWindow) { store.save(key: key, payload: Self.encode(stored)) }
        return (tree, false)
    }

    /// A walk's result and the states of what it depended on.
    struct Stored {
        var tree: ScannedTree
        /// Each listed folder's identity, in `tree.listings`' order; `mustList` when it changed
        /// too recently for its identity to vouch for its entries.
        var folders: [(fingerprint: UInt64, mustList: Bool)]
        /// Each file read or checked (`readPaths`), in that order, and its identity (`nil`:
        /// absent).
        var files: [(path: String, fingerprint: UInt64?)]

        /// The records of a walk just made; `nil` when it must not be memoized: a folder it
        /// could not list, a folder gone or a file read changed since `settled`.
        init?(_ tree: ScannedTree, settled: Int64) {
            guard !tree.diagnostics.contains(where: { $0.code == TreeWalker.unreadableDirectory }) else { return nil }
            var folders: [(UInt64, Bool)] = []
            folders.reserveCapacity(tree.listings.count)
            for folder in tree.listings {
                guard let identity = DiskIdentity.of(tree.absolute(folder.path)) else { return nil }
                folders.append((identity.fingerprint, identity.changed >= settled))
            }
            var files: [(String, UInt64?)] = []
            for path in Self.readPaths(tree) {
                let identity = DiskIdentity.of(tree.absolute(path))
                if let identity, identity.changed >= settled { return nil }
                files.append((path, identity?.fingerprint))
            }
            self.init(tree: tree, folders: folders, files: files)
        }

        init(tree: ScannedTree, folders: [(fingerprint: UInt64, mustList: Bool)], files: [(path: String, fingerprint: UInt64?)]) {
            self.tree = tree
            self.folders = folders
            self.files = files
        }

        /// The files whose content or presence the walk used: its manifests, the paths it
        /// checked, and the source files it read to tell whether they are manifests.
        static func readPaths(_ tree: ScannedTree) -> [String] {
            tree.manifests + tree.checkedPaths
                + tree.sourceFiles.filter { TreeWalker.readsContent(ofFileNamed: RelativePath.lastComponent(of: $0.path)) }.map(\.path)
        }

        /// The folders' records as they are now when everything the walk depended on is as
        /// recorded (checked on every core), else `nil`. A folder listed again because it had
        /// changed too recently, and whose change is now older than `settled`, is recorded by
        /// its identity from now on (taken before it was listed again).
        func check(settled: Int64) -> [(fingerprint: UInt64, mustList: Bool)]? {
            let tree = self.tree, folders = self.folders, files = self.files
            let parts = Chunks.map(count: folders.count, maximum: 8, minimumSize: 256) { range -> [(fingerprint: UInt64, mustList: Bool)]? in
                var checked: [(fingerprint: UInt64, mustList: Bool)] = []
                checked.reserveCapacity(range.count)
                for index in range {
                    let listed = tree.listings[index]
                    let absolute = tree.absolute(listed.path)
                    let identity = DiskIdentity.of(absolute)
                    if !folders[index].mustList, identity?.fingerprint == folders[index].fingerprint {
                        checked.append(folders[index])
                        continue
                    }
                    guard let identity, FolderListing.entries(absolute).map(FolderListing.hash) == listed.listing else { return nil }
                    checked.append((identity.fingerprint, identity.changed >= settled))
                }
                return checked
            }
            var checked: [(fingerprint: UInt64, mustList: Bool)] = []
            checked.reserveCapacity(folders.count)
            for part in parts {
                guard let part else { return nil }
                checked += part
            }
            guard files.allSatisfy({ DiskIdentity.of(tree.absolute($0.path))?.fingerprint == $0.fingerprint }),
                  tree.links.allSatisfy({ RunInputs.Link.target(of: tree.absolute($0.path)) == $0.target }) else { return nil }
            return checked
        }
    }

    static func encode(_ stored: Stored) -> [UInt8] {
        let tree = stored.tree
        var writer = ByteWriter()
        writer.string(tree.absoluteRoot)
        writer.uint(UInt64(tree.sourceFiles.count))
        for file in tree.sourceFiles {
            writer.string(file.path)
            writer.string(file.language.rawValue)
        }
        for list in [tree.manifests, tree.directories, tree.propertyLists, tree.checkedPaths] {
            writer.uint(UInt64(list.count))
            for path in list { writer.string(path) }
        }
        writer.uint(UInt64(tree.listings.count))
        for (folder, state) in zip(tree.listings, stored.folders) {
            writer.string(folder.path)
            writer.uint(folder.listing)
            writer.uint(state.fingerprint)
            writer.byte(state.mustList ? 1 : 0)
        }
        writer.uint(UInt64(tree.links.count))
        for link in tree.links {
            writer.string(link.path)
            writer.byte(link.target == nil ? 0 : 1)
            writer.string(link.target ?? "")
        }
        writer.uint(UInt64(stored.files.count))
        for file in stored.files {
            writer.string(file.path)
            writer.byte(file.fingerprint == nil ? 0 : 1)
            writer.uint(file.fingerprint ?? 0)
        }
        let diagnostics = (try? BinaryCoding.encode(tree.diagnostics)) ?? []
        writer.uint(UInt64(diagnostics.count))
        writer.bytes += diagnostics
        return writer.bytes
    }

    static func decode(_ bytes: [UInt8]) throws -> Stored {
        var reader = ByteReader(bytes)
        let root = try reader.string()
        var sourceFiles: [SourceFile] = []
        for _ in 0..<(try reader.count(minimumSize: 2)) {
            let path = try reader.string()
            guard let language = Language(rawValue: try reader.string()) else { throw FactsCodecError(message: "bad language") }
            sourceFiles.append(SourceFile(path: path, language: language))
        }
        var lists: [[String]] = []
        for _ in 0..<4 {
            var list: [String] = []
            for _ in 0..<(try reader.count()) { list.append(try reader.string()) }
            lists.append(list)
        }
        var listings: [RunInputs.Folder] = []
        var folders: [(fingerprint: UInt64, mustList: Bool)] = []
        for _ in 0..<(try reader.count(minimumSize: 4)) {
            listings.append(RunInputs.Folder(path: try reader.string(), listing: try reader.uint()))
            folders.append((try reader.uint(), try reader.byte() != 0))
        }
        var links: [RunInputs.Link] = []
        for _ in 0..<(try reader.count(minimumSize: 3)) {
            let path = try reader.string()
            let present = try reader.byte() != 0
            let target = try reader.string()
            links.append(RunInputs.Link(path: path, target: present ? target : nil))
        }
        var files: [(path: String, fingerprint: UInt64?)] = []
        for _ in 0..<(try reader.count(minimumSize: 3)) {
            let path = try reader.string()
            let present = try reader.byte() != 0
            let fingerprint = try reader.uint()
            files.append((path, present ? fingerprint : nil))
        }
        let diagnostics = try BinaryCoding.decode([Diagnostic].self, from: Array(bytes[try reader.lengthPrefixed()]))
        guard reader.isAtEnd else { throw FactsCodecError(message: "trailing bytes") }
        let tree = ScannedTree(
            absoluteRoot: root, sourceFiles: sourceFiles, manifests: lists[0], directories: lists[1], propertyLists: lists[2],
            diagnostics: diagnostics, listings: listings, links: links, checkedPaths: lists[3])
        return Stored(tree: tree, folders: folders, files: files)
    }
}
