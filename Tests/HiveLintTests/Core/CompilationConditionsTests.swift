@testable import HiveLintCore
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
        // A compiler feature test (swift-collections' `#if compiler(>=6.2) && !$Embedded`
        // around its `#if !COLLECTIONS_SINGLE_MODULE` imports) is a name like any other.
        ("compiler(>=6.2) && !$Embedded && !(SWIFT_PACKAGE)", true, false),
        ("$Embedded", true, nil),
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
        #expect(CompilationConditions().evaluate("FLAVOR_FREE", swift: false) == nil)
    }

    /// A name another target of the project sets and this build does not is undefined: false
    /// for the preprocessor (0) and for Swift. Other systems' macros and `os(…)` are false for
    /// every build, with settings or without.
    @Test func undefinedNamesAndOtherSystemsAreFalse() {
        let helper = CompilationConditions(swift: ["HELPER"], preprocessor: ["IS_HELPER=1"], undefined: ["IS_MAIN_APP", "MAIN_APP"])
        #expect(helper.evaluate("IS_MAIN_APP", swift: false) == false)
        #expect(helper.evaluate("defined(IS_MAIN_APP)", swift: false) == false)
        #expect(helper.evaluate("!(defined(IS_MAIN_APP)) && IS_HELPER", swift: false) == true)
        #expect(helper.evaluate("MAIN_APP", swift: true) == false)
        #expect(helper.evaluate("IS_MAIN_APP || DEBUG", swift: false) == nil)
        #expect(helper.defining(["IS_MAIN_APP"]).evaluate("IS_MAIN_APP", swift: false) == nil)
        for conditions in [helper, CompilationConditions()] {
            #expect(conditions.evaluate("defined(__BEOS__)", swift: false) == false)
            #expect(conditions.evaluate("_WIN32 || __ANDROID__", swift: false) == false)
            #expect(conditions.evaluate("!(defined(_WIN32))", swift: false) == true)
            #expect(conditions.evaluate("defined(__linux__) || defined(__APPLE__)", swift: false) == nil)
            #expect(conditions.evaluate("os(Linux) || os(Windows)", swift: true) == false)
            #expect(conditions.evaluate("os(iOS)", swift: true) == nil)
            #expect(conditions.evaluate("__ANDROID__", swift: true) == nil)
        }
        // Both builds of a merged module must leave a name undefined.
        #expect(helper.common(with: CompilationConditions(undefined: ["MAIN_APP"])).undefined == ["MAIN_APP"])
    }

    /// A build's known platforms decide Swift's `os(…)` of Apple's systems and
    /// `TargetConditionals.h`'s `TARGET_OS_*` (unless the settings define the macro): false
    /// when none of the build's platforms is the one tested, true when all are, else unknown.
    /// A watch app's copy of a shared file never compiles its `#if os(iOS) || os(macOS)` branch
    /// (home-assistant's widgets updater: a false `implicit-dependency` warning).
    @Test func knownPlatformsDecideOSTests() {
        let watch = CompilationConditions(platforms: ["watchOS"])
        #expect(watch.evaluate("os(iOS) || os(macOS)", swift: true) == false)
        #expect(watch.evaluate("os(watchOS)", swift: true) == true)
        #expect(watch.evaluate("!(os(iOS))", swift: true) == true)
        #expect(watch.evaluate("TARGET_OS_IOS", swift: false) == false)
        #expect(watch.evaluate("TARGET_OS_IPHONE", swift: false) == true)
        #expect(watch.evaluate("TARGET_OS_MACCATALYST", swift: false) == nil)
        let universal = CompilationConditions(platforms: ["iOS", "macOS"])
        #expect(universal.evaluate("os(iOS)", swift: true) == nil)
        #expect(universal.evaluate("os(tvOS)", swift: true) == false)
        #expect(universal.evaluate("TARGET_OS_OSX", swift: false) == nil)
        #expect(CompilationConditions(preprocessor: ["TARGET_OS_IOS=1"], platforms: ["watchOS"]).evaluate("TARGET_OS_IOS", swift: false) == true)
        #expect(CompilationConditions().evaluate("os(watchOS) || TARGET_OS_WATCH", swift: true) == nil)
        // A module two builds declare is built for the platforms of either; one build of
        // unknown platforms makes them unknown.
        #expect(watch.common(with: CompilationConditions(platforms: ["iOS"])).platforms == ["iOS", "watchOS"])
        #expect(watch.common(with: CompilationConditions()).platforms.isEmpty)
    }

    /// A macro a header defines as a test of platform macros alone is 0 for a build of
    /// platforms it is false for; a true one, one of unknown platforms, one naming anything
    /// else, or one the build's settings define decides nothing.
    @Test func aHeadersPlatformTestFalseForTheBuildIsZero() {
        let tests = [
            "SDK_MACOS": "(!(TARGET_OS_IOS || TARGET_OS_TV))", "SDK_IOS": "TARGET_OS_IOS", "SDK_TV": "TARGET_OS_TV && 1",
            "SDK_DEBUG": "TARGET_OS_TV && DEBUG", "SDK_SET": "TARGET_OS_TV",
        ]
        let phone = CompilationConditions(preprocessor: ["SDK_SET=1"], platforms: ["iOS"]).definingPlatformTests(tests)
        #expect(phone.platformTestsFalse == ["SDK_MACOS", "SDK_TV"])
        #expect(phone.evaluate("!SDK_MACOS", swift: false) == true)
        #expect(phone.evaluate("!(!SDK_MACOS)", swift: false) == false)
        #expect(phone.evaluate("SDK_IOS", swift: false) == nil)
        #expect(phone.evaluate("defined(SDK_MACOS)", swift: false) == nil)
        #expect(phone.evaluate("SDK_SET", swift: false) == true)
        #expect(CompilationConditions(preprocessor: ["X=1"]).definingPlatformTests(tests).platformTestsFalse.isEmpty)
        #expect(!CompilationConditions.readsPlatformMacrosAlone("TARGET_OS_IOS == 1"))
        #expect(!CompilationConditions.readsPlatformMacrosAlone("1"))
        #expect(CompilationConditions.readsPlatformMacrosAlone("!TARGET_OS_IPHONE || (TARGET_OS_WATCH && 0)"))
        // The tests taken once for every module: those reading platform macros alone.
        #expect(CompilationConditions.platformTests(tests).keys.sorted() == ["SDK_IOS", "SDK_MACOS", "SDK_SET", "SDK_TV"])
        #expect(phone == CompilationConditions(preprocessor: ["SDK_SET=1"], platforms: ["iOS"]).definingPlatformTests(CompilationConditions.platformTests(tests)))
        // Names of ASCII letters, digits and `_`; a number with a letter suffix is no number.
        #expect(CompilationConditions(preprocessor: ["Ab_9=1"]).evaluate("Ab_9 && !zZ", swift: false) == nil)
        #expect(CompilationConditions(preprocessor: ["Ab_9=1"]).evaluate("Ab_9 || 0x1", swift: false) == true)
    }

    /// A module two manifests declare compiles a branch when either build does.
    @Test func mergedBuildsKeepWhatBothDefine() {
        let pod = CompilationConditions(swift: ["COCOAPODS"], preprocessor: ["COCOAPODS=1"])
        #expect(package.common(with: pod).isEmpty)
        #expect(target.common(with: CompilationConditions(swift: ["BETA"], preprocessor: ["LEGACY=0"])) == CompilationConditions(swift: ["BETA"], preprocessor: ["LEGACY=0"]))
    }
}
