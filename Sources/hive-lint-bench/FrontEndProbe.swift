import ArgumentParser
import Foundation
import HiveLintCore
import HiveLintObjC
import HiveLintSwift
import SwiftParser

/// `hive-lint-bench frontends`: what the front ends add to the parse floor, file by file on
/// one thread (the cold run's distance from the floor, measured without the pipeline around
/// it): every Swift file parsed by SwiftParser alone, then read by the Swift front end (the
/// same parse plus the syntax visitor), and its nesting pre-check; every `.m`/`.h` parsed by
/// libclang alone, then read by the Objective-C front end (the same unit, plus the cursor
/// visit, the scanners and an SDK-only prelude), and each header's token pass. Files over the
/// default size limit are left out, as the pipeline reads them by the token pass.
struct FrontEnds: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "frontends",
        abstract: "Time each front end against the bare parse, on one thread (where a cold run's time over the parse floor goes).")

    @Argument(help: "The tree to measure.")
    var directory: String

    func run() async throws {
        let tree: SourceTree
        do {
            tree = try SourceTree.scan(directory)
        } catch {
            throw failure(error)
        }
        let limit = ParseBudget.defaultMaxFileSize
        let clock = ContinuousClock()
        var swiftParse = Duration.zero, swiftFrontEnd = Duration.zero, swiftCheck = Duration.zero, swiftFiles = 0
        let swift = SwiftFrontEnd()
        for file in tree.files where file.group == .swift && file.size <= limit {
            let bytes = SourceTree.read(file.path)
            var start = clock.now
            let parsed = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            swiftParse += clock.now - start
            _ = parsed.statements.count
            start = clock.now
            _ = ParseBudget.swiftTooDeep(bytes)
            swiftCheck += clock.now - start
            start = clock.now
            _ = swift.facts(path: file.path, source: String(decoding: bytes, as: UTF8.self))
            swiftFrontEnd += clock.now - start
            swiftFiles += 1
        }
        do {
            try LibClang.load()
        } catch {
            throw failure(BenchError("cannot load libclang: \(error)"))
        }
        let objc = ObjCFrontEnd()
        var clangParse = Duration.zero, objcFrontEnd = Duration.zero, tokenPass = Duration.zero, objcFiles = 0
        for file in tree.files where (file.group == .objc || file.group == .header) && file.size <= limit {
            let bytes = SourceTree.read(file.path)
            let language = Language(pathExtension: (file.path as NSString).pathExtension) ?? .objcHeader
            var start = clock.now
            _ = objc.parseOnly(contents: bytes, language: language, bodies: true)
            clangParse += clock.now - start
            start = clock.now
            _ = objc.facts(path: file.path, contents: bytes, language: language, prelude: .sdkOnly)
            objcFrontEnd += clock.now - start
            if language == .objcHeader {
                start = clock.now
                _ = ObjCTokenPass.facts(path: file.path, contents: bytes, language: language, bodies: false, vocabulary: CallVocabulary())
                tokenPass += clock.now - start
            }
            objcFiles += 1
        }
        func row(_ name: String, _ floor: Duration, _ frontEnd: Duration) -> String {
            let extra = frontEnd.seconds - floor.seconds
            let share = floor.seconds > 0 ? Format.number(100 * extra / floor.seconds, digits: 0) : "-"
            return "  \(Format.pad(name, 22, right: false)) parse alone \(Format.seconds(floor.seconds)) s, front end \(Format.seconds(frontEnd.seconds)) s: +\(Format.seconds(extra)) s (+\(share) %)"
        }
        print("hive-lint-bench frontends: \(directory), one thread")
        print(row("Swift (\(Format.count(swiftFiles)) files)", swiftParse, swiftFrontEnd))
        print("  \(Format.pad("", 22)) nesting pre-check (before each full parse) \(Format.seconds(swiftCheck.seconds)) s")
        print(row("Objective-C (\(Format.count(objcFiles)) files)", clangParse, objcFrontEnd))
        print("  \(Format.pad("", 22)) headers' token pass (their declarations for the prelude) \(Format.seconds(tokenPass.seconds)) s")
    }
}
