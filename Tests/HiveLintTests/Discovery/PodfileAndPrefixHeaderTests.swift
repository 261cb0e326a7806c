import HiveLintConfig
import HiveLintCore
@testable import HiveLintDiscovery
import HiveLintScan
import Testing

@Suite struct PodfileAndPrefixHeaderTests {
    /// `def` blocks are macros: their pods belong to the targets calling them, not to the
    /// scope they are written in.
    @Test func podfileDefsGiveTheirPodsToTheTargetsCallingThem() {
        let podfile = Podfile(path: "Demo/Podfile", text: """
        def common_pods()
            pod 'YYModel'
        end

        def mediator_pods
            pod 'Bifrost', :path => '../'
        end

        target 'Demo' do
            target 'Common' do
                common_pods()
            end
            target 'Mediator' do
                mediator_pods
            end
        end
        """)
        #expect(podfile.targetPods == ["Common": ["YYModel"], "Demo": [], "Mediator": ["Bifrost"]])
        #expect(podfile.developmentPods == ["Bifrost": ""])
        // Where each pod is written, for findings about it (immuni's `def shared_pods`).
        #expect(podfile.podLines == ["YYModel": 2, "Bifrost": 6])

        // A `def` calling other `def`s (and a cycle, cut).
        let nested = Podfile(path: "Podfile", text: """
        def domain_pod
          pod 'Domain', :path => 'LocalPods/Domain', :testspecs => ['Tests']
        end

        def networking_pod
          pod 'Networking', :path => 'LocalPods/Networking'
          development_pods
        end

        def development_pods
          domain_pod
          networking_pod
        end

        target 'CryptoPairs' do
          development_pods
          pod 'Kingfisher'
        end
        """)
        #expect(nested.targetPods == ["CryptoPairs": ["Domain", "Kingfisher", "Networking"]])
    }

    /// React Native's `use_native_modules!` and Flutter's `flutter_install_all_ios_pods` add a
    /// pod per native module or plugin their own tooling finds: the target's list is
    /// incomplete, so an import of such a pod is no `implicit-dependency` (react-native-
    /// navigation's test app importing `ReactNativeNavigation`). `use_frameworks!` adds none.
    @Test func autolinkingInstallersLeaveTheirTargetsListsIncomplete() {
        let podfile = Podfile(path: "ios/Podfile", text: """
        require_relative '../node_modules/react-native/scripts/react_native_pods'
        target 'ShellApp' do
          config = use_native_modules!
          use_react_native!(:path => config[:reactNativePath])
          pod 'Toaster', :path => '../node_modules/toaster'
        end
        target 'Runner' do
          use_frameworks!
          flutter_install_all_ios_pods File.dirname(File.realpath(__FILE__))
        end
        target 'Plain' do
          use_frameworks!
          pod 'Alamofire'
        end
        """)
        #expect(podfile.incompleteTargets == ["Runner", "ShellApp"])
        #expect(podfile.targetPods["ShellApp"] == ["Toaster"])
    }

    /// A target named by a Ruby symbol (`target :iNaturalist do`, as INaturalistIOS writes it)
    /// is that target; symbol hash keys (`:path =>`), the 1.9 style (`path:`), symbol values
    /// (`platform :ios`, `:linkage => :static`) and `Pod::` constants read as before.
    @Test func aTargetNamedByASymbolIsThatTarget() {
        let podfile = Podfile(path: "Podfile", text: """
        platform :ios, '13.0'
        use_frameworks! :linkage => :static

        target :iNaturalist do
          pod 'Core', :path => 'Core'
          pod 'Networking', path: 'Networking'
          pod 'Alamofire'

          target :iNaturalistTests do
            inherit! :search_paths
            pod 'Quick'
          end
        end

        post_install do |installer|
          Pod::UI.puts 'done'
        end
        """)
        #expect(podfile.targetPods == ["iNaturalist": ["Alamofire", "Core", "Networking"], "iNaturalistTests": ["Alamofire", "Core", "Networking", "Quick"]])
        #expect(podfile.developmentPods == ["Core": "Core", "Networking": "Networking"])
        #expect(!podfile.everyTargetIncomplete)
    }

