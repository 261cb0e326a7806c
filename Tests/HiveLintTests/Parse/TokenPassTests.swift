import Foundation
import HiveLintCore
import HiveLintObjC
import HiveLintSwift
import Testing

/// Files over the parse budget (`--max-file-size`) are read by a token pass. What it reads
/// must be what the full parse reads: checked on every source file of every fixture (or of
/// the tree `HIVE_LINT_TOKEN_PASS_ROOT` names, such as a codebase of the real-code bench).
@Suite struct TokenPassTests {
    struct Source: CustomStringConvertible {
        var path: String
        var language: Language
        var bytes: [UInt8]
        var description: String { path }
    }

    static let sources: [Source] = {
        var found: [Source] = []
        let root = ProcessInfo.processInfo.environment["HIVE_LINT_TOKEN_PASS_ROOT"] ?? PackagePaths.fixtures
        let walker = FileManager.default.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            // Fuzz reproducers are malformed on purpose (one would overflow libclang's stack).
            guard !relative.contains("/expected/"), !relative.hasPrefix("fuzz/") else { continue }
            let language: Language? = switch (relative as NSString).pathExtension {
            case "swift": .swift
            case "m": .objc
            case "mm": .objcpp
            case "h": .objcHeader
            default: nil
            }
            guard let language, let data = FileManager.default.contents(atPath: root + "/" + relative) else { continue }
            found.append(Source(path: relative, language: language, bytes: Array(data)))
        }
        return found.sorted { $0.path < $1.path }
    }()

    func full(_ source: Source) throws -> FileFacts {
        try LibClang.load()
        return switch source.language {
        case .swift: SwiftFrontEnd().facts(path: source.path, source: String(decoding: source.bytes, as: UTF8.self))
        default: ObjCFrontEnd().facts(path: source.path, contents: source.bytes, language: source.language, prelude: .sdkOnly)
        }
    }

    func tokens(_ source: Source) -> FileFacts {
        switch source.language {
        case .swift: SwiftTokenPass.facts(path: source.path, contents: source.bytes)
        default: ObjCTokenPass.facts(path: source.path, contents: source.bytes, language: source.language, bodies: true, vocabulary: CallVocabulary())
        }
    }

    @Test func fixturesHaveSourcesOfEveryLanguage() {
        #expect(Set(Self.sources.map(\.language)).isSuperset(of: [.swift, .objc, .objcHeader]))
        #expect(Self.sources.count > 200)
    }

    @Test func importsAreTheFullParsesOnEveryFixtureFile() throws {
        for source in Self.sources {
            func shown(_ facts: FileFacts) -> [String] {
                facts.imports.map { "\($0.form) \($0.target) :\($0.location.line)" }.sorted()
            }
            let (cheap, parsed) = (shown(tokens(source)), shown(try full(source)))
            #expect(cheap == parsed, "\(source.path): only the token pass: \(cheap.filter { !parsed.contains($0) }); only the full parse: \(parsed.filter { !cheap.contains($0) })")
        }
    }

    @Test func declarationsAreTheFullParsesOnEveryFixtureFile() throws {
        for source in Self.sources {
            func shown(_ facts: FileFacts) -> [String] {
                facts.declarations.filter { [.objcClass, .objcProtocol, .macro, .swiftType, .swiftProtocol, .function, .constant, .type].contains($0.kind) }
                    .map { "\($0.kind.rawValue) \($0.name) public:\($0.isPublic)" + ($0.kind == .macro ? " \($0.detail ?? "-")" : "") }
                    // Overloads are one name to resolve; operators are never a module's symbol.
                    .filter { !$0.hasPrefix("function ") || $0.dropFirst(9).first.map { $0.isLetter || $0 == "_" } == true }
                    .reduce(into: Set<String>()) { $0.insert($1) }.sorted()
            }
            let (cheap, parsed) = (shown(tokens(source)), shown(try full(source)))
            #expect(cheap == parsed, "\(source.path): only the token pass: \(cheap.filter { !parsed.contains($0) }); only the full parse: \(parsed.filter { !cheap.contains($0) })")
        }
    }

    // MARK: Patterns the fixtures do not hold, from real codebases

    @Test func swiftStringsCommentsAndDirectivesDoNotConfuseTheTopLevel() {
        let source = #"""
            import struct Foundation.URL
            @testable import Goods
            /* import Hidden
               /* nested */ import AlsoHidden */
            let banner = "\(items["first"] ?? "{") done"
            let template = """
                import NotAnImport
                }
                """
            func log(file: StaticString = #file, line: UInt = #line) {
                print("}")
            }
            #if DEBUG
            public final class SaleDebugMenu {}
            #endif
            private struct Hidden {}
            extension GoodsItem {
                public func price() -> Int { 0 }
            }
            public let raw = #"a "quoted" } word"#
            """#
        let facts = SwiftTokenPass.facts(path: "Sale.swift", contents: Array(source.utf8))
        #expect(facts.imports.map { "\($0.target):\($0.location.line):\($0.location.column) \($0.text)" } == [
            "Foundation:1:1 import struct Foundation.URL", "Goods:2:1 @testable import Goods",
        ])
        #expect(facts.declarations.map { "\($0.kind.rawValue) \($0.name) \($0.isPublic)" }.sorted() == [
            "constant banner false", "constant raw true", "constant template false", "function log false", "swift-type SaleDebugMenu true",
        ])
    }

    @Test func objectiveCHeadersDeclareWhatAFullParseDeclares() {
        let source = """
            #import <Foundation/Foundation.h>
            @import UIKit;
            @class GDSGoodsModel, GDSShop;
            @protocol SHPCartObserver;
            #ifdef __cplusplus
            extern "C" {
            #endif
            extern NSString *const SHPCartDidChangeNotification;
            FOUNDATION_EXPORT NSUInteger SHPCartLimit(void);
            typedef void (^SHPCartCompletion)(BOOL ok);
            typedef NS_ENUM(NSInteger, SHPCartState) { SHPCartStateEmpty, SHPCartStateFull };
            typedef NSString *SHPCartKey NS_EXTENSIBLE_STRING_ENUM;
            #ifdef __cplusplus
            }
            #endif
            @interface SHPCart<ObjectType> : NSObject <SHPCartObserver>
            @property (nonatomic, copy) NSArray<ObjectType> *items;
            - (void)addItem:(ObjectType)item;
            @end
            @interface SHPCart<ObjectType> ()
            @end
            @protocol SHPCartService <NSObject>
            - (SHPCart *)currentCart;
            @end
            #define SHPCartLog(fmt, ...) NSLog(fmt, ##__VA_ARGS__)
            """
        let facts = ObjCTokenPass.facts(path: "SHPCart.h", contents: Array(source.utf8), language: .objcHeader, bodies: false, vocabulary: CallVocabulary())
        #expect(facts.imports.map { "\($0.form) \($0.target)" } == [
            "angledInclude Foundation/Foundation.h", "moduleImport UIKit", "forwardClass GDSGoodsModel", "forwardClass GDSShop",
            "forwardProtocol SHPCartObserver",
        ])
        #expect(facts.declarations.map { "\($0.kind.rawValue) \($0.name)" }.sorted() == [
            "constant SHPCartDidChangeNotification", "function SHPCartLimit", "macro SHPCartLog", "objc-class SHPCart",
            "objc-protocol SHPCartService", "type SHPCartCompletion", "type SHPCartKey", "type SHPCartState",
        ])
    }
}

@Suite struct ParseBudgetSizeTests {
    @Test func sizesReadAndShow() {
        #expect(ParseBudget.size("1m") == 1 << 20)
        #expect(ParseBudget.size("512K") == 512 << 10)
        #expect(ParseBudget.size("2000") == 2000)
        for bad in ["", "m", "0", "-1k", "1.5m", "2 MB", "99999999999999999999g"] { #expect(ParseBudget.size(bad) == nil, "\(bad)") }
        #expect(ParseBudget.shown(1 << 20) == "1 MB")
        #expect(ParseBudget.shown(1_097_842) == "1.04 MB")
        #expect(ParseBudget.shown(8_777_835) == "8.37 MB")
        #expect(ParseBudget.shown(64 << 10) == "64 KB")
        #expect(ParseBudget.shown(407_889) == "398.32 KB")
        #expect(ParseBudget.shown(12) == "12 bytes")
    }
}

/// Which Swift files go to the token pass for their shape, on realistic code: attribute lines
/// that declare (a Realm model's `@Persisted var`) are ordinary Swift.
@Suite struct SwiftShapeTests {
    @Test func declaringAttributeLinesAreOrdinarySwift() {
        let model = "import RealmSwift\n\nfinal class Order: Object {\n"
            + (0..<120).map { "    @Persisted var field\($0): String = \"\"\n" }.joined() + "}\n"
        #expect(ParseBudget.swiftTooDeep(Array(model.utf8)) == nil)
        let recovered = "import DesignSystem\n" + String(repeating: "@interface DesignSystem\n@end\n", count: 30)
        #expect(ParseBudget.swiftTooDeep(Array(recovered.utf8))?.contains("attributes with no declaration") == true)
    }

    @Test func bracketsOpenedByAnAtSignAreCountedWhileOpen() {
        let cases: [(String, Int)] = [
            ("let x = [1, 2]", 0), ("@[@[@[x]]]", 3), ("@ [ ( @( ) ) ] @[", 2), ("[@[ ]] @( @( ) )", 2),
            ("]]) @[ x ]", 1), ("@available(iOS 15, *) @objc func f() { g(@escaping) }", 0), ("@[ { @( } ) ]", 2),
        ]
        for (text, expected) in cases { #expect(ParseBudget.attributeBracketNesting(of: Array(text.utf8)) == expected, "\(text)") }
    }
}

/// Statements directly in a type's body (never valid Swift) make swift-syntax's recovery
/// quadratic; ordinary code with statements in functions, closures and trailing-closure calls
/// at any depth is read in full.
@Suite struct MemberStatementTests {
    static let statement = "    router.register(\"shop://cart\") { _ in CartViewController() }\n"

    @Test func statementsInATypeBodyGoToTheTokenPass() {
        let body = String(repeating: Self.statement, count: SwiftParseHazard.maximumMemberStatements + 1)
        for opener in ["final class CartRoutes: NSObject {\n", "extension CartRoutes {\n", "enum CartRoutes {\n", "public struct CartRoutes<Target>\n{\n"] {
            let source = "import Router\n\n" + opener + "    static let shared = CartRoutes()\n\n" + body + "}\n"
            #expect(SwiftParseHazard.find(in: Array(source.utf8))?.contains("statements in a row directly in a type's body") == true, "\(opener)")
        }
        // A parameter list left open: the same recovery, in the parameter clause.
        // (The first one shares the line of the `(`.)
        let open = "struct RequestLogger {\n    func didReceive(_ " + String(repeating: Self.statement, count: SwiftParseHazard.maximumMemberStatements + 2) + "    }\n}\n"
        #expect(SwiftParseHazard.find(in: Array(open.utf8))?.contains("statements in a row directly in a type's body or a bracket") == true)
        // A declaration between them ends a run: recovery stops at it.
        let interleaved = "class CartRoutes {\n" + String(repeating: Self.statement + Self.statement + "    func open() {}\n", count: 200) + "}\n"
        #expect(SwiftParseHazard.find(in: Array(interleaved.utf8)) == nil)
    }

    @Test func ordinaryCodeIsReadInFull() {
        let calls = String(repeating: Self.statement, count: 300)
        let sources = [
            // Statements in a function, a closure initializer, a trailing closure and at the top level.
            "import UIKit\n\nfinal class AppRoutes {\n    func registerAll(router: Router) {\n" + calls + "    }\n\n"
                + "    lazy var table: [String: Int] = {\n        var table = [String: Int]()\n" + String(repeating: "        table[\"a\"] = 1\n", count: 300) + "        return table\n    }()\n}\n",
            "let router = Router()\n" + calls,
            "final class Boot {\n    static func run(actor: Actor) {\n" + calls + "    }\n}\n",
            "import struct Router.Route\nfunc boot() {\n" + calls + "}\n",
            "actor Store {\n    func load() {\n        actor.run {\n" + calls + "        }\n    }\n}\n",
            // Allman braces, modifiers, multi-line enum cases with associated values, #if.
            "public enum CartEvent\n{\n" + String(repeating: "    case added(item: Item),\n         removed(item: Item),\n         cleared(reason: String)\n", count: 120) + "}\n",
            "struct CartView: View {\n    var body: some View {\n        VStack {\n" + String(repeating: "            Text(\"a\").padding()\n", count: 300) + "        }\n    }\n}\n",
            "final class Cache {\n#if DEBUG\n" + String(repeating: "    private(set) var a = 0\n    nonisolated(unsafe) static var b = 0\n    @objc dynamic var c = 0\n", count: 120) + "#endif\n}\n",
            // Arguments, array elements and closures inside brackets, one per line.
            "func layout() {\n    NSLayoutConstraint.activate([\n" + String(repeating: "        view.topAnchor.constraint(equalTo: other.topAnchor),\n", count: 300) + "    ])\n}\n",
            "let routes = Routes(\n" + String(repeating: "    route(\"shop://cart\") { CartView() },\n", count: 300) + "    last: nil\n)\n",
            "struct Screen: View {\n    var body: some View {\n        List(items) { item in\n" + String(repeating: "            Row(item).padding()\n            Divider()\n", count: 200) + "        }\n        .sheet(isPresented: $shown, content: {\n" + String(repeating: "            Sheet(model: model)\n", count: 200) + "        })\n    }\n}\n",
            "func check() {\n    XCTAssertEqual(\n" + String(repeating: "        value\n            .map { $0 }\n            .count,\n", count: 150) + "        3)\n}\n",
        ]
        for source in sources {
            #expect(SwiftParseHazard.find(in: Array(source.utf8)) == nil, "\(source.prefix(120))")
        }
    }
}
