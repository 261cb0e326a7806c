import HiveLintCore
@testable import HiveLintDiscovery
import Testing

/// A podspec kept inside an installed pod's folder, installed by no Podfile and depended on by
/// nothing built, whose files the installed pod's patterns match: CocoaPods compiles them into
/// the installed pod, so they are its files (BytePlus VideoOne's `MiniDrama` and its dormant
/// `MDPlayerKit`, `MDPlayerUIModule` podspecs: 7 false `implicit-dependency` and a cycle).
@Suite struct UninstalledNestedPodsTests {
    static let drama = """
    Pod::Spec.new do |s|
      s.name = 'Drama'
      s.source = { :path => './' }
      s.default_subspec = 'Main'
      s.subspec 'Player' do |player|
        player.source_files = ['Classes/Player/**/*.{h,m}']
      end
      s.subspec 'Main' do |main|
        main.source_files = 'Classes/Main/**/*.{h,m}'
        main.dependency 'Drama/Player'
      end
    end
    """

    static func podspec(_ name: String, dependencies: [String] = []) -> String {
        "Pod::Spec.new do |s|\n  s.name = '\(name)'\n  s.source_files = 'Classes/**/*'\n"
            + dependencies.map { "  s.dependency '\($0)'\n" }.joined() + "end\n"
    }

    static func files(podfile: String) -> [String: String] {
        [
            "Podfile": podfile,
            "Component/Drama/Drama.podspec": drama,
            "Component/Drama/Classes/Main/ScreenGuard.h": "@interface ScreenGuard : NSObject\n+ (BOOL)isRecording;\n@end\n",
            "Component/Drama/Classes/Main/ScreenGuard.m": "#import \"ScreenGuard.h\"\n@implementation ScreenGuard\n+ (BOOL)isRecording { return NO; }\n@end\n",
            "Component/Drama/Classes/Player/PlayerKit/PlayerKit.podspec": podspec("PlayerKit"),
            "Component/Drama/Classes/Player/PlayerKit/Classes/PlayerController.h": "@interface PlayerController : NSObject\n- (void)play;\n@end\n",
            "Component/Drama/Classes/Player/PlayerKit/Classes/PlayerController.m":
                "#import \"PlayerController.h\"\n#import \"ScreenGuard.h\"\n@implementation PlayerController\n- (void)play {\n    if ([ScreenGuard isRecording]) { return; }\n}\n@end\n",
            // A second dormant spec, depending on the first: neither is built.
            "Component/Drama/Classes/Player/PlayerUI/PlayerUI.podspec": podspec("PlayerUI", dependencies: ["PlayerKit"]),
            "Component/Drama/Classes/Player/PlayerUI/Classes/PlayerView.h": "#import \"PlayerController.h\"\n@interface PlayerView : NSObject\n@end\n",
            // Matched by no pattern of Drama's: the dormant spec keeps it.
            "Component/Drama/Classes/Player/PlayerKit/Classes/Extra.swift": "final class Extra {}\n",
        ]
    }

    static let installsDrama = """
    platform :ios, '14.0'
    target 'VideoApp' do
      pod 'Drama', :path => './Component/Drama'
    end
    post_install do |installer|
      installer.pods_project.targets
        .each do |target|
          target.build_configurations.each { |config| config.build_settings['X'] = 'Y' }
        end
    end
    """

    static func owners(_ result: ModuleDiscovery.Result) -> [String: String] {
        var owners: [String: String] = [:]
        for module in result.modules {
            for file in module.files { owners[file.path] = module.name }
        }
        return owners
    }

    @Test func theInstalledEnclosingPodCompilesWhatItsPatternsMatch() async throws {
        let tree = try TemporaryTree(Self.files(podfile: Self.installsDrama))
        let owners = Self.owners(try discover(tree))
        #expect(owners["Component/Drama/Classes/Player/PlayerKit/Classes/PlayerController.m"] == "Drama")
        #expect(owners["Component/Drama/Classes/Player/PlayerKit/Classes/PlayerController.h"] == "Drama")
        #expect(owners["Component/Drama/Classes/Player/PlayerUI/Classes/PlayerView.h"] == "Drama")
        #expect(owners["Component/Drama/Classes/Player/PlayerKit/Classes/Extra.swift"] == "PlayerKit")
        let result = try await tree.analyze()
        #expect(result.violations.map(\.rule).filter { $0 == "implicit-dependency" }.isEmpty)
    }

