import Foundation
import HiveLintCore
import Testing

/// `project.pbxproj` is read by `OpenStepPropertyList`, not Foundation's reader, which logs
/// some errors to standard error (the fuzzer found `Old-style plist parser: missing
/// semicolon` lines in hive-lint's output). It must read what Foundation reads.
@Suite struct OpenStepPropertyListTests {
    static let projects: [String] = {
        var found: [String] = []
        let walker = FileManager.default.enumerator(atPath: PackagePaths.fixtures)
        while let relative = walker?.nextObject() as? String {
            if !relative.hasPrefix("fuzz/"), relative.hasSuffix(".xcodeproj/project.pbxproj") { found.append(PackagePaths.fixtures + "/" + relative) }
        }
        return found.sorted()
    }()

    @Test func readsEveryFixtureProjectAsFoundationDoes() throws {
        #expect(Self.projects.count >= 4)
        for path in Self.projects {
            let data = try #require(FileManager.default.contents(atPath: path))
            let foundation = try PropertyListSerialization.propertyList(from: data, format: nil)
            let ours = try #require(OpenStepPropertyList.parse(data), "\(path)")
            #expect((ours as? NSDictionary)?.isEqual(foundation) == true, "\(path)")
        }
    }

    @Test func readsEveryValueForm() throws {
        let text = #"""
        // !$*UTF8*$!
        { a = b; "q k" = "x\"y\n\U00e9\101"; list = (1, "two", (), {}, ); data = <0fbd 77>; /* c */ e = {}; 'single' = 'it'; }
        """#
        let value = try #require(OpenStepPropertyList.parse(Data(text.utf8)) as? [String: Any])
        #expect(value["a"] as? String == "b")
        #expect(value["q k"] as? String == "x\"y\néA")
        #expect((value["list"] as? [Any])?.count == 4)
        #expect(value["data"] as? Data == Data([0x0F, 0xBD, 0x77]))
        #expect(value["single"] as? String == "it")
    }

    @Test func malformedDocumentsAreNilWithoutOutput() {
        let nested = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        for text in ["{ a = b }", "{ a = b; ", "{ a = (1 2); }", "{ a = \"b; }", "{ a = b; } junk", "/* {", "{ = b; }",
                     "{ a = <0g>; }", "{ a = <0>; }", "{ a = \(nested); }", "", "<<<<<<< HEAD\n{ a = b; }"] {
            #expect(OpenStepPropertyList.parse(Data(text.utf8)) == nil, "\(text.prefix(40))")
        }
    }
}
