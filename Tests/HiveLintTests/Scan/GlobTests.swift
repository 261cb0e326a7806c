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
        // The same search on byte arrays, where an empty needle is never found.
        let bytes = Array("#import <Goods/Goods.h>\n@import Shop;".utf8)
        #expect(bytes.contains(subsequence: Array("@import".utf8)) && !bytes.contains(subsequence: Array("FromString".utf8)))
        #expect(!bytes.contains(subsequence: []) && !Array("ab".utf8).contains(subsequence: Array("abc".utf8)))
        // At either end, the whole of it, after partial matches of its first bytes.
        for (haystack, needle, found) in [
            ("Shop;", "Shop;", true), ("x Shop", "Shop", true), ("Shop x", "Shop", true), ("aaab", "aab", true),
            ("aaa", "aab", false), ("Sho", "Shop", false), ("ShoShop", "Shop", true), ("ShoShoq", "Shop", false),
        ] {
            #expect(Array(haystack.utf8).contains(subsequence: Array(needle.utf8)) == found, "\(needle) in \(haystack)")
            #expect(haystack.containsBytes(needle) == found, "\(needle) in \(haystack)")
        }
    }

    @Test func joinNormalisesWithOrWithoutTheShortcut() {
        #expect(RelativePath.join("Modules/Goods", "GDSItem.h") == "Modules/Goods/GDSItem.h")
        #expect(RelativePath.join("", "GDSItem.h") == "GDSItem.h")
        #expect(RelativePath.join("Modules/Goods", "./GDSItem.h") == "Modules/Goods/GDSItem.h")
        #expect(RelativePath.join("Modules//Goods/", "GDSItem.h") == "Modules/Goods/GDSItem.h")
        #expect(RelativePath.join("Modules/Goods", "../Shop/SHPCart.h") == "Modules/Shop/SHPCart.h")
        #expect(RelativePath.join("Modules/Goods", "..") == "Modules")
        #expect(RelativePath.join("", "..") == nil)
    }

    @Test func evidenceIsSortedAndDeduplicatedWithoutHashing() {
        let at = SourceLocation(file: "Goods/A.m", line: 3, column: 1)
        let a = Evidence(kind: .type, location: at, text: "class X", resolvedTo: "Shop/X.h:1:12", symbol: "X")
        let b = Evidence(kind: .type, location: at, text: "class X", resolvedTo: "Sale/X.h:1:12", symbol: "X")
        let early = Evidence(kind: .import, location: SourceLocation(file: "Goods/A.m", line: 1, column: 1), text: "#import <Shop/X.h>")
        #expect([a, early, b, a, early].sortedUnique() == [early, b, a])
        #expect([b, a].sortedUnique() == [a, b].sortedUnique())
    }

    @Test func literalDepthMeasuresSpecificity() {
        #expect(Glob("Modules/Goods/Classes/**/*.m").literalDepth == 3)
        #expect(Glob("Modules/*").literalDepth == 1)
        #expect(Glob("{A,B/C}/x").literalDepth == 2)
        // The folder every match lies under, as written: alternatives are no folder name.
        #expect(Glob("Classes/{Core,UI}/**/*.{h,m}").writtenLiteralDepth == 1)
        #expect(Glob("./Modules/Goods/Classes/**/*.m").writtenLiteralDepth == 3)
        #expect(Glob("Modules/*").writtenLiteralDepth == 1)
        #expect(Glob("Goods/Goods.h").isLiteral)
        #expect(!Glob("Goods/*.h").isLiteral)
    }
}
