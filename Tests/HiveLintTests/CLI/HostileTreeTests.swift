import Foundation
import Testing
@testable import HiveLintCache

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Hostile trees, through the real binary: whatever is in the tree, hive-lint exits 0, 1 or
/// 2, says what went wrong in one line per problem (never a stack trace or a crash report),
/// finishes (the runner kills it after a minute), and writes nothing outside its cache folder
/// `<root>/.hive-lint/`: every file of the tree (path, type, mode, content, link target) is
/// the same after the run as before.
///
/// Covered elsewhere, not repeated here: dangling and escaping links in the walk
/// (`DiscoveryTests.symlinksAreReadOnceAndBrokenOnesReported`), an XcodeGen include cycle in
/// discovery (`XcodeGenDiscovererTests.includeCyclesAreCut`), a file that crashes libclang
/// (`CLITests.aFileThatCrashesLibclangIsReportedNotFatal`), a corrupt or other-build cache
/// (`CacheTests`), a root that is a file of the package (`CLITests.aFileInsteadOfATreeExitsTwo`).
@Suite struct HostileTreeTests {
    /// A small iOS app (Modules/Goods, Modules/Shop, folders discovery) in `<base>/App`, with
    /// `<base>/outside` beside it for links and includes that escape the tree. Paths are raw
    /// bytes where needed (names that are not UTF-8).
    final class App {
        let base = NSTemporaryDirectory() + "hive-lint-hostile-" + UUID().uuidString
        var root: String { base + "/App" }

        static let files: [String: String] = [
            "rules.json": #"{ "version": 1, "discovery": { "folders": ["Modules/*"] }, "kinds": { "business": ["Goods", "Shop"] } }"#,
            "Modules/Goods/GDSGoodsModel.h": "#import <Foundation/Foundation.h>\n@interface GDSGoodsModel : NSObject\n@property (nonatomic, copy) NSString *title;\n@end\n",
            "Modules/Goods/GDSGoodsModel.m": "#import \"GDSGoodsModel.h\"\n@implementation GDSGoodsModel\n@end\n",
            "Modules/Goods/GoodsItem.swift": "public struct GoodsItem {\n    public let id: String\n}\n",
            "Modules/Shop/SHPCartViewController.m": "#import <Goods/GDSGoodsModel.h>\n@implementation SHPCartViewController\n- (void)load {\n    GDSGoodsModel *model = [GDSGoodsModel new];\n    (void)model;\n}\n@end\n",
            "Modules/Shop/CartView.swift": "import Goods\n\nstruct CartView {\n    let item: GoodsItem\n}\n",
        ]

        init(_ extra: [String: String] = [:]) throws {
            for (path, text) in Self.files.merging(extra, uniquingKeysWith: { $1 }) { try write(path, text) }
            try write("../outside/secret.yml", "targets:\n  Secret:\n    type: framework\n    sources: [Secret]\n")
        }

        deinit {
            // Give back every permission a test took away, then remove (names may not be UTF-8).
            _ = try? runProgram("/bin/chmod", ["-R", "u+rwx", base], in: "/")
            _ = try? runProgram("/bin/rm", ["-rf", base], in: "/")
        }

        func write(_ path: String, _ text: String) throws { try write(Array(path.utf8), Array(text.utf8)) }

        /// Writes `bytes` at the relative path `path` (raw bytes), making its folders.
        func write(_ path: [UInt8], _ bytes: [UInt8]) throws {
            let full = Array(root.utf8) + [UInt8(ascii: "/")] + path
            var folder = full
            while let last = folder.last, last != UInt8(ascii: "/") { folder.removeLast() }
            folder.removeLast()
            try makeFolders(folder)
            let fd = Self.withCString(full) { open($0, O_CREAT | O_WRONLY | O_TRUNC, 0o644) }
            guard fd >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            let handle = FileHandle(fileDescriptor: fd, closeOnDealloc: true)
            try handle.write(contentsOf: Data(bytes))
        }

        func makeFolders(_ path: [UInt8]) throws {
            var prefix: [UInt8] = []
            for (index, byte) in path.enumerated() {
                prefix.append(byte)
                if index > 0, byte == UInt8(ascii: "/") || index == path.count - 1 {
                    let made = Self.withCString(prefix) { mkdir($0, 0o755) }
                    guard made == 0 || errno == EEXIST else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
                }
            }
        }

        func link(_ path: String, to destination: String) throws {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: url.path, withDestinationPath: destination)
        }

