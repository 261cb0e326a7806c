@testable import HiveLintDiscovery
import Testing

/// Xcode build settings as a configuration sees them (`BuildSettings`).
@Suite struct BuildSettingsTests {
    /// Levels override from last to first; references are evaluated innermost first, with the
    /// configuration's name and the target's known; a value naming anything else has no literal
    /// value.
    @Test func referencesAreEvaluatedThroughTheLevels() {
        let project = ["KIT": "Payments", "PRODUCT_NAME": "$(TARGET_NAME)"]
        let target = ["PRODUCT_MODULE_NAME": "$(NAME_$(CONFIGURATION))", "NAME_Debug": "${KIT}", "NAME_Release": "$(KIT)Release"]
        let builtIns = ["CONFIGURATION": "Debug", "TARGET_NAME": "Payments-iOS"]
        #expect(BuildSettings.evaluate("PRODUCT_MODULE_NAME", levels: [project, target], builtIns: builtIns) == "Payments")
        #expect(BuildSettings.evaluate("PRODUCT_MODULE_NAME", levels: [project, target], builtIns: ["CONFIGURATION": "Release"]) == "PaymentsRelease")
        #expect(BuildSettings.evaluate("PRODUCT_NAME", levels: [project, target], builtIns: builtIns) == "Payments-iOS")
        #expect(BuildSettings.evaluate("PRODUCT_NAME", levels: [project, ["PRODUCT_NAME": "\"$(TARGET_NAME:c99extidentifier)\""]], builtIns: builtIns) == "Payments_iOS")
        // A modifier applies to the referenced setting's value, evaluated (vlc-ios's test target).
        #expect(BuildSettings.evaluate(
            "PRODUCT_MODULE_NAME", levels: [["PRODUCT_MODULE_NAME": "$(PRODUCT_NAME:c99extidentifier)", "PRODUCT_NAME": "$(TARGET_NAME)"]],
            builtIns: builtIns) == "Payments_iOS")
        #expect(BuildSettings.evaluate("PRODUCT_NAME", levels: [["PRODUCT_NAME": "$(inherited)Kit"]], builtIns: builtIns) == nil)
        #expect(BuildSettings.evaluate("PRODUCT_NAME", levels: [["PRODUCT_NAME": "$(SRCROOT)"]], builtIns: builtIns) == nil)
        #expect(BuildSettings.evaluate("PRODUCT_NAME", levels: [["PRODUCT_NAME": "$(TARGET_NAME:lower)"]], builtIns: builtIns) == nil)
        #expect(BuildSettings.evaluate("A", levels: [["A": "$(B)", "B": "$(A)"]], builtIns: [:]) == nil)
        #expect(BuildSettings.evaluate("MISSING", levels: [project], builtIns: builtIns) == nil)
    }

    /// An `.xcconfig`: later lines win, includes are read in place relative to the including
    /// file (a missing one is skipped), comments and a trailing `;` are dropped, conditional
    /// settings are left out, and an include cycle ends.
    /// List settings: items split outside quotes, `$(inherited)` as the level below's items, an
    /// item naming anything unknown left out; the conditions `#if` sees taken from them.
    @Test func listSettingsAndTheConditionsTheyDefine() {
        let project = ["GCC_PREPROCESSOR_DEFINITIONS": "\"LEGACY=0\" COCOAPODS=1", "OTHER_SWIFT_FLAGS": "-DBASE"]
        let target = [
            "GCC_PREPROCESSOR_DEFINITIONS": "$(inherited) TARGET_IS_EXTENSION=1 HOST=$(SRCROOT)",
            "SWIFT_ACTIVE_COMPILATION_CONDITIONS": "$(inherited) PX_PRIVATE_POD $(FLAVOR)",
            "OTHER_SWIFT_FLAGS": "$(inherited) -D BETA -Xfrontend -warn-long-expression-type-checking=200 -DKIT_$(CONFIGURATION)",
        ]
        let builtIns = ["CONFIGURATION": "Release"]
        #expect(BuildSettings.list("GCC_PREPROCESSOR_DEFINITIONS", levels: [project, target], builtIns: builtIns) == ["LEGACY=0", "COCOAPODS=1", "TARGET_IS_EXTENSION=1"])
        #expect(BuildSettings.list("GCC_PREPROCESSOR_DEFINITIONS", levels: [project, ["GCC_PREPROCESSOR_DEFINITIONS": "ONLY"]], builtIns: builtIns) == ["ONLY"])
        let conditions = BuildSettings.conditions(levels: [project, target], builtIns: builtIns)
        #expect(conditions.swift == ["BASE", "BETA", "KIT_Release", "PX_PRIVATE_POD"])
        #expect(conditions.preprocessor == ["COCOAPODS=1", "LEGACY=0", "TARGET_IS_EXTENSION=1"])
    }

    /// A configuration's platforms: its `SUPPORTED_PLATFORMS` (simulators are their platform's),
    /// else its `SDKROOT` (with or without a version); unknown for `auto`, a path, an SDK hive-lint
    /// does not know, or a `SUPPORTED_PLATFORMS` it cannot read.
    @Test func platformsComeFromSupportedPlatformsElseTheSDK() {
        func platforms(_ levels: [[String: String]]) -> [String] { BuildSettings.platforms(levels: levels, builtIns: [:]) }
        #expect(platforms([["SDKROOT": "iphoneos"], ["SDKROOT": "watchos"]]) == ["watchOS"])
        #expect(platforms([["SDKROOT": "macosx10.15"]]) == ["macOS"])
        #expect(platforms([["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "iphoneos iphonesimulator macosx"]]) == ["iOS", "iOS", "macOS"])
        #expect(BuildSettings.conditions(levels: [["SDKROOT": "appletvos"]], builtIns: [:]).platforms == ["tvOS"])
        for unknown in [[["SDKROOT": "auto"]], [["SDKROOT": "/Applications/Xcode.app/SDKs/iPhoneOS.sdk"]], [["SDKROOT": "driverkit"]], [[:]],
                        [["SDKROOT": "iphoneos", "SUPPORTED_PLATFORMS": "$(AVAILABLE_PLATFORMS)"]]] {
            #expect(platforms(unknown).isEmpty, "\(unknown)")
        }
    }

    @Test func xcconfigFilesAreReadWithTheirIncludes() {
        let files = [
            "Config/App.xcconfig": "#include \"Base/Shared.xcconfig\"\n#include? \"Local.xcconfig\"\nPRODUCT_NAME = Shop // shown\nSWIFT_VERSION = 6.0;\nPRODUCT_NAME[sdk=macosx*] = ShopMac\n#include \"App.xcconfig\"\n",
            "Config/Base/Shared.xcconfig": "PRODUCT_NAME = Base\nKIT = Payments\n",
        ]
        var settings: [String: String] = [:]
        BuildSettings.configFile("Config/App.xcconfig", read: { files[$0] }, into: &settings)
        #expect(settings == ["PRODUCT_NAME": "Shop", "SWIFT_VERSION": "6.0", "KIT": "Payments"])
    }
}
