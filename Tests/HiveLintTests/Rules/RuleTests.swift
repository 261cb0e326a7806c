import HiveLintConfig
import HiveLintCore
import HiveLintRules
import Testing

@Suite struct RuleTests {
    func module(_ name: String, _ kind: ModuleKind) -> Module {
        Module(
            name: name, kind: kind, kindReason: "test", path: name, declaredBy: ModuleOrigin(style: .config, file: "rules.json"),
            importNames: [name], declaredDependencies: [], fileCounts: FileCounts(), files: [])
    }

    func edge(_ from: String, _ to: String, line: Int = 1) -> Dependency {
        Dependency(from: from, to: to, kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "\(from)/File.m", line: line, column: 1), text: "#import <\(to)/\(to).h>"),
        ])
    }

    let modules: [Module] = [
        ("App", ModuleKind.app), ("Goods", .business), ("Shop", .business), ("Common", .function), ("Logging", .function),
        ("Mediator", .mediator), ("AFNetworking", .external), ("GoodsTests", .test), ("Misc", .unclassified),
    ].map { (name, kind) in
        Module(
            name: name, kind: kind, kindReason: "test", path: name, declaredBy: ModuleOrigin(style: .config, file: "rules.json"),
            importNames: [name], declaredDependencies: [], fileCounts: FileCounts(), files: [])
    }

    func run(_ edges: [Dependency], config: Configuration = Configuration()) throws -> RuleEngine.Output {
        try RuleEngine(configuration: config).run(modules: modules, graph: DependencyGraph(dependencies: edges))
    }

    @Test func defaultPolicyFlagsEachForbiddenKindPair() throws {
        let output = try run([
            edge("Goods", "Shop"), edge("Goods", "Mediator"), edge("Goods", "Common"), edge("Goods", "AFNetworking"),
            edge("Common", "Goods"), edge("Common", "Mediator"), edge("Mediator", "Shop"), edge("Misc", "App"),
            edge("App", "Goods"), edge("GoodsTests", "App"), edge("GoodsTests", "Shop"), edge("Misc", "Goods"),
        ])
        let found = Set(output.violations.map { "\($0.rule) \($0.from)->\($0.to)" })
        #expect(found == [
            "business-to-business Goods->Shop", "function-to-upper-layer Common->Goods", "function-to-upper-layer Common->Mediator",
            "mediator-to-business Mediator->Shop", "depends-on-app Misc->App", "module-cycle Common->Goods",
        ])
        let b2b = try #require(output.violations.first { $0.rule == "business-to-business" })
        #expect(b2b.message == "business module Goods depends on business module Shop: #import <Shop/Shop.h>")
        #expect(b2b.severity == .error)
        #expect(b2b.location == SourceLocation(file: "Goods/File.m", line: 1, column: 1))
    }

    @Test func cyclesAreReportedOncePerGroupWithEveryHop() throws {
        let output = try run([edge("Common", "Logging"), edge("Logging", "Common", line: 7), edge("Goods", "Mediator")])
        let cycle = try #require(output.violations.first)
        #expect(output.violations.count == 1)
        #expect(cycle.rule == "module-cycle")
        #expect(cycle.cycle == ["Common", "Logging", "Common"])
        #expect(cycle.evidence.map(\.location.line) == [1, 7])
        #expect(cycle.message == "modules form a cycle: Common → Logging → Common")
    }

    /// A dependency all of whose uses sit under a test of whether the other module is there
    /// (`__has_include("Logging-Swift.h")` around that include, `#if canImport(Logging)`,
    /// `__has_include(<Logging/…>)`) is no edge of a cycle (sentry: a false `module-cycle`
    /// through `#if __has_include("Sentry-Swift.h")`). Under another condition, or beside an
    /// unguarded use, it is.
    @Test(arguments: [
        ("__has_include(\"Logging-Swift.h\")", "#import \"Logging-Swift.h\"", false),
        ("__has_include (<Logging/Logging-Swift.h>)", "#import <Logging/Logging-Swift.h>", false),
        ("canImport(Logging)", "import Logging", false),
        ("__has_include(\"Other-Swift.h\")", "#import \"Logging-Swift.h\"", true),
        ("DEBUG", "#import \"Logging-Swift.h\"", true),
    ])
    func aUseGuardedByTheOtherModulesAvailabilityIsNoCycleEdge(condition: String, text: String, cycles: Bool) throws {
        let guarded = Dependency(from: "Common", to: "Logging", kinds: [.import], evidence: [
            Evidence(kind: .import, location: SourceLocation(file: "Common/Bridge.h", line: 4, column: 1), text: text, condition: condition),
        ])
        let output = try run([guarded, edge("Logging", "Common", line: 7)])
        #expect(output.violations.map(\.rule) == (cycles ? ["module-cycle"] : []))
        let alsoUnguarded = try run([guarded, edge("Common", "Logging", line: 9), edge("Logging", "Common", line: 7)])
        #expect(alsoUnguarded.violations.map(\.rule) == ["module-cycle"])
    }

    /// A dependency made only of names looked up at run time (`NSClassFromString(@"PWGeozones")`
    /// behind `if (cls)`: Pushwoosh's core finds its location module so "to avoid circular
    /// dependency", CleverPush's banner module) or forward declarations is no edge of a cycle:
    /// neither needs the other module to build or link. Beside a real use, it is.
    @Test func runTimeLookupsAndForwardDeclarationsAreNoCycleEdge() throws {
        let lookup = Dependency(from: "Common", to: "Logging", kinds: [.stringReference, .forwardDeclaration], evidence: [
            Evidence(kind: .stringReference, location: SourceLocation(file: "Common/Runtime.m", line: 12, column: 30), text: "class LogUploader named in a string"),
            Evidence(kind: .forwardDeclaration, location: SourceLocation(file: "Common/Runtime.h", line: 3, column: 1), text: "@class LogUploader;"),
        ])
        let output = try run([lookup, edge("Logging", "Common", line: 7)])
        #expect(output.violations.map(\.rule) == [])
        var imported = lookup
        imported.evidence.append(Evidence(kind: .import, location: SourceLocation(file: "Common/Runtime.m", line: 2, column: 1), text: "#import <Logging/Logging.h>"))
        let alsoImported = try run([imported, edge("Logging", "Common", line: 7)])
        #expect(alsoImported.violations.map(\.rule) == ["module-cycle"])
    }

    /// Modules that only their feature folder made business are layers of one feature when it
    /// is the same folder: a Tuist `Projects/Features/Login/Project.swift` declaring
    /// `LoginPresentation` and `LoginDomain` (ssmr-ios: 5 false `business-to-business`
    /// errors). Across feature folders, and for a kind a name or `rules.json` gave, the edge
    /// stays an error.
    @Test func layersOfOneFeatureFolderMayDependOnEachOther() throws {
        func layer(_ name: String, folder: String, source: KindSource = .folderConvention) -> Module {
            var module = Module(
                name: name, kind: .business, kindReason: "package folder \(folder) matches convention **/features/*", path: "\(folder)/Sources/\(name)",
                declaredBy: ModuleOrigin(style: .tuist, file: "\(folder)/Project.swift"), importNames: [name], declaredDependencies: [],
                fileCounts: FileCounts(), files: [])
            module.kindSource = source
            return module
        }
        let modules = [
            layer("LoginPresentation", folder: "Projects/Features/Login"), layer("LoginDomain", folder: "Projects/Features/Login"),
            layer("SignUpDomain", folder: "Projects/Features/SignUp"), layer("LoginData", folder: "Projects/Features/Login", source: .configured),
        ]
        let output = try RuleEngine(configuration: Configuration()).run(modules: modules, graph: DependencyGraph(dependencies: [
            edge("LoginPresentation", "LoginDomain"), edge("LoginPresentation", "SignUpDomain"), edge("LoginDomain", "LoginData"),
        ]))
        #expect(output.violations.filter { $0.rule == "business-to-business" }.map { "\($0.from)->\($0.to)" }.sorted() == [
            "LoginDomain->LoginData", "LoginPresentation->SignUpDomain",
        ])
    }

    @Test func fingerprintsIgnoreLines() throws {
        let a = try run([edge("Goods", "Shop", line: 3)]).violations
        let b = try run([edge("Goods", "Shop", line: 40)]).violations
        #expect(a.map(\.fingerprint) == b.map(\.fingerprint))
        #expect(a.first?.fingerprint.count == 16)
    }

    @Test func severityOffAndExceptions() throws {
        var config = Configuration()
        config.rules = [
            RuleEntry(name: "business-to-business", severity: .warning, declaredAt: "$.rules[0]"),
            RuleEntry(name: "module-cycle", severity: .some(nil), declaredAt: "$.rules[1]"),
        ]
        config.allow = [
            AllowedException(rule: "function-to-upper-layer", from: "Common", to: "Goods", reason: "migration, JIRA-12", declaredAt: "$.allow[0]"),
            AllowedException(rule: nil, from: "Nothing*", to: "*", reason: "stale", declaredAt: "$.allow[1]"),
        ]
        let output = try run([edge("Goods", "Shop"), edge("Common", "Goods"), edge("Goods", "Common")], config: config)
        #expect(output.violations.map { "\($0.rule) \($0.severity.rawValue)" } == ["business-to-business warning"])
        #expect(output.suppressed.map { "\($0.rule) \($0.from)->\($0.to): \($0.reason)" } == ["function-to-upper-layer Common->Goods: migration, JIRA-12"])
        #expect(output.diagnostics.map(\.code) == ["unused-exception"])
    }

    @Test func customForbiddenDependencyByModuleNames() throws {
        var config = Configuration()
        config.rules.append(RuleEntry(
            name: "no-goods-to-logging", type: "forbidden-dependency", severity: .error,
            options: ["from": .array([.string("Goods")]), "to": .array([.string("Log*")])], declaredAt: "$.rules[0]"))
        let output = try run([edge("Goods", "Logging")], config: config)
        #expect(output.violations.map(\.rule) == ["no-goods-to-logging"])
    }
}
