import HiveLintCore
import Testing

@Suite struct CompilationConditionsTests {
    let package = CompilationConditions.swiftPackage
    let target = CompilationConditions(swift: ["PX_PRIVATE_POD", "BETA"], preprocessor: ["TARGET_IS_EXTENSION=1", "LEGACY=0", "FLAVOR=free"])

    /// A condition is decided only by what the build defines: a name it does not define is
    /// unknown (a header may define it), never false.
    @Test(arguments: [
        ("SWIFT_PACKAGE", true, true as Bool?),
        ("!(SWIFT_PACKAGE)", true, false),
        ("!SWIFT_PACKAGE && DEBUG", true, false),
        ("!(SWIFT_PACKAGE) || DEBUG", true, nil),
        ("SWIFT_PACKAGE || DEBUG", true, true),
        ("DEBUG", true, nil),
        ("!(DEBUG)", true, nil),
        ("canImport(UIKit) && !(SWIFT_PACKAGE)", true, false),
        ("os(iOS)", true, nil),
        ("compiler(>=5.9) && SWIFT_PACKAGE", true, nil),
        ("compiler(>=5.9) && !SWIFT_PACKAGE", true, false),
        ("SWIFT_PACKAGE", false, true),
        ("!(SWIFT_PACKAGE)", false, false),
        ("defined(SWIFT_PACKAGE)", false, true),
        ("!(defined SWIFT_PACKAGE)", false, false),
        ("!(defined(DEBUG))", false, nil),
        ("SWIFT_PACKAGE == 1", false, nil),
        ("__has_include(<Foo/Foo.h>) && !(SWIFT_PACKAGE)", false, false),
        ("(SWIFT_PACKAGE", false, nil),
    ])
    func swiftPackageConditions(condition: String, swift: Bool, expected: Bool?) {
        #expect(package.evaluate(condition, swift: swift) == expected)
    }

    @Test func settingsDecideTheirOwnNamesOnly() {
        #expect(target.evaluate("!(PX_PRIVATE_POD)", swift: true) == false)
        #expect(target.evaluate("BETA && PX_PRIVATE_POD", swift: true) == true)
        // Swift conditions are not the preprocessor's, nor the other way round.
        #expect(target.evaluate("TARGET_IS_EXTENSION", swift: true) == nil)
        #expect(target.evaluate("PX_PRIVATE_POD", swift: false) == nil)
        #expect(target.evaluate("!(TARGET_IS_EXTENSION)", swift: false) == false)
        #expect(target.evaluate("LEGACY", swift: false) == false)
        #expect(target.evaluate("defined(LEGACY)", swift: false) == true)
        #expect(target.evaluate("FLAVOR", swift: false) == nil)
        #expect(target.evaluate("0", swift: false) == false)
        #expect(CompilationConditions().evaluate("!(SWIFT_PACKAGE)", swift: true) == nil)
    }

    /// A module two manifests declare compiles a branch when either build does.
    @Test func mergedBuildsKeepWhatBothDefine() {
        let pod = CompilationConditions(swift: ["COCOAPODS"], preprocessor: ["COCOAPODS=1"])
        #expect(package.common(with: pod).isEmpty)
        #expect(target.common(with: CompilationConditions(swift: ["BETA"], preprocessor: ["LEGACY=0"])) == CompilationConditions(swift: ["BETA"], preprocessor: ["LEGACY=0"]))
    }
}
