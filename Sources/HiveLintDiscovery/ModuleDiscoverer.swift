import Foundation
import HiveLintConfig
import HiveLintCore
import HiveLintScan

/// A source of module declarations: one type per declaration style (SwiftPM, CocoaPods,
/// Xcode, folders from `rules.json`, vendored third-party code). To support a new style, add
/// one file with a type conforming to this protocol and list it in `ModuleDiscovery.all`.
public protocol ModuleDiscoverer: Sendable {
    /// The `declaredBy.style` this discoverer produces (`swiftpm`, `cocoapods`, …).
    var style: DeclarationStyle { get }
    /// Declarations found in the tree; `manifests` are the tree's manifests that are not
    /// inside third-party folders.
    func discover(in context: DiscoveryContext) -> DiscoveryOutput
}

/// What every discoverer gets to look at.
public struct DiscoveryContext: Sendable {
    public var tree: ScannedTree
    public var configuration: Configuration
    /// Manifests that are not inside third-party folders.
    public var manifests: [String]
    /// Folders holding third-party code (`Pods`, `Carthage/Checkouts/X`, `Vendor/X`, …).
    public var externalRoots: [String]
    /// Of those, the prebuilt libraries checked in as an install prefix
    /// (`VendoredCodeDiscoverer.prebuiltLibraries`), found once.
    public var prebuiltLibraries: Set<String>
    /// Folders of development pods named by Podfiles (`:path`, `:podspec`): first-party
    /// code even when they live under `Pods/`.
    public var developmentPodFolders: [String]
    /// How large a manifest may be (`ParseBudget.maxManifestSize`).
    public var budget: ParseBudget
    /// Every path `read` or `fileExists` was asked about (shared by copies of the context).
    public let probes = ProbeLog()

    public init(
        tree: ScannedTree, configuration: Configuration, manifests: [String], externalRoots: [String], prebuiltLibraries: Set<String> = [],
        developmentPodFolders: [String] = [], budget: ParseBudget = ParseBudget()
    ) {
        self.tree = tree
        self.budget = budget
        self.configuration = configuration
        self.manifests = manifests
        self.externalRoots = externalRoots
        self.prebuiltLibraries = prebuiltLibraries
        self.developmentPodFolders = developmentPodFolders
    }

    /// Whether `path` is inside third-party code (and not inside a development pod).
    public func isExternal(_ path: String) -> Bool {
        // A development pod inside a third-party folder (`:path => 'Vendor/Kit'`) is the
        // team's; one that holds the third-party folder (an example's `:path => '../'`, the pod
        // repository itself) does not make its installed pods the team's.
        externalRoots.contains { root in
            RelativePath.isInside(path, root)
                && !developmentPodFolders.contains { RelativePath.isInside(path, $0) && RelativePath.isInside($0, root) }
        }
    }

    /// Reads a manifest's text; `nil` (plus a diagnostic in `output`) when it cannot be read.
    public func read(_ relative: String, into output: inout DiscoveryOutput) -> String? {
        readData(relative, into: &output).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Reads a manifest's bytes; `nil` (plus a diagnostic in `output`) when it cannot be read
    /// or is larger than the budget allows (`ParseBudget.maxManifestSize`).
    public func readData(_ relative: String, into output: inout DiscoveryOutput) -> Data? {
        let absolute = tree.absolute(relative)
        if let size = FileBytes.size(absolute), let tooLarge = budget.manifestTooLarge(relative, size: size) {
            probes.note(relative, PathState.of(absolute))
            output.diagnostics.append(tooLarge)
            return nil
        }
        guard let data = FileManager.default.contents(atPath: absolute) else {
            probes.note(relative, PathState.of(absolute))
            output.diagnostics.append(Diagnostic(severity: .warning, code: "unreadable-manifest", message: "cannot read \(relative)"))
            return nil
        }
        // The content as read: what the result is made from, whatever happens to the file later.
        probes.note(relative, PathState.content(data))
        return data
    }

    /// A Swift manifest's text (`Package.swift`, Tuist's), or `nil` with a warning when it
    /// cannot be read or is nested too deep for swift-syntax (`SwiftParseHazard`): such a
    /// manifest is not evaluated.
    public func readSwift(_ relative: String, into output: inout DiscoveryOutput) -> String? {
        guard let text = read(relative, into: &output) else { return nil }
        // The same test as for a source file (`ParseBudget.swiftTooDeep`).
        if let deep = ParseBudget.swiftTooDeep(Array(text.utf8)) {
            output.diagnostics.append(Diagnostic(
                severity: .warning, code: "unreadable-manifest", message: "\(relative) \(deep); it is not evaluated",
                location: SourceLocation(file: relative, line: 1, column: 1)))
            return nil
        }
        return text
    }

    /// Whether something exists at `relative` (which may lead outside the tree, or into a
    /// folder the walk skipped), and whether it is a folder.
    public func fileExists(_ relative: String) -> (exists: Bool, isDirectory: Bool) {
        let absolute = tree.absolute(relative)
        probes.note(relative, PathState.of(absolute))
        var isDirectory: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory)
        return (exists, exists && isDirectory.boolValue)
    }