    /// Installed (by a Podfile, or as a dependency of what is), or with a Podfile hive-lint
    /// cannot read in full, the nested spec keeps its files.
    @Test(arguments: [
        "target 'VideoApp' do\n  pod 'Drama', :path => './Component/Drama'\n  pod 'PlayerKit', :path => './Component/Drama/Classes/Player/PlayerKit'\nend\n",
        "target 'VideoApp' do\n  pod 'Drama', :path => './Component/Drama'\n  pod 'PlayerUI', :path => './Component/Drama/Classes/Player/PlayerUI'\nend\n",
        "load 'pods.rb'\ntarget 'VideoApp' do\n  pod 'Drama', :path => './Component/Drama'\n  player_pods\nend\n",
        "target 'VideoApp' do\n  pod 'Drama', :path => './Component/Drama'\n  Helpers.player_pods\nend\n",
    ])
    func aNestedSpecThatMayBeInstalledKeepsItsFiles(podfile: String) throws {
        let owners = Self.owners(try discover(try TemporaryTree(Self.files(podfile: podfile))))
        #expect(owners["Component/Drama/Classes/Player/PlayerKit/Classes/PlayerController.m"] == "PlayerKit")
    }

    /// A call on a hook's block parameter, alone on its line, is no method adding pods; a bare
    /// call of a method the Podfile does not define, or of one on a constant, may be.
    @Test func aCallOnAVariableIsNoUnreadPods() {
        let podfile = Podfile(path: "Podfile", text: Self.installsDrama)
        #expect(!podfile.someTreePodUnread)
        #expect(podfile.incompleteTargets.isEmpty)
        let autolinked = Podfile(path: "ios/Podfile", text: "target 'Shell' do\n  use_native_modules!\n  pod 'Drama', :path => '../Component/Drama'\nend\n")
        #expect(autolinked.incompleteTargets == ["Shell"])
        #expect(!autolinked.someTreePodUnread)
        let helper = Podfile(path: "Podfile", text: "target 'App' do\n  Helpers.player_pods\nend\n")
        #expect(helper.someTreePodUnread)
        #expect(helper.incompleteTargets == ["App"])
    }
}

/// A release script's podspec template (`scripts/templates/AuthSDK.podspec`, version
/// `%DEPLOY_VERSION%`) beside the pod's real podspec, both globbing a build folder the script
/// fills: the template is no second module (PowerAuth: 2 false `duplicate-module-name`). When
/// every copy matches nothing, the one nearest the root stays.
@Suite struct EmptyPodspecCopiesTests {
    static func spec(version: String) -> String {
        "Pod::Spec.new do |s|\n  s.name = 'AuthSDK'\n  s.version = '\(version)'\n  s.source_files = 'Build/AuthSDK/**/*.{h,m}'\n"
            + "  s.test_spec 'Tests' do |t|\n    t.source_files = 'Tests/**/*.m'\n  end\nend\n"
    }

    @Test(arguments: ["", "sdk/"])
    func aTemplateBesideThePodspecIsNoSecondModule(root: String) throws {
        let result = try discover([
            "\(root)AuthSDK.podspec": Self.spec(version: "1.9.2"),
            "\(root)scripts/templates/AuthSDK.podspec": Self.spec(version: "%DEPLOY_VERSION%"),
            "\(root)Sources/AuthSDK.h": "@interface AuthSDK : NSObject\n@end\n",
            "\(root)Sources/AuthSDK.m": "#import \"AuthSDK.h\"\n@implementation AuthSDK\n@end\n",
            "\(root)scripts/templates/Tests/AuthTests.m": "@implementation AuthTests\n@end\n",
        ])
        #expect(result.modules.filter { $0.name.contains("AuthSDK") }.map(\.declaration.origin.file) == ["\(root)AuthSDK.podspec", "\(root)AuthSDK.podspec"])
        #expect(!result.diagnostics.contains { $0.code == "duplicate-module-name" })
    }

    /// A podspec whose patterns match in another case (`library/source/**` for
    /// `library/Source/`, as on a Mac) matches: it is the pod, and the binary release's podspec
    /// beside it (vk-ios-sdk's `VK-ios-sdk-1.4.6/`, no `source_files`) the copy.
    @Test func aPodspecMatchingInAnotherCaseIsNoEmptyCopy() throws {
        let result = try discover([
            "sdk/VKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'VKit'\n  s.source_files = 'library/source/**/*.{h,m}'\nend\n",
            "sdk/VKit-1.4.6/VKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'VKit'\n  s.ios.vendored_framework = 'ios/VKit.framework'\nend\n",
            "sdk/library/Source/VKClient.h": "@interface VKClient : NSObject\n@end\n",
            "sdk/library/Source/VKClient.m": "#import \"VKClient.h\"\n@implementation VKClient\n@end\n",
        ])
        let pod = result.modules.first { $0.declaration.origin.file == "sdk/VKit.podspec" }
        #expect(pod?.files.map(\.path) == ["sdk/library/Source/VKClient.h", "sdk/library/Source/VKClient.m"])
        // The binary release's podspec, claiming no file, is a copy of the pod's.
        #expect(result.modules.map(\.declaration.origin.file) == ["sdk/VKit.podspec"])
        #expect(!result.diagnostics.contains { $0.code == "duplicate-module-name" })
    }
}

