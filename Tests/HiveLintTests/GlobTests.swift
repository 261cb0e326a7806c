import HiveLintCore
import HiveLintScan
import Testing

@Suite struct GlobTests {
    @Test(arguments: [
        ("Modules/*", "Modules/Goods", true),
        ("Modules/*", "Modules/Goods/Sub", false),
        ("Modules/**", "Modules/Goods/Sub/File.m", true),
        ("**/Features/*", "App/Features/Cart", true),
        ("**/Features/*", "Features/Cart", true),
        ("Goods/Classes/**/*.{h,m}", "Goods/Classes/GDSModel.h", true),
        ("Goods/Classes/**/*.{h,m}", "Goods/Classes/Cells/GDSCell.m", true),
        ("Goods/Classes/**/*.{h,m}", "Goods/Classes/Cells/GDSCell.swift", false),
        ("*Feature", "HomeFeature", true),
        ("*Feature", "HomeFeatureTests", false),
        ("feature.*", "feature.finance", true),
        ("GDS?odel.h", "GDSModel.h", true),
        ("[A-C]*", "Cart", true),
        ("[!A-C]*", "Cart", false),
        ("Src/{Core,UI/{Views,Cells}}/*.m", "Src/UI/Cells/A.m", true),
        // Literal patterns compare whole paths, as the component match does.
        ("Goods", "Goods", true),
        ("Goods", "GoodsKit", false),
        ("Goods", "Goods/", true),
        ("Modules/Goods", "Modules//Goods", true),
        ("Modules/Goods", "/Modules/Goods", true),
        ("./Modules/Goods", "Modules/Goods", true),
        ("Modules/Goods", "Modules/Goods/File.m", false),
        ("Src/{Core,UI/{Views,Cells}}/*.m", "Src/UI/Other/A.m", false),
        ("./Sources/*", "Sources/App", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) vs \(path)")
    }

    @Test func containsBytesFindsTextAsContainsDoes() {
        #expect("Modules/Tuist/Helpers.swift".containsBytes("/Tuist/"))
        #expect(!"Modules/Tuistx/Helpers.swift".containsBytes("/Tuist/"))
        #expect("Géant/Tuist/x".containsBytes("/Tuist/") && "abc".containsBytes("") && !"ab".containsBytes("abc"))
        #expect("*Router".containsBytes("*") && !"Router".containsBytes("*"))
    }

    @Test func literalDepthMeasuresSpecificity() {
        #expect(Glob("Modules/Goods/Classes/**/*.m").literalDepth == 3)
        #expect(Glob("Modules/*").literalDepth == 1)
        #expect(Glob("{A,B/C}/x").literalDepth == 2)
        #expect(Glob("Goods/Goods.h").isLiteral)
        #expect(!Glob("Goods/*.h").isLiteral)
    }
}