        static func withCString<T>(_ bytes: [UInt8], _ body: (UnsafePointer<CChar>) -> T) -> T {
            (bytes + [0]).withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { body($0.baseAddress!) } }
        }
    }

    /// Every entry below `root` (not following links), as `path → type, mode, content hash or
    /// link target`; `.hive-lint/` at the top is left out. Paths are escaped raw bytes.
    static func snapshot(_ root: String) -> [String: String] {
        var entries: [String: String] = [:]
        var buffer = [UInt8](repeating: 0, count: 65536)
        func visit(_ path: [UInt8], _ relative: String) {
            var status = stat()
            guard App.withCString(path, { lstat($0, &status) }) == 0 else { entries[relative] = "lstat failed \(errno)"; return }
            let mode = String(status.st_mode & 0o7777, radix: 8)
            switch status.st_mode & S_IFMT {
            case S_IFLNK:
                var buffer = [CChar](repeating: 0, count: 4096)
                let count = App.withCString(path) { readlink($0, &buffer, buffer.count) }
                entries[relative] = "link -> " + escape(buffer.prefix(max(count, 0)).map { UInt8(bitPattern: $0) })
            case S_IFDIR:
                entries[relative] = "dir \(mode)"
                guard let directory = App.withCString(path, { opendir($0) }) else { entries[relative]! += " unlistable"; return }
                defer { closedir(directory) }
                while let entry = readdir(directory) {
                    let name = withUnsafeBytes(of: entry.pointee.d_name) { Array($0.prefix { $0 != 0 }) }
                    if name == [46] || name == [46, 46] || (relative.isEmpty && name == Array(".hive-lint".utf8)) { continue }
                    visit(path + [47] + name, relative + "/" + escape(name))
                }
            case S_IFREG:
                let fd = App.withCString(path) { open($0, O_RDONLY) }
                var hash: UInt64 = 0xcbf2_9ce4_8422_2325
                if fd >= 0 {
                    while case let count = read(fd, &buffer, buffer.count), count > 0 {
                        for byte in buffer.prefix(count) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
                    }
                    close(fd)
                }
                entries[relative] = "file \(mode) \(status.st_size) " + (fd >= 0 ? String(hash, radix: 16) : "unreadable")
            default:
                entries[relative] = "other \(mode)"
            }
        }
        visit(Array(root.utf8), "")
        return entries
    }

    static func escape(_ bytes: [UInt8]) -> String {
        if bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") }) { return String(decoding: bytes, as: UTF8.self) }
        return bytes.map { $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "%") ? String(UnicodeScalar($0)) : String(format: "%%%02X", $0) }.joined()
    }

    /// Runs hive-lint on `path` from the app's parent folder (so a stray write to the working
    /// directory shows too), twice (cold, then from the cache and run memo), with the cache in
    /// the tree; checks the exit status, standard error and the tree after each run.
    @discardableResult
    static func lint(_ app: App, path: String? = nil, _ arguments: [String] = ["--format", "json"], allowed: Set<Int32> = [0, 1, 2],
                     sourceLocation: SourceLocation = #_sourceLocation) throws -> ProcessOutput {
        let before = snapshot(app.root)
        let outsideBefore = snapshot(app.base + "/outside")
        var last: ProcessOutput?
        for _ in 0..<2 {
            let run = try runHiveLint([path ?? app.root] + arguments, in: app.base, environment: ["HIVE_LINT_CACHE_DIR": ""], timeout: 60)
            check(run, allowed: allowed, sourceLocation: sourceLocation)
            let after = snapshot(app.root)
            let changed = Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
            #expect(changed.isEmpty, "changed outside .hive-lint/: \(changed.prefix(5).map { "\($0): \(before[$0] ?? "-") → \(after[$0] ?? "-")" })", sourceLocation: sourceLocation)
            #expect(snapshot(app.base + "/outside") == outsideBefore, sourceLocation: sourceLocation)
            last = run
        }
        return last!
    }

    /// Exit 0, 1 or 2 (or `allowed`), and standard error only `hive-lint:` lines with no crash report.
    static func check(_ run: ProcessOutput, allowed: Set<Int32> = [0, 1, 2], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.signal == nil, "killed by signal \(run.signal ?? 0): \(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(allowed.contains(run.status), "exit \(run.status): \(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        for marker in ["Fatal error", "Stack dump", "Backtrace", "libclang: crash", "PLEASE submit"] {
            #expect(!run.stderr.contains(marker), "\(marker) on stderr: \(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        }
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.allSatisfy { $0.hasPrefix("hive-lint: ") }, "stderr lines not from hive-lint: \(run.stderr.prefix(2000))", sourceLocation: sourceLocation)
        #expect(run.stderr.isEmpty || run.stderr.hasSuffix("\n"), sourceLocation: sourceLocation)
    }

    /// The JSON report of a run: its module names, and the module dependencies as `from → to`.
    static func report(_ run: ProcessOutput, sourceLocation: SourceLocation = #_sourceLocation) throws -> (modules: [String], dependencies: [String], diagnostics: [String]) {
        let json = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stderr)", sourceLocation: sourceLocation)
        let modules = (json["modules"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }.sorted()
        let dependencies = (json["dependencies"] as? [[String: Any]] ?? []).map { "\($0["from"] ?? "?") → \($0["to"] ?? "?")" }.sorted()
        let diagnostics = (json["diagnostics"] as? [[String: Any]] ?? []).map { "\($0["code"] ?? "?"): \($0["message"] ?? "")" }
        return (modules, dependencies, diagnostics)
    }

    /// Lints `app` (twice, as `lint` does), within 30 s; the healthy part is still analysed.
    /// The report's diagnostics as `code: message`.
    static func lintHealthyWithinHalfAMinute(_ app: App, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        let started = Date()
        let run = try lint(app, sourceLocation: sourceLocation)
        #expect(Date().timeIntervalSince(started) < 30, sourceLocation: sourceLocation)
        try expectHealthy(run, sourceLocation: sourceLocation)
        return try report(run, sourceLocation: sourceLocation).diagnostics
    }

    /// The healthy part of the app is still analysed: both modules, Shop → Goods.
    static func expectHealthy(_ run: ProcessOutput, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let found = try report(run, sourceLocation: sourceLocation)
        #expect(found.modules.contains("Goods") && found.modules.contains("Shop"), "\(found.modules)", sourceLocation: sourceLocation)
        #expect(found.dependencies.contains("Shop → Goods"), "\(found.dependencies)", sourceLocation: sourceLocation)
    }

    // MARK: - Links

    @Test func danglingAndEscapingLinks() throws {
        let app = try App()
        try app.link("Modules/Shop/SHPMissing.h", to: "SHPNowhere.h")
        try app.link("Modules/Shop/Secret.yml", to: app.base + "/outside/secret.yml")
        try app.link("Modules/Shop/Outside", to: "../../../outside")
        try app.link("Modules/Goods/Root", to: "/")
        let run = try Self.lint(app)
        try Self.expectHealthy(run)
        let diagnostics = try Self.report(run).diagnostics
        #expect(diagnostics.contains { $0.hasPrefix("dangling-symlink:") }, "\(diagnostics)")
        #expect(diagnostics.contains { $0.hasPrefix("symlink-outside-root:") }, "\(diagnostics)")
    }

    @Test func linkLoops() throws {
        let app = try App()
        try app.link("Modules/Shop/A.h", to: "B.h")
        try app.link("Modules/Shop/B.h", to: "A.h")
        try app.link("Modules/Goods/Parent", to: "..")
        try app.link("Modules/Goods/Sub/Back", to: "../../Goods")
        try app.link("Modules/Self", to: "Self")
        try Self.expectHealthy(try Self.lint(app))
    }

    @Test func theRootIsALinkToTheTree() throws {
        let app = try App()
        let link = app.base + "/AppLink"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: app.root)
        try Self.expectHealthy(try Self.lint(app, path: link))
    }

    @Test func theRootIsARegularFileOrMissing() throws {
        let app = try App()
        let file = app.root + "/Modules/Goods/GoodsItem.swift"
        let run = try Self.lint(app, path: file, allowed: [2])
        #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains("not a directory"), "\(run.stderr)")
        let dangling = app.base + "/Gone"
        try FileManager.default.createSymbolicLink(atPath: dangling, withDestinationPath: app.base + "/nowhere")
        let missing = try Self.lint(app, path: dangling, allowed: [2])
        #expect(missing.stderr.split(separator: "\n").count == 1, "\(missing.stderr)")
    }

    // MARK: - Shapes of the tree

    @Test func twoHundredFoldersDeep() throws {
        let deep = (0..<200).map { "level\($0)" }.joined(separator: "/")
        let app = try App([
            "Modules/Goods/\(deep)/GDSDeepItem.swift": "import Foundation\npublic struct GDSDeepItem {}\n",
            "Modules/Shop/\(deep)/SHPDeep.m": "#import <Goods/GDSGoodsModel.h>\n@implementation SHPDeep\n@end\n",
            "Modules/Shop/\(deep)/DeepCart.swift": "import Goods\nlet deepItem: GDSDeepItem? = nil\n",
        ])
        try Self.expectHealthy(try Self.lint(app))
        let why = try Self.lint(app, path: "why", ["Shop", "Goods", app.root], allowed: [0])
        #expect(why.stdout.contains("level199/DeepCart.swift:2:") && why.stdout.contains("level199/SHPDeep.m:1:"), "the deepest files are read: \(why.stdout)")
    }

    @Test func twentyThousandFilesInOneFolder() throws {
        let app = try App()
        let folder = app.root + "/Modules/Goods/Generated"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for index in 0..<20_000 { close(open(folder + "/GDSString\(index).swift", O_CREAT | O_WRONLY, 0o644)) }
        let started = Date()
        try Self.expectHealthy(try Self.lint(app))
        print("HostileTreeTests: 20,000 files in one folder: two runs and three checksums in \(Int(Date().timeIntervalSince(started) * 10) / 10) s")
    }

    @Test func namesWithSpacesQuotesNewlinesAndInvalidUTF8() throws {
        let app = try App()
        let names: [[UInt8]] = [
            Array("Modules/Shop/Cart Views/Cart Cell.swift".utf8),
            Array("Modules/Shop/\"Quoted\" 'Folder'/SHP\"Quote's\".m".utf8),
            Array("Modules/Shop/New\nLine/SHPNew\nLine.swift".utf8),
            Array("Modules/Shop/Caf".utf8) + [0xE9] + Array("/SHPCaf".utf8) + [0xE9, 0xFF] + Array(".swift".utf8),
            Array("Modules/Goods/".utf8) + [0xFF, 0xFE, 0x80] + Array(".h".utf8),
        ]
        var refused: [String] = []
        for name in names {
            let text = name.last == UInt8(ascii: "h") ? "@interface GDSOdd : NSObject\n@end\n" : name.last == UInt8(ascii: "m") ? "#import <Goods/GDSGoodsModel.h>\n" : "import Goods\n"
            do { try app.write(name, Array(text.utf8)) } catch { refused.append("\(Self.escape(name)): \(error)") }
        }
        if !refused.isEmpty { print("HostileTreeTests: the file system refused \(refused); those names are not tested") }
        for format in [["--format", "json"], ["--format", "text", "--verbose"], ["--format", "sarif"]] {
            let run = try Self.lint(app, format)
            if format[1] != "text" { #expect(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) is [String: Any], "\(format): valid JSON") }
            if format[1] == "json" { try Self.expectHealthy(run) }
        }
        for command in ["modules", "manifest", "graph"] {
            let run = try runHiveLint([command, app.root], in: app.base, environment: ["HIVE_LINT_CACHE_DIR": ""], timeout: 60)
            Self.check(run)
        }
    }

    @Test func unreadableFileAndFolder() throws {
        let app = try App([
            "Modules/Shop/SHPLocked.m": "#import <Goods/GDSGoodsModel.h>\n",
            "Modules/Shop/Locked/SHPHidden.swift": "import Goods\n",
        ])
        chmod(app.root + "/Modules/Shop/SHPLocked.m", 0)
        chmod(app.root + "/Modules/Shop/Locked", 0)
        let run = try Self.lint(app)
        try Self.expectHealthy(run)
        if FileManager.default.isReadableFile(atPath: app.root + "/Modules/Shop/SHPLocked.m") {
            print("HostileTreeTests: running as root, where chmod 000 still reads; the unreadable-file diagnostics are not checked")
        } else {
            let diagnostics = try Self.report(run).diagnostics
            #expect(diagnostics.contains { $0.contains("SHPLocked.m") }, "\(diagnostics)")
            #expect(diagnostics.contains { $0.hasPrefix("unreadable-directory:") }, "\(diagnostics)")
        }
    }

    // MARK: - Contents

    @Test func invalidUTF8AndNULBytesInSources() throws {
        let app = try App()
        try app.write(Array("Modules/Shop/SHPBinary.m".utf8), Array("#import <Goods/GDSGoodsModel.h>\n@implementation SHPBinary\n".utf8) + [0, 0xFF, 0xFE, 0xC3, 0x28, 0, 0x80] + Array("\n@end\n".utf8))
        try app.write(Array("Modules/Shop/Binary.swift".utf8), Array("import Goods\nlet x = \"".utf8) + [0xFF, 0, 0xC0, 0xAF] + Array("\"\n\0\0struct".utf8) + [0xED, 0xA0, 0x80])
        try app.write(Array("Modules/Goods/GDSBlob.h".utf8), (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 7919) })
        try app.write(Array("Modules/Goods/Blob.swift".utf8), (0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 104_729) })
        try Self.expectHealthy(try Self.lint(app))
    }

    @Test func unterminatedCommentsStringsAndConditions() throws {
        let app = try App([
            "Modules/Shop/SHPComment.m": "#import <Goods/GDSGoodsModel.h>\n/* never closed\n@implementation SHPComment\n@end\n",
            "Modules/Shop/SHPString.m": "#import <Goods/GDSGoodsModel.h>\nstatic NSString *const k = @\"never closed\n",
            "Modules/Shop/SHPCondition.m": "#import <Goods/GDSGoodsModel.h>\n#if DEBUG\n#import <Goods/GDSGoodsModel.h>\n@implementation SHPCondition\n@end\n",
            "Modules/Shop/SHPCondition.h": "#ifndef SHPCondition_h\n#define SHPCondition_h\n#if 1\n@interface SHPCondition : NSObject\n",
            "Modules/Shop/Comment.swift": "import Goods\n/* never closed\nstruct Comment {}\n",
            "Modules/Shop/Strings.swift": "import Goods\nlet a = \"never closed\nlet b = \"\"\"\nnever closed either\n",
            "Modules/Shop/Condition.swift": "import Goods\n#if DEBUG\nimport Foundation\nstruct Condition {\n",
        ])
        try Self.expectHealthy(try Self.lint(app))
    }

    /// swift-syntax's parse is exponential in nested `[` (24 levels took minutes), and deep
    /// generic arguments or `#if`s overflow its stack (a crash): such files are read by the
    /// token pass with a note, such manifests are not evaluated (`SwiftParseHazard`).
    @Test func swiftNestedTooDeepForTheParser() throws {
        let app = try App([
            "Modules/Shop/Matrix.swift": "import Goods\nlet matrix = " + String(repeating: "[", count: 24) + "1" + String(repeating: "]", count: 24) + "\n",
            "Modules/Shop/Unclosed.swift": "import Goods\n" + String(repeating: "[(", count: 5000) + "\n",
            "Modules/Shop/Generic.swift": "import Goods\nlet x: " + String(repeating: "A<", count: 5000) + "\n",
            "Modules/Shop/Conditions.swift": "import Goods\n" + String(repeating: "#if DEBUG\n", count: 3000) + "public struct ShopDeep {}\n",
            "Modules/Shop/Braces.swift": "import Goods\n" + String(repeating: "f { ", count: 3000) + "\n",
            "Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"App\", targets: " + String(repeating: "[", count: 30) + ")\n",
        ])
        let diagnostics = try Self.lintHealthyWithinHalfAMinute(app)
        let notes = diagnostics.filter { $0.hasPrefix("deeply-nested-file:") }
        #expect(notes.count == 5, "\(notes)")
        #expect(notes.contains { $0.contains("Modules/Shop/Matrix.swift has '[' nested more than 16 deep") }, "\(notes)")
        let manifest = diagnostics.filter { $0.hasPrefix("unreadable-manifest: Package.swift has '[' nested") }
        #expect(manifest.count == 1)
    }

    /// libclang recursed per bracket until its stack was gone (1,500 nested blocks: a crash
    /// report on stderr; 10,000 unclosed `[`: the process killed), and so did hive-lint's own
    /// message scanner; it reads `#include "/dev/zero"` forever.
    @Test func objectiveCNestedTooDeepAndIncludesOfDevices() throws {
        let app = try App([
            "Modules/Shop/SHPBlocks.m": "#import <Goods/GDSGoodsModel.h>\n@implementation SHPBlocks\n- (void)run {\n" + String(repeating: "if (1) { ", count: 1500) + String(repeating: "}", count: 1500) + "\n}\n@end\n",
            "Modules/Shop/SHPMessages.m": "#import <Goods/GDSGoodsModel.h>\nvoid f(void) { id a = " + String(repeating: "[", count: 10_000) + " }\n",
            // Under the nesting limit (256), over the scanner's receiver depth (64).
            "Modules/Shop/SHPReceivers.m": "#import <Goods/GDSGoodsModel.h>\nvoid g(void) { " + String(repeating: "[", count: 250) + "x" + String(repeating: " a]", count: 250) + "; }\n",
            "Modules/Shop/SHPDevices.m": "#import <Goods/GDSGoodsModel.h>\n#include \"/dev/zero\"\n#import \"../../../../../../dev/urandom\"\n#import <../../../../../../../dev/zero>\n#include \"/dev/stdin\"\n@implementation SHPDevices\n@end\n",
        ])
        let diagnostics = try Self.lintHealthyWithinHalfAMinute(app)
        #expect(diagnostics.filter { $0.hasPrefix("deeply-nested-file:") }.count == 2, "\(diagnostics)")
        #expect(!diagnostics.contains { $0.hasPrefix("objc-parse-failed:") }, "\(diagnostics)")
        #expect(diagnostics.filter { $0.hasPrefix("include-of-special-file: Modules/Shop/SHPDevices.m includes") }.count == 4, "\(diagnostics)")
    }

    /// clang's debugging pragmas crash (`crash`, `llvm_fatal_error`), hang (`overflow_stack`)
    /// or print clang's internals (`dump`, `macro`) on purpose; 280 unclosed `(` crashed
    /// libclang's recovery (fuzz seed 6, case 4278). Each file is still read.
    @Test func clangDebuggingPragmasAndUnclosedParentheses() throws {
        let app = try App([
            "Modules/Shop/SHPDebug.m": "#import <Goods/GDSGoodsModel.h>\n#define SHP_FLAG 1\n#pragma clang __debug crash\n#pragma clang __debug overflow_stack\n"
                + "#pragma clang __debug dump GDSGoodsModel\n  #  pragma  clang __debug \\\n    llvm_fatal_error\n_Pragma(\"clang __debug macro SHP_FLAG\")\n"
                + "#define SHP_DUMP _Pragma( \"clang __debug diag_mapping \\\"-Wall\\\"\" )\nSHP_DUMP\n"
                + "@implementation SHPDebug\n- (void)load {\n    GDSGoodsModel *model = [GDSGoodsModel new];\n    (void)model;\n}\n@end\n",
            "Modules/Shop/SHPParens.m": "#import <Goods/GDSGoodsModel.h>\n@implementation SHPParens\n- (NSString *)name {\n    return @\"x\";\n"
                + String(repeating: "(\n", count: 280) + "}\n@end\n",
        ])
        let diagnostics = try Self.lintHealthyWithinHalfAMinute(app)
        #expect(!diagnostics.contains { $0.hasPrefix("objc-parse-failed:") || $0.hasPrefix("libclang-output:") }, "\(diagnostics)")
        #expect(diagnostics.filter { $0.hasPrefix("deeply-nested-file:") } == [
            "deeply-nested-file: Modules/Shop/SHPParens.m has brackets nested more than 256 deep, more than libclang can parse safely: its imports, declarations and framework calls are read, not its uses of other modules' symbols",
        ], "\(diagnostics)")
    }

    /// Expressions nested without brackets: libclang recursed once per operator on a pool
    /// thread's stack, and 100,000 of them killed the process (SIGSEGV). Parses run on a
    /// thread with a large stack (`LargeStack`).
    @Test func objectiveCOperatorChains() throws {
        let app = try App([
            "Modules/Shop/SHPNot.m": "#import <Goods/GDSGoodsModel.h>\nint SHPNot(int x) { return " + String(repeating: "!", count: 100_000) + "x; }\n",
            "Modules/Shop/SHPAssign.m": "#import <Goods/GDSGoodsModel.h>\nint SHPAssign(int x) { return " + String(repeating: "x = ", count: 50_000) + "x; }\n",
            "Modules/Shop/SHPTernary.m": "#import <Goods/GDSGoodsModel.h>\nint SHPTernary(int x) { return " + String(repeating: "x ? x : ", count: 30_000) + "x; }\n",
        ])
        let run = try Self.lint(app)
        try Self.expectHealthy(run)
        let diagnostics = try Self.report(run).diagnostics
        #expect(!diagnostics.contains { $0.hasPrefix("objc-parse-failed:") }, "\(diagnostics)")
    }

    @Test func aHeaderThatImportsItself() throws {
        let app = try App([
            "Modules/Goods/GDSLoop.h": "#import \"GDSLoop.h\"\n#include \"GDSLoop.h\"\n#import <Goods/GDSLoop.h>\n@interface GDSLoop : NSObject\n@end\n",
            "Modules/Goods/GDSPing.h": "#include \"GDSPong.h\"\n@interface GDSPing : NSObject\n@end\n",
            "Modules/Goods/GDSPong.h": "#include \"GDSPing.h\"\n@interface GDSPong : NSObject\n@end\n",
            "Modules/Shop/SHPLoopUser.m": "#import <Goods/GDSLoop.h>\n#include <Goods/GDSPing.h>\n@implementation SHPLoopUser\n@end\n",
        ])
        try Self.expectHealthy(try Self.lint(app))
    }

    @Test func aMacroBomb() throws {
        var defines = "#define GDS_BOMB0 x\n"
        for level in 1...30 { defines += "#define GDS_BOMB\(level) GDS_BOMB\(level - 1) GDS_BOMB\(level - 1)\n" }
        let app = try App([
            "Modules/Goods/GDSBomb.h": "#import <Foundation/Foundation.h>\n" + defines + "@interface GDSBomb : NSObject\n@end\n",
            "Modules/Shop/SHPBomb.m": "#import <Goods/GDSBomb.h>\n@implementation SHPBomb\n- (void)boom {\n    int x = 0;\n    (void)(GDS_BOMB30);\n}\n@end\nstatic int boom = (GDS_BOMB30, 0);\n",
            "Modules/Shop/SHPBombToo.m": "#import <Goods/GDSGoodsModel.h>\n" + defines + "int bomb[] = { GDS_BOMB30 };\n",
            "Modules/Shop/SHPDoubling.m": "#import <Goods/GDSGoodsModel.h>\n#define SHP_TWICE(x) x x\nint twice[] = { " + String(repeating: "SHP_TWICE(", count: 30) + "1" + String(repeating: ")", count: 30) + " };\n",
            "Modules/Shop/SHPFewCopies.m": "#import <Goods/GDSGoodsModel.h>\n#define SHP_TWICE(x) x x\nint few[] = { " + String(repeating: "SHP_TWICE(", count: 8) + "1" + String(repeating: ")", count: 8) + " };\n",
        ])
        let notes = try Self.lintHealthyWithinHalfAMinute(app).filter { $0.hasPrefix("macro-expansion-too-large:") }
        // SHPBomb.m gets the header's macros through its prelude, three levels deep: no bomb;
        // SHPFewCopies.m makes 256 copies: parsed.
        #expect(notes.count == 2, "\(notes)")
        #expect(notes.contains { $0.contains("Modules/Shop/SHPDoubling.m uses macro SHP_TWICE, which expands to more than 1000000 tokens") }, "\(notes)")
        #expect(notes.contains { $0.contains("Modules/Shop/SHPBombToo.m uses macro GDS_BOMB30, which expands to more than 1000000 tokens") }, "\(notes)")
    }

    // MARK: - Manifests that would run code

    @Test func rubyManifestsAreNeverRun() throws {
        let evil = "`touch PWNED`\nsystem(\"touch PWNED\")\n%x{touch PWNED}\nexec('touch PWNED') if false\nIO.popen('touch PWNED')\n"
        let app = try App([
            "Podfile": "platform :ios, '13.0'\n\(evil)\ntarget 'App' do\n  pod 'Goods', :path => 'Modules/Goods'\n  pod 'Shop', :path => `touch PWNED; echo Modules/Shop`.strip\nend\n",
            "Modules/Goods/Goods.podspec": "Pod::Spec.new do |s|\n  s.name = 'Goods'\n  s.version = `touch PWNED; echo 1.0`\n  \(evil)  s.source_files = 'Modules/Goods/**/*.{h,m,swift}'\nend\n",
            "Modules/Shop/Shop.podspec": "Pod::Spec.new do |s|\n  s.name = %x{touch PWNED}\n  s.dependency 'Goods'\n  s.source_files = '**/*.{h,m,swift}'\nend\n",
            "Gemfile": "source 'https://rubygems.org'\n\(evil)",
        ])
        try Self.expectHealthy(try Self.lint(app))
        let pwned = (FileManager.default.subpaths(atPath: app.base) ?? []).filter { $0.hasSuffix("PWNED") }
        #expect(pwned.isEmpty, "\(pwned)")
        #expect(!FileManager.default.fileExists(atPath: PackagePaths.root + "/PWNED"))
    }

    @Test func xcodeGenIncludeCycleAndAnIncludeOutsideTheTree() throws {
        let app = try App([
            "project.yml": "name: App\ninclude:\n  - ../outside/secret.yml\n  - path: ../../../../../../../../etc/passwd\n  - Specs/shared.yml\ntargets:\n  Goods:\n    type: framework\n    platform: iOS\n    sources: [Modules/Goods]\n  Shop:\n    type: framework\n    platform: iOS\n    sources: [Modules/Shop]\n    dependencies:\n      - target: Goods\n",
            "Specs/shared.yml": "include: [../project.yml, shared.yml, loop.yml]\n",
            "Specs/loop.yml": "include: [shared.yml]\n",
            "rules.json": #"{ "version": 1, "kinds": { "business": ["Goods", "Shop"] } }"#,
        ])
        let run = try Self.lint(app)
        try Self.expectHealthy(run)
        let found = try Self.report(run)
        #expect(!found.modules.contains("Secret"), "the spec outside the tree is not read: \(found.modules)")
        #expect(found.diagnostics.contains { $0.contains("outside the scanned tree") }, "\(found.diagnostics)")
        #expect(found.diagnostics.contains { $0.hasPrefix("manifest-include-cycle:") }, "\(found.diagnostics)")
    }

    // MARK: - The cache under hostile conditions

    /// The JSON report without the diagnostics about the cache itself.
    static func withoutCacheNotes(_ json: String) throws -> String {
        var object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        object["diagnostics"] = (object["diagnostics"] as? [[String: Any]] ?? []).filter { !(($0["code"] as? String) ?? "").hasPrefix("cache-") }
        object["summary"] = nil
        return String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
    }

    @Test func aCacheThatCannotBeWritten() throws {
        let tree = try TemporaryTree.copy(ofFixture: "objc-bifrost")
        let clean = try runHiveLint([tree.root, "--format", "json", "--no-cache"], environment: ["HIVE_LINT_CACHE_DIR": ""])
        let parentIsAFile = tree.root + "/rules-note.txt"
        try Data("a file\n".utf8).write(to: URL(fileURLWithPath: parentIsAFile))
        let factsIsAFolder = tree.root + "/.hive-lint/cache"
        try FileManager.default.createDirectory(atPath: factsIsAFolder + "/facts.bin/inside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: factsIsAFolder + "/runs.bin/inside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: factsIsAFolder + "/discovery.bin/inside", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: factsIsAFolder + "/links.bin/inside", withIntermediateDirectories: true)
        let readOnly = NSTemporaryDirectory() + "hive-lint-readonly-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: readOnly, withIntermediateDirectories: true)
        defer { chmod(readOnly, 0o755); try? FileManager.default.removeItem(atPath: readOnly) }
        chmod(readOnly, 0o555)
        // A full disk: files may grow to 16 KB (RLIMIT_FSIZE, with SIGXFSZ ignored, so a write
        // past it fails with EFBIG as on a full disk); the cache files are larger.
        let fullDisk = NSTemporaryDirectory() + "hive-lint-full-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: fullDisk) }
        func run(_ name: String, _ arguments: [String]) throws -> ProcessOutput {
            guard name == "a full disk" else { return try runHiveLint(arguments, environment: ["HIVE_LINT_CACHE_DIR": ""], timeout: 60) }
            return try runProgram("/bin/sh", ["-c", "trap '' XFSZ; ulimit -f 16; exec \"$0\" \"$@\"", PackagePaths.binary] + arguments,
                                  environment: ["HIVE_LINT_CACHE_DIR": ""], timeout: 60)
        }
        let cases: [(String, [String])] = [
            ("a cache folder whose parent is a regular file", ["--cache-dir", parentIsAFile + "/cache"]),
            ("a cache whose files are folders", []),
            ("a read-only cache folder", ["--cache-dir", readOnly]),
            ("a full disk", ["--cache-dir", fullDisk]),
        ]
        for (name, arguments) in cases {
            if name == "a read-only cache folder", access(readOnly, W_OK) == 0 {
                print("HostileTreeTests: running as root, where a read-only folder is still writable; \(name) is not checked")
                continue
            }
            for text in [false, true] {
                let run = try run(name, [tree.root] + arguments + (text ? [] : ["--format", "json"]))
                Self.check(run)
                #expect(run.status == clean.status, "\(name)")
                if text {
                    let notes = run.stdout.split(separator: "\n").filter { $0.contains("[cache-not-written]") }
                    #expect(notes.count == 1, "\(name): \(run.stdout)")
                } else {
                    #expect(try Self.withoutCacheNotes(run.stdout) == (try Self.withoutCacheNotes(clean.stdout)), "\(name)")
                }
            }
        }
        // Nothing half-written is left in the full disk's cache folder.
        let left = (try? FileManager.default.contentsOfDirectory(atPath: fullDisk)) ?? []
        #expect(!left.contains { $0.hasSuffix(".tmp") }, "\(left)")
    }

    @Test func aCacheOfANewerFormatIsRebuiltWithANote() throws {
        let tree = try TemporaryTree.copy(ofFixture: "objc-bifrost")
        let clean = try runHiveLint([tree.root, "--format", "json"], environment: ["HIVE_LINT_CACHE_DIR": ""])
        let file = tree.root + "/.hive-lint/cache/facts.bin"
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))
        let magic = Array("HIVELINTCACHE".utf8)
        #expect(Array(bytes.prefix(magic.count)) == magic)
        // The store version after the magic, then the facts' format version: both from the future.
        bytes[magic.count] = 99
        bytes[magic.count + 1] = 0x7F
        try Data(bytes).write(to: URL(fileURLWithPath: file))
        let run = try runHiveLint([tree.root, "--verbose"], environment: ["HIVE_LINT_CACHE_DIR": ""], timeout: 60)
        Self.check(run)
        #expect(run.stdout.contains("note: [cache-rebuilt] the parse cache"), "\(run.stdout)")
        let rebuilt = try runHiveLint([tree.root, "--format", "json"], environment: ["HIVE_LINT_CACHE_DIR": ""])
        #expect(try Self.withoutCacheNotes(rebuilt.stdout) == (try Self.withoutCacheNotes(clean.stdout)))
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)).prefix(magic.count + 1) == Data(magic + [UInt8(FactsCache.storeVersion)]))
    }

    @Test func fourRunsSharingOneCache() async throws {
        let tree = try TemporaryTree.copy(ofFixture: "code-coupling")
        let expected = try runHiveLint([tree.root, "--format", "json", "--no-cache"], environment: ["HIVE_LINT_CACHE_DIR": ""])
        let root = tree.root
        for round in 0..<2 {
            let runs = try await withThrowingTaskGroup(of: ProcessOutput.self) { group in
                for _ in 0..<4 {
                    group.addTask { try runHiveLint([root, "--format", "json"], environment: ["HIVE_LINT_CACHE_DIR": ""], timeout: 120) }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for run in runs {
                Self.check(run)
                #expect(run.status == expected.status, "round \(round)")
                #expect(try Self.withoutCacheNotes(run.stdout) == (try Self.withoutCacheNotes(expected.stdout)), "round \(round)")
            }
        }
        // Whatever order they saved in, the cache left is whole.
        let after = try runHiveLint([tree.root], environment: ["HIVE_LINT_CACHE_DIR": ""])
        #expect(!after.stdout.contains("cache-rebuilt"), "\(after.stdout)")
    }
}