    /// `relative` as it is written on disk when only its case differs (`Teacher/Teacher.yml`
    /// for `Teacher/teacher.yml`: the file systems of macOS, where manifests are written,
    /// ignore case), each component matched alone; `nil` when nothing or several paths match.
    /// Only for a path that does not exist as written.
    public func existingCase(of relative: String) -> String? {
        var actual = ""
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            guard component != ".", component != ".." else { return nil }
            let candidate = RelativePath.join(actual, String(component)) ?? String(component)
            if FileManager.default.fileExists(atPath: tree.absolute(candidate)) {
                actual = candidate
                continue
            }
            let listing = (try? FileManager.default.contentsOfDirectory(atPath: actual.isEmpty ? tree.absoluteRoot : tree.absolute(actual))) ?? []
            let matches = listing.filter { $0.lowercased() == component.lowercased() }
            guard matches.count == 1 else { return nil }
            actual = RelativePath.join(actual, matches[0]) ?? matches[0]
        }
        probes.note(relative, PathState.of(tree.absolute(relative)))
        return actual == relative ? nil : actual
    }

    /// Whether a folder exists in the scanned tree.
    public func directoryExists(_ relative: String) -> Bool {
        relative.isEmpty || tree.directories.binarySearchContains(relative)
    }
}

/// The paths discovery read or checked, relative to the root, each with what was there when
/// it did (`PathState`; a path read twice keeps the last): the run memo's and the discovery
/// memo's inputs.
public final class ProbeLog: @unchecked Sendable {
    private let lock = NSLock()
    private var states: [String: UInt64] = [:]

    public init() {}

    public func note(_ relative: String, _ state: UInt64) {
        lock.lock()
        states[relative] = state
        lock.unlock()
    }

    public var all: [String: UInt64] {
        lock.lock()
        defer { lock.unlock() }
        return states
    }
}

/// Declarations and problems from one discoverer.
public struct DiscoveryOutput: Sendable {
    public var declarations: [ModuleDeclaration] = []
    public var diagnostics: [Diagnostic] = []

    public init(declarations: [ModuleDeclaration] = [], diagnostics: [Diagnostic] = []) {
        self.declarations = declarations
        self.diagnostics = diagnostics
    }
}

extension Array where Element == String {
    /// Binary search in a sorted array.
    func binarySearchContains(_ value: String) -> Bool {
        let low = lowerBound(of: value) { $0 }
        return low < count && self[low] == value
    }

    /// The elements of a sorted array that start with `prefix`, found by binary search.
    func sortedElements(withPrefix prefix: String) -> ArraySlice<String> {
        sortedElements(withPrefix: prefix) { $0 }
    }
}

extension Array {
    /// The elements of an array sorted by `key` whose key starts with `prefix`, found by binary
    /// search (the tree's source files under a folder: `withPrefix: folder + "/"`, by path).
    func sortedElements(withPrefix prefix: String, by key: (Element) -> String) -> ArraySlice<Element> {
        let start = lowerBound(of: prefix, by: key)
        var end = start
        while end < count, key(self[end]).hasPrefix(prefix) { end += 1 }
        return self[start..<end]
    }

    /// The index of the first element whose key is not less than `value`, in an array sorted
    /// by `key`.
    fileprivate func lowerBound(of value: String, by key: (Element) -> String) -> Int {
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if key(self[mid]) < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}

/// Turns a name into the identifier Swift and clang use for its module
/// (`my-feature` → `my_feature`), as SwiftPM and Xcode do.
public func c99Identifier(_ name: String) -> String {
    var result = ""
    for (i, scalar) in name.unicodeScalars.enumerated() {
        let isAlnum = ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "_"
        if i == 0, ("0"..."9").contains(scalar) { result.append("_") }
        result.append(isAlnum ? String(scalar) : "_")
    }
    return result
}
