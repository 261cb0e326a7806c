import ArgumentParser
import Foundation
import HiveLintCore
import HiveLintObjC
import HiveLintSwift
import SwiftParser

struct FrontEnds: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "_frontends", shouldDisplay: false)
    @Argument var directory: String

    func run() async throws {
        let tree = try SourceTree.scan(directory)
        let clock = ContinuousClock()
        var parseOnly = Duration.zero, facts = Duration.zero, hazard = Duration.zero, lines = Duration.zero, decode = Duration.zero
        let swift = SwiftFrontEnd()
        for file in tree.files where file.group == .swift {
            let bytes = SourceTree.read(file.path)
            var t = clock.now
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            parseOnly += clock.now - t
            _ = tree.statements.count
            t = clock.now
            let s = String(decoding: bytes, as: UTF8.self)
            decode += clock.now - t
            t = clock.now
            _ = swift.facts(path: file.path, source: s)
            facts += clock.now - t
            t = clock.now
            _ = SwiftParseHazard.find(in: bytes)
            hazard += clock.now - t
            t = clock.now
            _ = LineTable(s)
            lines += clock.now - t
        }
        print("swift parse-only \(parseOnly) facts \(facts) decode \(decode) hazard \(hazard) linetable \(lines)")
        try LibClang.load()
        let objc = ObjCFrontEnd()
        var objcParse = Duration.zero, objcFacts = Duration.zero, tokenPass = Duration.zero
        for file in tree.files where file.group == .objc || file.group == .header {
            let bytes = SourceTree.read(file.path)
            let language = Language(pathExtension: (file.path as NSString).pathExtension) ?? .objcHeader
            guard bytes.count < 1_000_000 else { continue }
            var t = clock.now
            _ = objc.parseOnly(contents: bytes, language: language, bodies: true)
            objcParse += clock.now - t
            t = clock.now
            _ = objc.facts(path: file.path, contents: bytes, language: language, prelude: .sdkOnly)
            objcFacts += clock.now - t
            t = clock.now
            _ = ObjCTokenPass.facts(path: file.path, contents: bytes, language: language, bodies: false, vocabulary: CallVocabulary())
            tokenPass += clock.now - t
        }
        print("objc parse-only \(objcParse) facts \(objcFacts) headerTokenPass \(tokenPass)")
    }
}
