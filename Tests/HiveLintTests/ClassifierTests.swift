import HiveLintClassify
import HiveLintConfig
import HiveLintCore
import Testing

@Suite struct ClassifierTests {
    func declared(_ name: String, path: String = "", implied: ModuleKind? = nil) -> AssignedModule {
        AssignedModule(
            declaration: ModuleDeclaration(
                name: name, importNames: [name], path: path, origin: ModuleOrigin(style: "swiftpm", file: "Package.swift"),
                impliedKind: implied, impliedKindReason: implied.map { "declared \($0.rawValue)" }, claims: []),
            files: [])
    }

    @Test func configurationBeatsManifestsWhichBeatConventions() {
        var config = Configuration()
        config.kinds = [
            KindPatterns(kind: .business, patterns: ["Goods", "Modules/Business/*"]),
            KindPatterns(kind: .function, patterns: ["ShopApp"]),
        ]
        let (modules, diagnostics) = Classifier(configuration: config).classify([
            declared("Goods"),
            declared("Cart", path: "Modules/Business/Cart"),
            declared("ShopApp", implied: .app),
            declared("Tool", implied: .app),
            declared("HomeFeature"),
            declared("feature.finance"),
            declared("GoodsInterface"),
            declared("Networking"),
            declared("CommonUI"),
            declared("HomeFeatureTests"),
            declared("Payments"),
        ])
        let kinds = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kind) })
        #expect(kinds == [
            "Goods": .business, "Cart": .business, "ShopApp": .function, "Tool": .app, "HomeFeature": .business,
            "feature.finance": .business, "GoodsInterface": .mediator, "Networking": .function, "CommonUI": .function,
            "HomeFeatureTests": .test, "Payments": .unclassified,
        ])
        let reasons = Dictionary(uniqueKeysWithValues: modules.map { ($0.name, $0.kindReason) })
        #expect(reasons["Goods"] == "rules.json kinds.business[0] (\"Goods\") matches name Goods")
        #expect(reasons["Cart"] == "rules.json kinds.business[1] (\"Modules/Business/*\") matches path Modules/Business/Cart")
        #expect(reasons["Tool"] == "declared app")
        #expect(reasons["HomeFeature"] == "name matches convention *feature")
        #expect(reasons["Payments"]?.contains("add \"Payments\" to a kinds list in rules.json") == true)
        #expect(diagnostics.isEmpty)
    }

    @Test func aModuleInTwoKindListsIsReported() {
        var config = Configuration()
        config.kinds = [KindPatterns(kind: .mediator, patterns: ["Goods*"]), KindPatterns(kind: .business, patterns: ["Goods"])]
        let (modules, diagnostics) = Classifier(configuration: config).classify([declared("Goods")])
        #expect(modules.first?.kind == .mediator)
        #expect(diagnostics.map(\.code) == ["kind-conflict"])
    }
}