    /// Targets named by a loop over a list (`%w[…]`, a literal, or a variable holding one)
    /// get the block's pods; a pod named by an expression (`pod snapkit.name`) leaves its
    /// targets' lists incomplete, also through a `def`; a target named by an expression
    /// leaves every list incomplete, and its pods go to no known target (`|target|` of a
    /// `post_install` block declares nothing).
    @Test func podfileLoopsOverTargetListsAndPodsNamedByExpressions() {
        let podfile = Podfile(path: "App/Podfile", text: """
        CCPod = Struct.new(:name, :version)
        snapkit = CCPod.new('SnapKit', '~> 4.0.0')

        %w[App AppTests].each do |name|
          target name do
            pod 'Alamofire'
          end
        end

        extensions = ['Widget', "Share"]
        extensions.each do |extension|
          target extension do
            pod 'Kingfisher'
          end
        end

        ["Feature", "FeatureTests"].each do |targetName|
          target targetName do
            pod snapkit.name, snapkit.version
            pod 'Moya'
          end
        end

        def shared
          pod snapkit.name
        end

        target 'Settings' do
          shared
        end

        %w[Widget].each do |name|
          target "#{name}Tests" do
            pod 'Quick'
          end
        end

        post_install do |installer|
          installer.pods_project.targets.each do |target|
            target.build_configurations.each do |config|
              config.build_settings['IPHONEOS_DEPLOYMENT_TARGET'] = '13.0'
            end
          end
          installer.pod_targets.each do |pod|
            puts pod.name
          end
        end
        """)
        #expect(podfile.targetPods == [
            "App": ["Alamofire"], "AppTests": ["Alamofire"], "Feature": ["Moya"], "FeatureTests": ["Moya"], "Settings": [],
            "Share": ["Kingfisher"], "Widget": ["Kingfisher"], "WidgetTests": ["Quick"],
        ])
        #expect(podfile.incompleteTargets == ["Feature", "FeatureTests", "Settings"])
        #expect(!podfile.everyTargetIncomplete)
        // A method of a file the Podfile loads: its pods cannot be read, so the targets calling
        // it (directly or through a `def`) have incomplete lists; DSL words ending in `!` and
        // methods the Podfile defines do not.
        let loading = Podfile(path: "Podfile", text: """
        load 'modules.rb'
        use_frameworks!
        inhibit_all_warnings!

        def app_pods
          module_pods
        end

        def test_pods
          pod 'Quick'
        end

        target 'DynamicDelivery' do
          module_pods
          pod 'Alamofire'
        end

        target 'Merchant' do
          app_pods
        end

        target 'DynamicDeliveryTests' do
          inherit!
          test_pods
        end
        """)
        #expect(loading.targetPods == ["DynamicDelivery": ["Alamofire"], "DynamicDeliveryTests": ["Quick"], "Merchant": []])
        #expect(loading.incompleteTargets == ["DynamicDelivery", "Merchant"])
        // Windows line ends read the same.
        let crlf = Podfile(path: "App/Podfile", text: "target 'App' do\r\n  pod 'Alamofire' # networking\r\nend\r\ntarget 'Widget' do\r\n  pod 'Kingfisher'\r\nend\r\n")
        #expect(crlf.targetPods == ["App": ["Alamofire"], "Widget": ["Kingfisher"]])

        let unnamed = Podfile(path: "Podfile", text: """
        target 'App' do
          pod 'Alamofire'
        end
        target ENV['EXTRA_TARGET'] do
          pod 'Realm'
        end
        """)
        #expect(unnamed.targetPods == ["App": ["Alamofire"]])
        #expect(unnamed.everyTargetIncomplete)
        let interpolated = Podfile(path: "Podfile", text: "target \"#{ENV['FLAVOR']}App\" do\n  pod 'Realm'\nend\n")
        #expect(interpolated.targetPods.isEmpty)
        #expect(interpolated.everyTargetIncomplete)
    }

    /// A pod's repository with an example app: `Example/Podfile` installs the pod itself from
    /// `../` and third-party pods into `Example/Pods/`. Those stay third-party; a development
    /// pod inside a vendor folder is still the team's.
    @Test func aDevelopmentPodHoldingThePodsFolderLeavesItsPodsThirdParty() throws {
        let tree = try TemporaryTree([
            "Router.podspec": "Pod::Spec.new do |s|\n  s.name = 'Router'\n  s.source_files = 'Router/Classes/**/*'\nend\n",
            "Router/Classes/RTRouter.h": "@interface RTRouter : NSObject\n@end\n",
            "Example/Podfile": "target 'RouterExample' do\n  pod 'Router', :path => '../'\n  pod 'YYModel'\n  pod 'Kit', :path => 'Vendor/Kit'\nend\n",
            "Example/Pods/YYModel/YYModel/YYModel.h": "@interface YYModel : NSObject\n@end\n",
            "Example/Vendor/Kit/Kit.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Sources/*'\nend\n",
            "Example/Vendor/Kit/Sources/Kit.h": "@interface Kit : NSObject\n@end\n",
        ])
        let result = try discover(tree)
        let kinds = Dictionary(uniqueKeysWithValues: result.modules.map { ($0.name, $0.declaration.impliedKind) })
        #expect(kinds["YYModel"] == .external)
        #expect(kinds["Router"] == .some(nil))
        #expect(kinds["Kit"] == .some(nil))
    }

    /// A development pod whose own Xcode project has a same-named application target (a
    /// runner compiling the pod's sources to try them alone): the module other code imports
    /// is the pod, so the app importing it depends on a library, not on another app. The
    /// Podfile's `:path` may name the pod's folder or its podspec file.
    @Test(arguments: ["Modules/Checkout", "Modules/Checkout/Checkout.podspec"])
    func aPodsSameNamedRunnerAppDoesNotMakeItAnApp(podPath: String) async throws {
        let runner = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Source/CheckoutScreen.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2); };
                T1 = {isa = PBXNativeTarget; name = Checkout; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            };
            rootObject = R1;
        }
        """
        let shop = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 56;
            objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = ViewController.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1); path = Shop; sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1); };
                T1 = {isa = PBXNativeTarget; name = Shop; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
            };
            rootObject = R1;
        }
        """
        let tree = try TemporaryTree([
            "Podfile": "platform :ios, '15.0'\ntarget 'Shop' do\n  use_frameworks!\n  pod 'Checkout', :path => '\(podPath)'\nend\n",
            "Shop.xcodeproj/project.pbxproj": shop,
            "Shop/ViewController.swift": "import UIKit\nimport Checkout\n\nfinal class ViewController: UIViewController {\n    let checkout = CheckoutScreen()\n}\n",
            "Modules/Checkout/Checkout.podspec": "Pod::Spec.new do |s|\n  s.name = 'Checkout'\n  s.source_files = 'Checkout/Source/**/*'\nend\n",
            "Modules/Checkout/Checkout/Checkout.xcodeproj/project.pbxproj": runner,
            "Modules/Checkout/Checkout/AppDelegate.swift": "import UIKit\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
            "Modules/Checkout/Checkout/Source/CheckoutScreen.swift": "import UIKit\n\npublic final class CheckoutScreen: UIViewController {}\n",
        ])
        let result = try await tree.analyze()
        let checkout = try #require(result.modules.first { $0.name == "Checkout" })
        #expect(checkout.kind != .app)
        #expect(result.modules.first { $0.name == "Shop" }?.kind == .app)
        #expect(result.dependency("Shop", "Checkout") != nil)
        #expect(!result.violations.contains { $0.rule == "depends-on-app" })
    }

    /// A library's podspec and a same-named catalog app in an examples folder (nimbus's
    /// `examples/catalog/NimbusCatalog.xcodeproj` target `Nimbus`, compiling the library's
    /// sources) are the library, which no Podfile installs: another example app including its
    /// umbrella header was a false `depends-on-app` error (checked with examples in scope: an
    /// app below an examples folder is an example). Not so for a demo app beside the podspec
    /// (TinyPart, CTMediator).
    @Test func aPodsSameNamedCatalogAppInAnExamplesFolderDoesNotMakeItAnApp() async throws {
        func app(_ name: String, _ files: [String]) -> String {
            let builds = files.indices.map { "B\($0) = {isa = PBXBuildFile; fileRef = F\($0); };" }.joined(separator: "\n")
            let references = files.enumerated().map { "F\($0.offset) = {isa = PBXFileReference; path = \($0.element); sourceTree = SOURCE_ROOT; };" }
                .joined(separator: "\n")
            return """
            { objects = {
                \(builds)
                \(references)
                P1 = {isa = PBXSourcesBuildPhase; files = (\(files.indices.map { "B\($0)" }.joined(separator: ", "))); };
                T1 = {isa = PBXNativeTarget; name = \(name); buildPhases = (P1); productType = "com.apple.product-type.application"; };
              }; }
            """
        }
        let tree = try TemporaryTree([
            "Kite.podspec": "Pod::Spec.new do |s|\n  s.name = 'Kite'\n  s.source_files = 'src/**/*.{h,m}'\nend\n",
            "src/KTOverview.h": "#import <UIKit/UIKit.h>\n@interface KTOverview : NSObject\n+ (void)show;\n@end\n",
            "src/KTOverview.m": "#import \"KTOverview.h\"\n@implementation KTOverview\n+ (void)show {}\n@end\n",
            "src/Kite.h": "#import \"KTOverview.h\"\n",
            "examples/catalog/KiteCatalog.xcodeproj/project.pbxproj": app("Kite", ["CatalogDelegate.m", "../../src/KTOverview.m"]),
            "examples/catalog/CatalogDelegate.m": "#import \"Kite.h\"\n@implementation CatalogDelegate\n- (void)go { [KTOverview show]; }\n@end\n",
            // The photo album compiles the library's sources itself, as nimbus's examples do.
            "examples/photos/Album/Album.xcodeproj/project.pbxproj": app("Album", ["src/AlbumDelegate.m", "../../../src/KTOverview.m"]),
            "examples/photos/Album/src/AlbumDelegate.m": "#import \"Kite.h\"\n@implementation AlbumDelegate\n- (void)go { [KTOverview show]; }\n@end\n",
            "rules.json": "{\"version\": 1, \"scope\": {\"examples\": true}}\n",
        ])
        let result = try await tree.analyze()
        #expect(result.modules.first { $0.name == "Album" }?.kind == .example)
        #expect(result.modules.first { $0.name == "Kite" }?.kind != .app)
        #expect(!result.violations.contains { $0.rule == "depends-on-app" }, "\(result.violations.map(\.message))")
    }

    /// A pod is a library: an application or tool target answering to its name is not what
    /// a target installing the pod imports. MetaBase's second app target `MetaWear` beside the
    /// `MetaWear` pod both targets install (not in the tree): `import MetaWear` and
    /// `#import <MetaWear/MetaWear.h>` are the pod's. WBBlades' command-line tool `WBBlades`
    /// beside its development pod: the viewer's `import` is the pod's module in the tree.
    @Test func aPodTheImporterInstallsIsNotAnAppOfItsName() async throws {
        let external = try TemporaryTree([
            "project.yml": """
                name: SensorHub
                targets:
                  SensorHub:
                    type: application
                    platform: iOS
                    sources: [Universal]
                  Sensor:
                    type: application
                    platform: iOS
                    sources: [SensorDemo]
                """,
            "Podfile": "platform :ios, '15.0'\nuse_frameworks!\n\ndef sdk\n  pod 'Sensor', :subspecs => ['UI']\nend\n\ntarget 'SensorHub' do\n  sdk\nend\n\ntarget 'Sensor' do\n  sdk\nend\n",
            "Universal/AppDelegate.swift": "import UIKit\nimport Sensor\n\n@main\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {\n    let scanner = SensorScanner()\n}\n",
            "Universal/SHLegacyBridge.m": "#import <Sensor/Sensor.h>\n@implementation SHLegacyBridge\n- (void)start { [SensorScanner start]; }\n@end\n",
            "SensorDemo/DemoDelegate.swift": "import UIKit\n\n@main\nfinal class DemoDelegate: UIResponder, UIApplicationDelegate {}\n",
        ])
        let hub = try await external.analyze()
        #expect(hub.violations.isEmpty, "\(hub.violations.map(\.message))")
        #expect(hub.graph.dependencies.isEmpty, "\(hub.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(hub.modules.first { $0.name == "SensorHub" }?.externalImports.contains("Sensor") == true)

        let inTree = try TemporaryTree([
            "project.yml": """
                name: Tools
                targets:
                  Inspector:
                    type: tool
                    platform: macOS
                    sources: [Inspector/main.m]
                  Viewer:
                    type: application
                    platform: iOS
                    sources: [Viewer]
                """,
            "Podfile": "target 'Inspector' do\n  pod 'Inspector', :path => 'Inspector'\nend\n\ntarget 'Viewer' do\n  pod 'Inspector', :path => 'Inspector'\nend\n",
            "Inspector/Inspector.podspec": "Pod::Spec.new do |s|\n  s.name = 'Inspector'\n  s.source_files = 'Scan/**/*.{h,m}'\nend\n",
            "Inspector/Scan/INScanner.h": "#import <Foundation/Foundation.h>\n@interface INScanner : NSObject\n+ (void)scan;\n@end\n",
            "Inspector/Scan/INScanner.m": "#import \"INScanner.h\"\n@implementation INScanner\n+ (void)scan {}\n@end\n",
            "Inspector/main.m": "#import \"Scan/INScanner.h\"\nint main(void) { [INScanner scan]; return 0; }\n",
            "Viewer/ViewerController.swift": "import UIKit\nimport Inspector\n\nfinal class ViewerController: UIViewController {\n    func scan() { INScanner.scan() }\n}\n",
        ])
        let tools = try await inTree.analyze()
        #expect(!tools.violations.contains { $0.rule == "depends-on-app" }, "\(tools.violations.map(\.message))")
        let edge = try #require(tools.graph.dependencies.first { $0.from == "Viewer" && $0.evidence.contains { $0.text == "import Inspector" } })
        #expect(edge.to != "Inspector")
    }

    /// A demo app whose Sources phase compiles a pod's `.m` itself (the pod lies in the app's
    /// folder; its podspec wins the file): the app compiles it too, so including the pod's
    /// header is no use of the pod, implicit or otherwise.
    @Test func anXcodeTargetListingAPodsFileCompilesItToo() async throws {
        let tree = try TemporaryTree([
            "Demo/Cart.podspec": "Pod::Spec.new do |s|\n  s.name = 'Cart'\n  s.source_files = 'Cart/*.{h,m}'\nend\n",
            "Demo/Cart/CRTCart.h": "#import <Foundation/Foundation.h>\n@interface CRTCart : NSObject\n- (NSInteger)count;\n@end\n",
            "Demo/Cart/CRTCart.m": "#import \"CRTCart.h\"\n@implementation CRTCart\n- (NSInteger)count { return 0; }\n@end\n",
            "Demo/DemoViewController.m": "#import \"Cart/CRTCart.h\"\n@implementation DemoViewController\n- (void)show { [[CRTCart new] count]; }\n@end\n",
            "Demo.xcodeproj/project.pbxproj": """
            { objects = {
                A1 = {isa = PBXBuildFile; fileRef = F1; };
                A2 = {isa = PBXBuildFile; fileRef = F2; };
                F1 = {isa = PBXFileReference; path = DemoViewController.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = CRTCart.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = CRTCart.h; sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (F1, G2); path = Demo; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (F2, F3); path = Cart; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (G1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (A1, A2); };
                T1 = {isa = PBXNativeTarget; name = Demo; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
        ])
        let result = try await tree.analyze()
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
        #expect(result.graph.dependencies.isEmpty, "\(result.graph.dependencies.map { "\($0.from)->\($0.to)" })")
        #expect(!result.diagnostics.contains { $0.code == "conflicting-declarations" })
        let demo = try #require(try discover(tree).modules.first { $0.name == "Demo" })
        #expect(demo.sharedFiles.contains("Demo/Cart/CRTCart.m"))
    }

    /// An installed pod imported by another name than the pod's (`lottie-ios` is `Lottie`):
    /// the modulemap CocoaPods wrote for it in the committed `Pods/Target Support Files/`
    /// names the module, so a development pod importing `<Lottie/Lottie.h>` uses the pod it
    /// declares.
    @Test func anInstalledPodIsImportedByItsModulemapsName() async throws {
        let tree = try TemporaryTree([
            "Podfile": "platform :ios, '13.0'\ntarget 'Chat' do\n  pod 'ChatBase', :path => 'Modules/ChatBase'\nend\n",
            "Modules/ChatBase/ChatBase.podspec": "Pod::Spec.new do |s|\n  s.name = 'ChatBase'\n  s.source_files = 'Classes/**/*.{h,m}'\n  s.dependency 'lottie-ios'\nend\n",
            "Modules/ChatBase/Classes/CBTypingView.m": "#import <Lottie/Lottie.h>\n@implementation CBTypingView\n- (void)play { LOTAnimationView *view = [LOTAnimationView new]; [view play]; }\n@end\n",
            "Pods/lottie-ios/lottie-ios/Classes/PublicHeaders/Lottie.h": "#import \"LOTAnimationView.h\"\n",
            "Pods/lottie-ios/lottie-ios/Classes/PublicHeaders/LOTAnimationView.h": "#import <UIKit/UIKit.h>\n@interface LOTAnimationView : UIView\n- (void)play;\n@end\n",
            "Pods/Target Support Files/lottie-ios/lottie-ios.modulemap": "framework module Lottie {\n  umbrella header \"lottie-ios-umbrella.h\"\n\n  export *\n  module * { export * }\n}\n",
        ])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "redundant-dependency" }, "\(result.violations.map(\.message))")
        let edge = try #require(result.dependency("ChatBase", "lottie-ios"))
        #expect(edge.evidence.first?.text == "#import <Lottie/Lottie.h>")
    }

    /// A pod built in two ways for different targets has a support folder per way
    /// (`Target Support Files/lottie-ios-framework`, `lottie-ios-library`), each with its
    /// modulemap: AwesomeProject's `import Lottie` uses the installed `lottie-ios` it declares.
    @Test func anInstalledPodBuiltTwoWaysIsImportedByItsModulemapsName() async throws {
        let tree = try TemporaryTree([
            "Podfile": "platform :ios, '13.0'\ntarget 'Chat' do\n  use_frameworks!\n  pod 'LottieBridge', :path => 'Modules/LottieBridge'\nend\n",
            "Modules/LottieBridge/LottieBridge.podspec": "Pod::Spec.new do |s|\n  s.name = 'LottieBridge'\n  s.source_files = 'Classes/**/*'\n  s.dependency 'lottie-ios'\nend\n",
            "Modules/LottieBridge/Classes/LottieButton.swift": "import Lottie\nimport UIKit\n\npublic final class LottieButton: UIButton {\n    let animation = AnimationView()\n}\n",
            "Pods/lottie-ios/lottie-swift/src/Public/Animation/AnimationView.swift": "import UIKit\n\nfinal public class AnimationView: UIView {}\n",
            "Pods/Target Support Files/lottie-ios-framework/lottie-ios-framework.modulemap": "framework module Lottie {\n  umbrella header \"lottie-ios-framework-umbrella.h\"\n  export *\n}\n",
            "Pods/Target Support Files/lottie-ios-library/lottie-ios-library.modulemap": "module Lottie {\n  umbrella header \"lottie-ios-library-umbrella.h\"\n  export *\n}\n",
        ])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "redundant-dependency" }, "\(result.violations.map(\.message))")
        let edge = try #require(result.dependency("LottieBridge", "lottie-ios"))
        #expect(edge.evidence.first?.text == "import Lottie")
    }

    /// `exclude_files` takes files out of the pod (rlottie's MSVC `msinttypes/stdint.h` shim,
    /// which `<stdint.h>` would otherwise find); another platform's (`ss.osx.exclude_files`)
    /// leaves them in the iOS pod, and so does a subspec listing what another excludes
    /// (MTHawkeye's non-ARC files: a false `depends-on-app` on a tool app compiling them).
    /// A subspec's exclusions leave out files of its own patterns only: of two alternative
    /// subspecs over one folder, the one without the web-image loader does not take it from
    /// the default one (YBImageBrowser's `NOSD`: a false `redundant-dependency` on the
    /// library only that loader uses), in a Ruby or a JSON podspec.
    @Test func aPodspecsExcludedFilesAreNotThePods() throws {
        let tree = try TemporaryTree([
            "LocalLib/RLottieBinding/RLottieBinding.podspec": """
            Pod::Spec.new do |s|
              s.name = 'RLottieBinding'
              s.source_files = 'Sources/**/*.{h,m,cpp}', 'rlottie/src/**/*.h'
              s.exclude_files = ['rlottie/src/lottie/rapidjson/msinttypes/**/*', 'Sources/Legacy.m']
              s.osx.exclude_files = 'Sources/iOSOnly.m'
            end
            """,
            "LocalLib/RLottieBinding/Sources/Binding.m": "",
            "LocalLib/RLottieBinding/Sources/Legacy.m": "",
            "LocalLib/RLottieBinding/Sources/iOSOnly.m": "",
            "LocalLib/RLottieBinding/rlottie/src/lottie/vglobal.h": "",
            "LocalLib/RLottieBinding/rlottie/src/lottie/rapidjson/msinttypes/stdint.h": "",
            "LocalLib/Sticker/Sticker.podspec.json": """
            {"name": "Sticker", "source_files": "Sticker/**/*.{h,m}", "exclude_files": "Sticker/Old",
             "osx": {"exclude_files": ["Sticker/iOSOnly.m"]}}
            """,
            "LocalLib/Sticker/Sticker/Sticker.m": "",
            "LocalLib/Sticker/Sticker/iOSOnly.m": "",
            "LocalLib/Sticker/Sticker/Old/Sticker.m": "",
            // The non-ARC split: what one subspec excludes, another lists.
            "LocalLib/Tracker/Tracker.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Tracker'
              s.subspec 'Core' do |core|
                core.source_files = 'Core/*.{h,m}'
                non_arc_files = 'Core/NSObject+TRKAlloc.{h,m}'
                core.exclude_files = non_arc_files
                core.subspec 'no-arc' do |sna|
                  sna.requires_arc = false
                  sna.source_files = non_arc_files
                end
              end
            end
            """,
            "LocalLib/Tracker/Core/TRKTracker.m": "",
            "LocalLib/Tracker/Core/NSObject+TRKAlloc.m": "",
            "LocalLib/Viewer/Viewer.podspec": """
            Pod::Spec.new do |s|
              s.name = 'Viewer'
              s.default_subspec = 'Core'
              s.exclude_files = 'Viewer/Sources/Deprecated/**/*'
              s.subspec 'Core' do |core|
                core.source_files = 'Viewer/Sources/**/*.{h,m}'
                core.dependency 'WebCache'
              end
              s.subspec 'Lite' do |lite|
                lite.source_files = 'Viewer/Sources/**/*.{h,m}'
                lite.exclude_files = 'Viewer/Sources/VWWebImageLoader.{h,m}'
              end
            end
            """,
            "LocalLib/Viewer/Viewer/Sources/VWViewer.m": "",
            "LocalLib/Viewer/Viewer/Sources/VWWebImageLoader.m": "",
            "LocalLib/Viewer/Viewer/Sources/Deprecated/VWOldViewer.m": "",
            "LocalLib/Gallery/Gallery.podspec.json": """
            {"name": "Gallery", "subspecs": [
              {"name": "Core", "source_files": "Gallery/**/*.{h,m}", "dependencies": {"WebCache": []}},
              {"name": "Lite", "source_files": "Gallery/**/*.{h,m}", "exclude_files": "Gallery/GLWebImageLoader.m"}]}
            """,
            "LocalLib/Gallery/Gallery/GLGallery.m": "",
            "LocalLib/Gallery/Gallery/GLWebImageLoader.m": "",
        ])
        let owner = owners(try discover(tree))
        #expect(owner["LocalLib/Tracker/Core/NSObject+TRKAlloc.m"] == "Tracker")
        #expect(owner["LocalLib/Tracker/Core/TRKTracker.m"] == "Tracker")
        #expect(owner["LocalLib/RLottieBinding/Sources/Binding.m"] == "RLottieBinding")
        #expect(owner["LocalLib/RLottieBinding/Sources/iOSOnly.m"] == "RLottieBinding")
        #expect(owner["LocalLib/RLottieBinding/rlottie/src/lottie/vglobal.h"] == "RLottieBinding")
        #expect(owner["LocalLib/RLottieBinding/rlottie/src/lottie/rapidjson/msinttypes/stdint.h"] == nil)
        #expect(owner["LocalLib/RLottieBinding/Sources/Legacy.m"] == nil)
        #expect(owner["LocalLib/Sticker/Sticker/Sticker.m"] == "Sticker")
        #expect(owner["LocalLib/Sticker/Sticker/iOSOnly.m"] == "Sticker")
        #expect(owner["LocalLib/Sticker/Sticker/Old/Sticker.m"] == nil)
        #expect(owner["LocalLib/Viewer/Viewer/Sources/VWWebImageLoader.m"] == "Viewer")
        #expect(owner["LocalLib/Viewer/Viewer/Sources/VWViewer.m"] == "Viewer")
        #expect(owner["LocalLib/Viewer/Viewer/Sources/Deprecated/VWOldViewer.m"] == nil, "the pod's exclusions apply to its subspecs")
        #expect(owner["LocalLib/Gallery/Gallery/GLWebImageLoader.m"] == "Gallery")
    }

    /// A development pod and a leftover installed copy of it under `Pods/` (a binary framework
    /// from before the pod moved in-tree): the development pod keeps the name, so its own
    /// `#import <IMKit/IMKit.h>` is a use of itself and the app's imports reach it.
    @Test func aDevelopmentPodKeepsItsNameOverALeftoverInstalledCopy() async throws {
        let tree = try TemporaryTree([
            "Podfile": "platform :ios, '13.0'\ntarget 'Chat' do\n  pod 'IMKit', :path => './Modules/IMKitSDK'\nend\n",
            "Modules/IMKitSDK/IMKit.podspec": "Pod::Spec.new do |s|\n  s.name = 'IMKit'\n  s.source_files = 'IMKit/Classes/**/*.{h,m}'\nend\n",
            "Modules/IMKitSDK/IMKit/Classes/IMKit.h": "#import \"IMClient.h\"\n",
            "Modules/IMKitSDK/IMKit/Classes/IMClient.h": "#import <Foundation/Foundation.h>\n@interface IMClient : NSObject\n@end\n",
            "Modules/IMKitSDK/IMKit/Classes/IMMessage.h": "#import <IMKit/IMKit.h>\n@interface IMMessage : NSObject\n@property (nonatomic, strong) IMClient *client;\n@end\n",
            "Pods/IMKit/ios/IMKit.framework/Headers/IMKit.h": "#import <IMKit/IMClient.h>\n",
            "Pods/IMKit/ios/IMKit.framework/Headers/IMClient.h": "#import <Foundation/Foundation.h>\n@interface IMClient : NSObject\n@end\n",
        ])
        let result = try await tree.analyze()
        let devPod = try #require(result.modules.first { $0.name == "IMKit" })
        #expect(devPod.kind != .external, "\(result.modules.map { "\($0.name) \($0.kind)" })")
        #expect(!result.violations.contains { $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
        #expect(result.graph.dependencies.filter { $0.from == "IMKit" }.isEmpty, "\(result.graph.dependencies.map { "\($0.from)->\($0.to)" })")
    }

    /// A podspec the Podfile installs from its `:git` source (`pod 'Dial', :podspec =>
    /// 'Dial.podspec'`, a pinned fork): its patterns match nothing in the tree, and the pod is
    /// the installed copy under `Pods/`, which keeps its name (CocoaPods-app's Fragaria was
    /// renamed `Pods/Fragaria` beside an empty `Fragaria`: a false `duplicate-module-name`,
    /// and the app's `uses` named another module than its `declares`).
    @Test func aRemoteSpecsPodIsItsInstalledCopy() async throws {
        let tree = try TemporaryTree([
            "Podfile": "platform :osx, '10.13'\ntarget 'Console' do\n  pod 'Dial', :podspec => 'Dial.podspec'\nend\n",
            "Dial.podspec": """
            Pod::Spec.new do |s|
              s.name         = "Dial"
              s.version      = "0.3.1"
              s.source       = { :git => "https://example.com/forks/Dial.git", :commit => "0123456789abcdef" }
              s.source_files = "Dial/*.{h,m}"
            end
            """,
            "Pods/Dial/Dial/DLDial.h": "#import <Cocoa/Cocoa.h>\n@interface DLDial : NSView\n@end\n",
            "Pods/Dial/Dial/DLDial.m": "#import \"DLDial.h\"\n@implementation DLDial\n@end\n",
            "Console/AppDelegate.m": "#import <Dial/DLDial.h>\n@interface AppDelegate : NSObject\n@property DLDial *dial;\n@end\n@implementation AppDelegate\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.modules.map(\.name).sorted() == ["Console", "Dial"], "\(result.modules.map(\.name))")
        #expect(result.modules.first { $0.name == "Dial" }?.path == "Pods/Dial")
        #expect(!result.diagnostics.contains { $0.code == "duplicate-module-name" })
        #expect(result.graph.dependencies.map { "\($0.from)->\($0.to)" } == ["Console->Dial"])
    }

    @Test func podfileTargetsInheritPodsAndDevelopmentPodsAreFound() {
        let podfile = Podfile(path: "App/Podfile", text: """
        platform :ios, '13.0'
        abstract_target 'Shared' do
          pod 'AFNetworking', '~> 4.0'
          pod 'Common', :path => '../LocalPods/Common'
          target 'Mall' do
            pod 'Goods/Detail', :path => '../Pods/DevPods/Goods'
            pod 'Mediator', :podspec => '../Specs/Mediator/Mediator.podspec'
            pod 'Search', path: '../LocalPods/Search'
            pod 'Login', :path => '../LocalPods/Login/Login.podspec'
            pod 'Checkout',
                :path => '../LocalPods/Checkout'
            pod 'Debug' if ENV['DEBUG_PODS']
            target 'MallTests' do
              inherit! :search_paths
              pod 'Quick'
            end
          end
          pod 'Masonry'
        end
        target 'Widget' do
          pod 'Kingfisher'
        end
        post_install do |installer|
          installer.pods_project.targets.each do |t|
            if t.name == 'Goods'
              puts t.name
            end
          end
        end
        """)
        #expect(podfile.developmentPods == [
            "Common": "LocalPods/Common", "Goods": "Pods/DevPods/Goods", "Mediator": "Specs/Mediator", "Search": "LocalPods/Search",
            "Login": "LocalPods/Login", "Checkout": "LocalPods/Checkout",
        ])
        #expect(podfile.targetPods["Mall"] == ["AFNetworking", "Checkout", "Common", "Debug", "Goods", "Login", "Masonry", "Mediator", "Search"])
        #expect(podfile.targetPods["MallTests"] == [
            "AFNetworking", "Checkout", "Common", "Debug", "Goods", "Login", "Masonry", "Mediator", "Quick", "Search",
        ])
        #expect(podfile.targetPods["Widget"] == ["Kingfisher"])
        #expect(podfile.targetPods["Shared"] == nil, "abstract targets are not modules")
    }

    @Test func developmentPodsUnderPodsAreFirstPartyAndInstalledPodsExternal() throws {
        let tree = try TemporaryTree([
            "Podfile": "target 'Mall' do\n  pod 'Cart', :path => 'Pods/DevPods/Cart'\n  pod 'SDWebImage'\nend\n",
            "Pods/DevPods/Cart/Cart.podspec": "Pod::Spec.new do |s|\n  s.name = 'Cart'\n  s.source_files = 'Cart/**/*.{h,m}'\nend\n",
            "Pods/DevPods/Cart/Cart/CRTCart.m": "",
            "Pods/SDWebImage/SDWebImage/UIImageView+WebCache.h": "",
            "Pods/Target Support Files/Pods-Mall/Pods-Mall-umbrella.h": "",
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        let result = ModuleDiscovery().run(tree: scanned, configuration: Configuration())
        let cart = try #require(result.modules.first { $0.name == "Cart" })
        #expect(cart.declaration.impliedKind == nil)
        #expect(cart.files.map(\.path) == ["Pods/DevPods/Cart/Cart/CRTCart.m"])
        #expect(result.modules.first { $0.name == "SDWebImage" }?.declaration.impliedKind == .external)
        #expect(!result.modules.contains { $0.name == "DevPods" })
        #expect(result.unownedFiles.isEmpty, "CocoaPods housekeeping is not listed as unowned")
    }

    /// A `Pods/` folder holding the team's own podspecs, with none of a sandbox's
    /// housekeeping and no `Podfile` beside it (Backendless' `Pods/Backendless.podspec`, whose
    /// sources are `SDK/ios/**`), is no CocoaPods sandbox: its pods are declared (1,313 files
    /// had been in no module). A committed sandbox stays third-party.
    @Test func podspecsKeptInAPodsFolderAreTheTeams() throws {
        let tree = try TemporaryTree([
            "Pods/Courier.podspec": "Pod::Spec.new do |s|\n  s.name = 'Courier'\n  s.source_files = 'SDK/ios/**/*.{h,m}'\nend\n",
            "SDK/ios/Courier/CRRClient.h": "@interface CRRClient : NSObject\n@end\n",
            "SDK/ios/Courier/CRRClient.m": "#import \"CRRClient.h\"\n@implementation CRRClient\n@end\n",
            "SDK/Podfile": "target 'CourierDemo' do\n  pod 'Socket.IO-Client-Swift'\nend\n",
            "App/Podfile": "target 'Shop' do\n  pod 'SDWebImage'\nend\n",
            "App/Pods/SDWebImage/SDWebImage/SDWebImage.podspec": "Pod::Spec.new do |s|\n  s.name = 'SDWebImage'\n  s.source_files = '*.h'\nend\n",
            "App/Pods/SDWebImage/SDWebImage/UIImageView+WebCache.h": "",
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        let result = ModuleDiscovery().run(tree: scanned, configuration: Configuration())
        let courier = try #require(result.modules.first { $0.name == "Courier" })
        #expect(courier.declaration.impliedKind == nil)
        #expect(courier.files.map(\.path) == ["SDK/ios/Courier/CRRClient.h", "SDK/ios/Courier/CRRClient.m"])
        #expect(result.modules.first { $0.name == "SDWebImage" }?.declaration.impliedKind == .external)
        #expect(result.unownedFiles.isEmpty)
    }

    /// An app project at the root whose `Pods/` is committed: the umbrella headers CocoaPods
    /// writes under `Pods/Target Support Files/` are the pods' housekeeping, not the app's
    /// headers (the project folder's fallback does not reach into third-party code), so their
    /// imports of the pods are no `implicit-dependency` of the app.
    @Test func podUmbrellaHeadersAreNotTheRootAppsHeaders() async throws {
        let tree = try TemporaryTree([
            "Podfile": "target 'Mall' do\n  pod 'Masonry'\n  pod 'FLAnimatedImage'\nend\ntarget 'MallTests' do\n  pod 'FBSnapshotTestCase'\nend\n",
            "Mall.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Mall/AppDelegate.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = Mall/AppDelegate.h; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Mall/AppDelegate.h": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder\n@end\n",
            "Mall/AppDelegate.m": "#import \"AppDelegate.h\"\n#import <Masonry/Masonry.h>\n@implementation AppDelegate\n@end\n",
            "Pods/Masonry/Masonry/Masonry.h": "#import <UIKit/UIKit.h>\n",
            "Pods/FLAnimatedImage/FLAnimatedImage/FLAnimatedImage.h": "#import <UIKit/UIKit.h>\n@interface FLAnimatedImage : NSObject\n@end\n",
            "Pods/FBSnapshotTestCase/FBSnapshotTestCase/FBSnapshotTestCase.h": "#import <XCTest/XCTest.h>\n",
            "Pods/Target Support Files/FLAnimatedImage/FLAnimatedImage-umbrella.h": "#import <UIKit/UIKit.h>\n#import \"FLAnimatedImage.h\"\n",
            "Pods/Target Support Files/FBSnapshotTestCase/FBSnapshotTestCase-umbrella.h": "#import \"FBSnapshotTestCase.h\"\n",
            "Pods/Target Support Files/Pods-Mall/Pods-Mall-umbrella.h": "#import <UIKit/UIKit.h>\n",
        ])
        let result = try await tree.analyze()
        let mall = try #require(result.module("Mall"))
        #expect(mall.files == ["Mall/AppDelegate.h", "Mall/AppDelegate.m"])
        #expect(!result.violations.contains { $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
        #expect(result.unownedFiles.isEmpty)
    }

    /// A podspec's `test_spec` and `app_spec` are targets of their own (`Goods-Unit-Tests`):
    /// their files are not the pod's, so a test importing another feature is no dependency
    /// of the pod (Ruby and JSON podspecs alike).
    @Test func testAndAppSpecsAreModulesOfTheirOwn() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "kinds": {"business": ["Goods", "Shop"]}}"#,
            "Modules/Goods/Goods.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'Goods'
                  s.source_files = 'Goods/**/*.{h,m}'
                  s.dependency 'Masonry'

                  s.test_spec 'Tests' do |test_spec|
                    test_spec.source_files = 'Tests/**/*.{h,m}'
                    test_spec.dependency 'Shop'
                  end

                  s.app_spec 'Demo' do |app|
                    app.source_files = 'Demo/**/*.{h,m}'
                  end
                end
                """,
            "Modules/Goods/Goods/GDSList.m": "#import <UIKit/UIKit.h>\n@implementation GDSList\n@end\n",
            "Modules/Goods/Tests/GDSListTests.m": "#import <XCTest/XCTest.h>\n#import <Shop/SHPCart.h>\n@implementation GDSListTests\n@end\n",
            "Modules/Goods/Demo/main.m": "#import <UIKit/UIKit.h>\nint main(void) { return 0; }\n",
            "Modules/Shop/Shop.podspec.json": #"{"name": "Shop", "source_files": "Shop/*.{h,m}", "testspecs": [{"name": "UnitTests", "test_type": "unit", "source_files": "Tests/*.m"}]}"#,
            "Modules/Shop/Shop/SHPCart.h": "@interface SHPCart\n@end\n",
            "Modules/Shop/Tests/SHPCartTests.m": "#import <XCTest/XCTest.h>\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("Goods")?.files == ["Modules/Goods/Goods/GDSList.m"])
        #expect(result.module("Goods")?.declaredDependencies == ["Masonry"])
        let tests = try #require(result.module("Goods-Unit-Tests"))
        #expect(tests.kind == .test)
        #expect(tests.files == ["Modules/Goods/Tests/GDSListTests.m"])
        #expect(tests.declaredDependencies == ["Goods", "Shop"])
        #expect(result.module("Goods-Demo")?.kind == .example)
        #expect(result.module("Shop-Unit-UnitTests")?.files == ["Modules/Shop/Tests/SHPCartTests.m"])
        #expect(result.module("Shop")?.files == ["Modules/Shop/Shop/SHPCart.h"])
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
        #expect(result.unownedFiles.isEmpty)
    }

    /// A target renamed in Xcode after `pod install` (`Dynamic Delivery`, the Podfile still
    /// saying `DynamicDelivery`) gets its pods; a Podfile target naming no target at all leaves
    /// the other targets under the Podfile's folder with incomplete lists.
    @Test func podfileTargetsMatchRenamedXcodeTargets() throws {
        func project(_ targets: [String]) -> String {
            let entries = targets.enumerated().map { index, name in
                "T\(index) = {isa = PBXNativeTarget; name = \"\(name)\"; buildPhases = (); productType = \"com.apple.product-type.application\"; };"
            }
            return "{ objects = {\n\(entries.joined(separator: "\n"))\nR1 = {isa = PBXProject; targets = (\(targets.indices.map { "T\($0)" }.joined(separator: ", "))); };\n}; rootObject = R1; }"
        }
        let tree = try TemporaryTree([
            "Delivery/Podfile": "target 'DynamicDelivery' do\n  pod 'Masonry'\nend\n",
            "Delivery/Delivery.xcodeproj/project.pbxproj": project(["Dynamic Delivery"]),
            "Shop/Podfile": "target 'ShopApp' do\n  pod 'Masonry'\nend\ntarget 'Gone' do\n  pod 'SDWebImage'\nend\n",
            "Shop/Shop.xcodeproj/project.pbxproj": project(["ShopApp", "ShopWidget"]),
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        let result = ModuleDiscovery().run(tree: scanned, configuration: Configuration())
        func declaration(_ name: String) throws -> ModuleDeclaration { try #require(result.modules.first { $0.name == name }).declaration }
        #expect(try declaration("Dynamic Delivery").declaredDependencies == ["Masonry"])
        #expect(try !declaration("Dynamic Delivery").dependenciesIncomplete)
        #expect(try !declaration("ShopApp").dependenciesIncomplete)
        #expect(try declaration("ShopWidget").dependenciesIncomplete)
    }

    /// A framework a pod vendors (`vendored_frameworks`) is a dependency it declares; a glob
    /// naming them hides which, so its list is incomplete. A pod with no sources of its own
    /// (a binary release, each subspec vendoring one of its frameworks) declares none by them:
    /// it ships them (a false `redundant-dependency` on each).
    @Test func vendoredFrameworksAreDeclaredDependencies() async throws {
        let tree = try TemporaryTree([
            "Verify/Verify.podspec": "Pod::Spec.new do |s|\n  s.name = 'Verify'\n  s.source_files = 'Classes/*.{h,m}'\n  s.vendored_frameworks = 'Libs/FaceVerify.framework'\nend\n",
            "Verify/Classes/VRFCheck.m": "#import <FaceVerify/FVService.h>\n@implementation VRFCheck\n- (void)run { [FVService sharedInstance]; }\n@end\n",
            "Verify/Libs/FaceVerify.framework/Headers/FVService.h": "@interface FVService\n+ (instancetype)sharedInstance;\n@end\n",
            "Scan/Scan.podspec": "Pod::Spec.new do |s|\n  s.name = 'Scan'\n  s.source_files = 'Classes/*.{h,m}'\n  s.ios.vendored_frameworks = 'Libs/**/*.{framework}'\nend\n",
            "Scan/Classes/SCNCamera.m": "#import <OCRKit/OCRReader.h>\n@implementation SCNCamera\n- (void)run { [OCRReader new]; }\n@end\n",
            "Scan/Libs/v2/OCRKit.framework/Headers/OCRReader.h": "@interface OCRReader\n@end\n",
            "Beacon/BeaconSDK.podspec": """
            Pod::Spec.new do |s|
              s.name = 'BeaconSDK'
              s.subspec 'UI' do |ss|
                ss.vendored_frameworks = 'BeaconSDK.framework'
                ss.dependency 'BeaconSDK/Core'
              end
              s.subspec 'Core' do |ss|
                ss.vendored_frameworks = 'BeaconCoreSDK.framework'
              end
            end
            """,
            "Beacon/BeaconSDK.framework/Headers/BeaconSDK.h": "@import BeaconCoreSDK;\n@interface BCNWidget\n@end\n",
            "Beacon/BeaconCoreSDK.framework/Headers/BeaconCoreSDK.h": "@interface BCNCore\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.module("BeaconSDK")?.declaredDependencies == [])
        #expect(!result.violations.contains { $0.rule == "redundant-dependency" }, "\(result.violations.map(\.message))")
        #expect(result.module("Verify")?.declaredDependencies == ["FaceVerify"])
        #expect(result.module("Scan")?.dependenciesIncomplete == true)
        #expect(result.module("FaceVerify")?.kind == .external)
        #expect(!result.violations.contains { $0.rule == "implicit-dependency" }, "\(result.violations.map(\.message))")
    }

    @Test func podfilePodsBecomeTheXcodeTargetsDeclaredDependencies() throws {
        let tree = try TemporaryTree([
            "Podfile": "target 'Mall' do\n  pod 'Masonry'\nend\n",
            "Mall.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Mall/main.m; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Mall; buildPhases = (P1); buildConfigurationList = L1; productType = "com.apple.product-type.application"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = "$(SRCROOT)/Mall/Mall-Prefix.pch"; }; name = Debug; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Mall/main.m": "",
            "Mall/Mall-Prefix.pch": "",
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        let result = ModuleDiscovery().run(tree: scanned, configuration: Configuration())
        let mall = try #require(result.modules.first { $0.name == "Mall" })
        #expect(mall.declaration.declaredDependencies == ["Masonry"])
        #expect(mall.declaration.prefixHeaders == ["Mall/Mall-Prefix.pch"])
        #expect(mall.files.map(\.path) == ["Mall/Mall-Prefix.pch", "Mall/main.m"], "the prefix header belongs to its target")
    }

    /// A prefix header the project's configurations set (every target inherits it: twitter-kit's
    /// `TwitterCore-Prefix.pch`, whose `@weakify` went unseen, 2 false `ambiguous-symbol`
    /// warnings), unless a target's own settings or `.xcconfig` set another.
    @Test func aProjectLevelPrefixHeaderIsEveryTargetsUnlessTheirsSaysOtherwise() throws {
        let tree = try TemporaryTree([
            "Core.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; };
                F1 = {isa = PBXFileReference; path = Core/CRSession.m; sourceTree = "<group>"; };
                F2 = {isa = PBXFileReference; path = CoreTests/CRSessionTests.m; sourceTree = "<group>"; };
                F3 = {isa = PBXFileReference; path = Legacy/LGCSession.m; sourceTree = "<group>"; };
                X1 = {isa = PBXFileReference; path = Configs/Legacy.xcconfig; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1, F2, F3, X1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                P3 = {isa = PBXSourcesBuildPhase; files = (B3); };
                T1 = {isa = PBXNativeTarget; name = Core; buildPhases = (P1); buildConfigurationList = L1; productType = "com.apple.product-type.framework"; };
                T2 = {isa = PBXNativeTarget; name = CoreTests; buildPhases = (P2); buildConfigurationList = L2; productType = "com.apple.product-type.bundle.unit-test"; };
                T3 = {isa = PBXNativeTarget; name = Legacy; buildPhases = (P3); buildConfigurationList = L3; productType = "com.apple.product-type.framework"; };
                L0 = {isa = XCConfigurationList; buildConfigurations = (C0); };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C2); };
                L3 = {isa = XCConfigurationList; buildConfigurations = (C3); };
                C0 = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = "Core/Supporting Files/Core-Prefix.pch"; }; name = Debug; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Core; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {}; name = Debug; };
                C3 = {isa = XCBuildConfiguration; baseConfigurationReference = X1; buildSettings = {}; name = Debug; };
                R1 = {isa = PBXProject; buildConfigurationList = L0; mainGroup = G0; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
            "Core/CRSession.m": "",
            "Core/Supporting Files/Core-Prefix.pch": "",
            "CoreTests/CRSessionTests.m": "",
            "Legacy/LGCSession.m": "",
            "Legacy/Legacy.pch": "",
            "Configs/Legacy.xcconfig": "GCC_PREFIX_HEADER = $(SRCROOT)/Legacy/Legacy.pch\n",
        ])
        let result = try discover(tree)
        func prefixHeaders(_ name: String) throws -> [String] { try #require(result.modules.first { $0.name == name }).declaration.prefixHeaders }
        #expect(try prefixHeaders("Core") == ["Core/Supporting Files/Core-Prefix.pch"])
        #expect(try prefixHeaders("CoreTests") == ["Core/Supporting Files/Core-Prefix.pch"])
        #expect(try prefixHeaders("Legacy") == ["Legacy/Legacy.pch"])
    }

    /// An app's `pod 'Firebase/Crashlytics'` declares the product pods the lock file says that
    /// umbrella subspec stands for (`FirebaseCrashlytics`, and `FirebaseCore` through
    /// `Firebase/CoreOnly`), which the app imports (falcon: 3 false `implicit-dependency`
    /// warnings). A pod another subspec only brings along (`GTMSessionFetcher` for
    /// `GoogleAPIClientForREST/Drive`) stays undeclared.
    @Test func anUmbrellaSubspecDeclaresTheProductPodsItStandsFor() throws {
        let tree = try TemporaryTree([
            "Podfile": "target 'Wallet' do\n  pod 'Firebase/Crashlytics', '10.24.0'\n  pod 'GoogleAPIClientForREST/Drive'\nend\n",
            "Podfile.lock": """
                PODS:
                  - Firebase/CoreOnly (10.24.0):
                    - FirebaseCore (= 10.24.0)
                  - Firebase/Crashlytics (10.24.0):
                    - Firebase/CoreOnly
                    - FirebaseCrashlytics (~> 10.24.0)
                  - FirebaseCore (10.24.0)
                  - FirebaseCrashlytics (10.24.0):
                    - FirebaseCore (~> 10.5)
                  - GoogleAPIClientForREST/Core (3.5.1):
                    - GTMSessionFetcher/Full (< 4.0, >= 1.6.1)
                  - GoogleAPIClientForREST/Drive (3.5.1):
                    - GoogleAPIClientForREST/Core

                DEPENDENCIES:
                  - Firebase/Crashlytics (= 10.24.0)
                """,
            "Wallet.xcodeproj/project.pbxproj": """
            { objects = {
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                F1 = {isa = PBXFileReference; path = Wallet/AppDelegate.swift; sourceTree = "<group>"; };
                G0 = {isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                T1 = {isa = PBXNativeTarget; name = Wallet; buildPhases = (P1); productType = "com.apple.product-type.application"; };
                R1 = {isa = PBXProject; mainGroup = G0; targets = (T1); };
              }; rootObject = R1; }
            """,
            "Wallet/AppDelegate.swift": "",
        ])
        let scanned = try TreeWalker().walk(root: tree.root)
        let result = ModuleDiscovery().run(tree: scanned, configuration: Configuration())
        let wallet = try #require(result.modules.first { $0.name == "Wallet" })
        #expect(wallet.declaration.declaredDependencies == ["Firebase", "FirebaseCore", "FirebaseCrashlytics", "GoogleAPIClientForREST"])
        // A lock file written on Windows, and an entry CocoaPods quotes.
        let lock = Podfile.lockDependencies("PODS:\r\n  - \"Firebase/Messaging (10.24.0)\":\r\n    - FirebaseMessaging\r\n  - FirebaseMessaging:\r\n")
        #expect(lock == ["Firebase/Messaging": ["FirebaseMessaging"], "FirebaseMessaging": []])
    }

    /// Not for a module of Swift sources: the compiler pastes a prefix header into C-family
    /// files only (Pushwoosh's project-wide `GCC_PREFIX_HEADER` on its Swift UI framework).
    @Test(arguments: [false, true])
    func aPrefixHeadersImportsCountForEveryModuleUsingIt(swiftOnly: Bool) async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "kinds": {"business": ["Goods", "Cart"]}}"#,
            "Goods/Goods.podspec": "Pod::Spec.new do |s|\n  s.name = 'Goods'\n  s.source_files = 'Classes/*.\(swiftOnly ? "swift" : "m")'\n  s.prefix_header_file = 'Support/Goods-Prefix.pch'\n  s.dependency 'Cart'\nend\n",
            "Goods/Classes/GDSList.\(swiftOnly ? "swift" : "m")": swiftOnly ? "import UIKit\n" : "#import <UIKit/UIKit.h>\n",
            "Goods/Support/Goods-Prefix.pch": "#ifdef __OBJC__\n#import <Cart/CRTBadge.h>\n#endif\n",
            "Cart/Cart.podspec": "Pod::Spec.new do |s|\n  s.name = 'Cart'\n  s.source_files = '*.{h,m}'\nend\n",
            "Cart/CRTBadge.h": "@interface CRTBadge\n@end\n",
        ])
        let result = try await tree.analyze()
        if swiftOnly {
            #expect(result.dependency("Goods", "Cart") == nil)
            return
        }
        let edge = try #require(result.dependency("Goods", "Cart"))
        #expect(edge.evidence.map { "\($0.location) \($0.condition ?? "-")" } == ["Goods/Support/Goods-Prefix.pch:2:1 defined(__OBJC__)"])
        #expect(result.violations.map(\.rule) == ["business-to-business"])
    }

    /// Nor the `#ifdef __OBJC__` part for a target compiling C but no Objective-C: a library
    /// that only publishes headers, its one source a dummy `.c` (jive-ios-sdk's
    /// `jive-ios-sdk-headers` and the project-wide prefix header importing AFNetworking: a
    /// false `implicit-dependency`).
    @Test func aPrefixHeadersObjectiveCPartIsNotATargetOfCFilesOwn() async throws {
        let tree = try TemporaryTree([
            "Messenger.xcodeproj/project.pbxproj": """
            { objects = {
                F1 = {isa = PBXFileReference; path = Messenger/MSGClient.m; sourceTree = SOURCE_ROOT; };
                F2 = {isa = PBXFileReference; path = Messenger-headers/Messenger-headers.c; sourceTree = SOURCE_ROOT; };
                F3 = {isa = PBXFileReference; path = Messenger/MSGClient.h; sourceTree = SOURCE_ROOT; };
                F4 = {isa = PBXFileReference; path = Networking/NWClient.m; sourceTree = SOURCE_ROOT; };
                B1 = {isa = PBXBuildFile; fileRef = F1; };
                B2 = {isa = PBXBuildFile; fileRef = F2; };
                B3 = {isa = PBXBuildFile; fileRef = F3; settings = {ATTRIBUTES = (Public, ); }; };
                B4 = {isa = PBXBuildFile; fileRef = F4; };
                P1 = {isa = PBXSourcesBuildPhase; files = (B1); };
                P2 = {isa = PBXSourcesBuildPhase; files = (B2); };
                P3 = {isa = PBXHeadersBuildPhase; files = (B3); };
                P4 = {isa = PBXSourcesBuildPhase; files = (B4); };
                T1 = {isa = PBXNativeTarget; name = Messenger; buildPhases = (P1); buildConfigurationList = L1; dependencies = (D2, D3); productType = "com.apple.product-type.library.static"; };
                T2 = {isa = PBXNativeTarget; name = "Messenger-headers"; buildPhases = (P3, P2); buildConfigurationList = L1; productType = "com.apple.product-type.library.static"; };
                T3 = {isa = PBXNativeTarget; name = Networking; buildPhases = (P4); productType = "com.apple.product-type.library.static"; };
                D2 = {isa = PBXTargetDependency; target = T2; };
                D3 = {isa = PBXTargetDependency; target = T3; };
                C1 = {isa = XCBuildConfiguration; buildSettings = {GCC_PREFIX_HEADER = "Messenger/Messenger-Prefix.pch"; }; name = Release; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
                G1 = {isa = PBXGroup; children = (F1, F2, F3, F4); sourceTree = "<group>"; };
                R1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2, T3); };
              }; rootObject = R1; }
            """,
            "Messenger/Messenger-Prefix.pch": "#ifdef __OBJC__\n#import <Foundation/Foundation.h>\n#import \"NWClient.h\"\n#endif\n",
            "Messenger/MSGClient.h": "@interface MSGClient : NSObject\n@end\n",
            "Messenger/MSGClient.m": "#import \"MSGClient.h\"\n@implementation MSGClient\n- (void)start { [NWClient new]; }\n@end\n",
            "Messenger-headers/Messenger-headers.c": "int messenger_headers = 0;\n",
            "Networking/NWClient.h": "@interface NWClient : NSObject\n@end\n",
            "Networking/NWClient.m": "#import \"NWClient.h\"\n@implementation NWClient\n@end\n",
        ])
        let result = try await tree.analyze()
        let found = result.violations.filter { $0.rule.hasSuffix("-dependency") }.map { "\($0.rule) \($0.from)->\($0.to)" }
        #expect(found == [], "\(found)")
        #expect(result.dependency("Messenger", "Networking") != nil)
        #expect(result.dependency("Messenger-headers", "Networking") == nil)
    }

    /// A Podfile's `target 'Cart'` is the target of the project beside it, not every module of
    /// the tree called `Cart` (course solutions side by side, each with its Podfile and project;
    /// another app's package of that name): the package declares none of that Podfile's pods,
    /// so none is redundant for it.
    @Test func aPodfileTargetIsItsOwnProjectsTarget() async throws {
        let tree = try TemporaryTree([
            "shopA/Libraries/Cart/Podfile": "platform :ios, '13.0'\nuse_frameworks!\n\ntarget 'Cart' do\n  pod 'Pricing', :path => '../Pricing'\nend\n",
            "shopA/Libraries/Cart/project.yml": "name: Cart\ntargets:\n  Cart:\n    platform: iOS\n    type: framework\n    sources:\n      - path: Cart\n",
            "shopA/Libraries/Cart/Cart/CartView.swift": "import Pricing\n\npublic struct CartView {\n    public let total: PriceTag\n}\n",
            "shopA/Libraries/Pricing/Pricing.podspec": "Pod::Spec.new do |s|\n  s.name = 'Pricing'\n  s.source_files = 'Pricing/**/*.swift'\nend\n",
            "shopA/Libraries/Pricing/Pricing/PriceTag.swift": "public struct PriceTag {\n    public let cents: Int\n}\n",
            "shopB/Packages/Cart/Package.swift": """
            // swift-tools-version: 5.9
            import PackageDescription

            let package = Package(name: "Cart", products: [.library(name: "Cart", targets: ["Cart"])], targets: [.target(name: "Cart")])
            """,
            "shopB/Packages/Cart/Sources/Cart/Basket.swift": "public struct Basket {\n    public var items: [String] = []\n}\n",
        ])
        let discovered = try discover(tree)
        let carts = discovered.modules.filter { $0.declaration.importNames.contains("Cart") }
        #expect(carts.map { "\($0.declaration.origin.file): \($0.declaration.declaredDependencies)" }.sorted() == [
            "shopA/Libraries/Cart/project.yml: [\"Pricing\"]", "shopB/Packages/Cart/Package.swift: []",
        ])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "redundant-dependency" }, "\(result.violations.map(\.message))")
    }

    /// A development pod's `:path` written in another case than its folder
    /// (`GoodsMediator/GoodsMediator` for `GoodsMediator/GoodsMeDiator/`, which CocoaPods finds on
    /// a Mac) is that folder: the pod is a library, not the runner app of its name.
    @Test func aDevelopmentPodPathInAnotherCaseIsTheFolder() async throws {
        let tree = try TemporaryTree([
            "Podfile": "platform :ios, '11.0'\n\ntarget 'ShopApp' do\n  pod 'GoodsMediator', :path => 'GoodsMediator/GoodsMediator'\nend\n\ntarget 'GoodsMediator' do\n  pod 'CTMediator'\nend\n",
            "project.yml": "name: Shop\ntargets:\n  ShopApp:\n    type: application\n    platform: iOS\n    sources: [ShopApp]\n  GoodsMediator:\n    type: application\n    platform: iOS\n    sources: [GoodsMediator]\n",
            "GoodsMediator/AppDelegate.m": "#import <UIKit/UIKit.h>\n@interface AppDelegate : UIResponder <UIApplicationDelegate>\n@end\n@implementation AppDelegate\n@end\n",
            "GoodsMediator/GoodsMeDiator/GoodsMediator.podspec": "Pod::Spec.new do |s|\n  s.name = 'GoodsMediator'\n  s.source_files = 'Category/*.{h,m}'\n  s.dependency 'CTMediator'\nend\n",
            "GoodsMediator/GoodsMeDiator/Category/CTMediator+Goods.h": "#import <UIKit/UIKit.h>\n\n@interface NSObject (Goods)\n- (UIViewController *)goods_detailViewController;\n@end\n",
            "GoodsMediator/GoodsMeDiator/Category/CTMediator+Goods.m": "#import \"CTMediator+Goods.h\"\n\n@implementation NSObject (Goods)\n- (UIViewController *)goods_detailViewController { return nil; }\n@end\n",
            "ShopApp/HomeViewController.m": "#import <UIKit/UIKit.h>\n#import \"CTMediator+Goods.h\"\n\n@interface HomeViewController : UIViewController\n@end\n@implementation HomeViewController\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(!result.violations.contains { $0.rule == "depends-on-app" }, "\(result.violations.map(\.message))")
        #expect(result.modules.first { $0.name == "GoodsMediator" }?.kind != .app)
    }
}
