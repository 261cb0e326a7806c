/// Small pure functions on `/`-separated relative paths. Relative paths never start with
/// `/` or `./`; the scanned root itself is `""`.
public enum RelativePath {
    /// `a/b/c.h` → `a/b`; `c.h` → `""`.
    public static func directory(of path: String) -> String {
        // On the UTF-8 view: a `Character` search walks grapheme clusters, and this runs for
        // every file and every folder above it.
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "" }
        return String(path[..<slash])
    }

    /// `a/b/c.h` → `c.h`.
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Whether a folder name is a built framework's (`FaceVerify.framework`, a SwiftPM
    /// `binaryTarget`'s `opencv2.xcframework`): a binary's headers, never source.
    public static func isBinaryFramework(_ name: String) -> Bool {
        (name.hasSuffix(".framework") && name.count > ".framework".count) || (name.hasSuffix(".xcframework") && name.count > ".xcframework".count)
    }

    /// Folder names that hold vendored third-party code, one package per child
    /// (`Vendor/AFNetworking`, `ThirdParty/minizip`).
    public static let vendorFolderNames: Set<String> = [
        "Vendor", "Vendors", "vendor", "vendors", "ThirdParty", "Third-Party", "third_party", "thirdparty",
        "ThirdParties", "3rdParty", "3rdparty", "3rd-party",
    ]

    /// Whether `path` is a package of a vendor folder (`App/Vendor/AMPopTip`).
    public static func isVendoredPackage(_ path: String) -> Bool {
        vendorFolderNames.contains(lastComponent(of: directory(of: path)))
    }

    /// `opencv2.xcframework` → `opencv2`; any other name as it is.
    public static func frameworkName(_ name: String) -> String {
        isBinaryFramework(name) ? String(name.split(separator: ".").first ?? Substring(name)) : name
    }

    /// Joins and normalises (`.`, `..`, doubled slashes); `nil` if `..` climbs above the root.
    public static func join(_ base: String, _ relative: String) -> String? {
        // The common case (`"Foo.h"` next to a normalised folder) without splitting.
        if isPlainComponent(relative), isNormalised(base) { return base.isEmpty ? relative : base + "/" + relative }
        var parts = base.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }

    /// A single path component other than `.` and `..`.
    private static func isPlainComponent(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.utf8.contains(UInt8(ascii: "/"))
    }

    /// Whether `path` is already what `join` makes of it: no empty, `.` or `..` component.
    private static func isNormalised(_ path: String) -> Bool {
        if path.isEmpty { return true }
        for component in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false) {
            if component.isEmpty || component.elementsEqual(".".utf8) || component.elementsEqual("..".utf8) { return false }
        }
        return true
    }

    /// The folder a manifest describes: its own, or for an Xcode project's
    /// `App/App.xcodeproj/project.pbxproj` the one holding the `.xcodeproj` (`App`).
    public static func manifestFolder(of manifest: String) -> String {
        let directory = directory(of: manifest)
        return directory.hasSuffix(".xcodeproj") ? Self.directory(of: directory) : directory
    }

    /// Whether `path` is `directory` or inside it (`""` contains everything).
    public static func isInside(_ path: String, _ directory: String) -> Bool {
        directory.isEmpty || path == directory || path.hasPrefix(directory + "/")
    }

    /// Number of components (`""` → 0).
    public static func depth(_ path: String) -> Int {
        path.isEmpty ? 0 : path.utf8.split(separator: UInt8(ascii: "/")).count
    }

    /// The file extension without the dot (`a/b.podspec.json` → `json`).
    public static func pathExtension(_ path: String) -> String {
        let name = lastComponent(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }
}
