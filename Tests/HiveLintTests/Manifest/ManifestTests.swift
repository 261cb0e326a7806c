import Foundation
import HiveLintConfig
import HiveLintCore
import HiveLintManifest
import HiveLintObjC
import HiveLintSwift
import Testing

/// The framework facts the front ends read (calls, types, methods, constants), constant
/// resolution, route matching, and custom frameworks from `rules.json` working like built-ins.
@Suite struct ManifestTests {
    static let vocabulary = Frameworks.vocabulary(Frameworks.builtIn)

    func objc(_ source: String, path: String = "Goods/GDSModule.m", language: Language = .objc) throws -> FileFacts {
        try LibClang.load()
        return ObjCFrontEnd().facts(path: path, contents: Array(source.utf8), language: language, prelude: .sdkOnly, vocabulary: Self.vocabulary)
    }

    @Test func objectiveCCallsAreReadFromLiveCodeOnly() throws {
        let facts = try objc("""
            #define BFRegister(p) [Bifrost registerService:@protocol(p) withModule:self.class];
            @implementation GoodsModule
            + (void)load {
                BFRegister(GoodsModuleService);
                // BFRegister(OldService);
                /* [Bifrost bindURL:@"//old" toHandler:nil]; */
            }
            #if 0
            - (void)gone { [Bifrost bindURL:@"//gone" toHandler:nil]; }
            #endif
            - (void)setup {
                [Bifrost bindURL:kRouteGoodsDetail
                       toHandler:^id(NSDictionary *parameters) {
                    return [[GDSDetailViewController alloc] init];
                }];
                NSLog(@"//goods/detail bound");
                id<ShopModuleService> shop = [[BeeHive shareInstance] createService:@protocol(ShopModuleService)];
                for (NSString *name in names) {
                    [[BeeHive shareInstance] registerService:NSProtocolFromString(name) service:NSClassFromString(name)];
                }
            }
            @end
            """)
        let calls = facts.calls.map { "\($0.location.line) \($0.form.rawValue) \($0.receiver ?? "-") \($0.name) \($0.arguments.map(\.text)) \($0.enclosingType ?? "-") \($0.inLoop)" }
        #expect(calls == [
            "4 macro - BFRegister [\"GoodsModuleService\"] GoodsModule false",
            "12 message Bifrost bindURL:toHandler: [\"kRouteGoodsDetail\", \"{ … }\"] GoodsModule false",
            "17 message BeeHive createService: [\"@protocol(ShopModuleService)\"] GoodsModule false",
            "19 message BeeHive registerService:service: [\"NSProtocolFromString(name)\", \"NSClassFromString(name)\"] GoodsModule true",
        ])
    }

    @Test func castsAndLocalsAreSeenThrough() throws {
        let facts = try objc("""
            @implementation GDSList
            - (void)open:(NSString *)gid {
                id<ShopModuleService> shop = (id<ShopModuleService>)[[BeeHive shareInstance] createService:@protocol(ShopModuleService)];
                NSString *route = [NSString stringWithFormat:@"%@?id=%@", kRouteGoodsDetail, gid];
                [Bifrost handleURL:route complexParams:nil completion:nil];
                NSString *changing = @"//a";
                changing = @"//b";
                [Bifrost handleURL:changing complexParams:nil completion:nil];
            }
            - (void)other {
                [Bifrost handleURL:route complexParams:nil completion:nil];
                NSString *detail = BFStr(@"%@?id=%@", kRouteGoodsDetail, self.gid);
                [Bifrost handleURL:detail complexParams:nil completion:nil];
                [MGJRouter openURL:[MGJRouter generateURLWithPattern:kURLUser parameters:@[uid]]];
            }
            @end
            """)
        #expect(facts.calls.map { "\($0.location.line) \($0.name) \($0.arguments.first?.text ?? "-")" } == [
            "3 createService: @protocol(ShopModuleService)",
            "5 handleURL:complexParams:completion: format(\"%@?id=%@\", kRouteGoodsDetail, gid)",
            "8 handleURL:complexParams:completion: changing",
            "11 handleURL:complexParams:completion: route",
            "13 handleURL:complexParams:completion: format(\"%@?id=%@\", kRouteGoodsDetail, self.gid)",
            "14 openURL: kURLUser",
        ])
    }

    @Test func objectiveCTypesMethodsAndConstants() throws {
        let header = try objc("""
            static NSString *const kRouteGoodsDetail = @"//goods/detail";
            NSString * const kRouteGoodsList = @"//goods/" @"list";
            #define kRouteShopHome @"//shop/home"
            #define kRouteGoodsFormatted [NSString stringWithFormat:@"%@/%@", kRouteGoodsBase, @"x"]
            #define GOODS_H
            extern NSString *const kDeclaredOnly;
            @protocol GoodsService <BaseService>
            - (void)open;
            @end
            @protocol Forward;
            @interface GoodsServiceImpl : NSObject <GoodsService, NSCopying>
            @end
            @interface GoodsServiceImpl () <Trackable>
            @end
            """, path: "Goods/Goods.h", language: .objcHeader)
        #expect(header.constants.map { "\($0.form.rawValue) \($0.name)=\($0.value.text)" } == [
            "objc-constant kRouteGoodsDetail=\"//goods/detail\"",
            "objc-constant kRouteGoodsList=\"//goods/list\"",
            "define kRouteShopHome=\"//shop/home\"",
            "define kRouteGoodsFormatted=format(\"%@/%@\", kRouteGoodsBase, \"x\")",
        ])
        #expect(header.types.map { "\($0.name):\($0.superclass ?? "-"):\($0.protocols.joined(separator: ",")):\($0.isExtension)" } == [
            "GoodsService:-:BaseService:false", "GoodsServiceImpl:NSObject:GoodsService,NSCopying:false", "GoodsServiceImpl:-:Trackable:true",
        ])
        let implementation = try objc("""
            @implementation Target_Hotel
            - (UIViewController *)Action_detail:(NSDictionary *)params { return nil; }
            - (id)Action_map { return nil; }
            + (BOOL)singleton { return YES; }
            - (NSInteger)modulePriority
            {
                return 3;
            }
            - (void)Action_login:(nullable NSDictionary *)params;
            {
                NSLog(@"%@", params);
            }
            @end
            """, path: "Hotel/Target_Hotel.m")
        // A definition may have a `;` before its body (AwesomeProject's `Target_AmenAccountKit`).
        #expect(implementation.methods.map { "\($0.isClassMethod ? "+" : "-")\($0.selector) \($0.returns?.text ?? "-")" } == [
            "-Action_detail: nil", "-Action_map nil", "+singleton YES", "-modulePriority 3", "-Action_login: -",
        ])
    }

    @Test func swiftCallsTypesAndConstants() {
        let facts = SwiftFrontEnd().facts(path: "App/Assembly.swift", source: """
            enum AppRoute: String {
                case cart = "myapp://cart"
                case profile
            }
            enum Routes {
                static let goodsDetail = "myapp://goods/<int:id>"
                static let scheme = "myapp"
            }
            extension GoodsServiceImpl: GoodsService {}
            final class BaseOverrideStorage: @preconcurrency OverrideStorage, @MainActor Injectable, @unchecked Sendable {}
            final class Assembly {
                func assemble(container: Container, navigator: Navigator) {
                    let local = "not a constant"
                    container.register(GoodsService.self) { _ in GoodsServiceImpl() }.inObjectScope(.container)
                    navigator.register(Routes.goodsDetail) { url, values, context in nil }
                    navigator.push("\\(Routes.scheme)://profile/\\(userID)")
                    tableView.register(Cell.self, forCellReuseIdentifier: "cell")
                    [1, 2].forEach { _ in navigator.open(AppRoute.cart.rawValue) }
                }
            }
            """, vocabulary: Self.vocabulary)
        #expect(facts.constants.map { "\($0.name)=\($0.value.text)" } == [
            "AppRoute.cart=\"myapp://cart\"", "AppRoute.profile=\"profile\"", "Routes.goodsDetail=\"myapp://goods/<int:id>\"", "Routes.scheme=\"myapp\"",
        ])
        #expect(facts.types.contains { $0.name == "GoodsServiceImpl" && $0.isExtension && $0.protocols == ["GoodsService"] })
        // An attributed conformance is to its type (Trio's `@preconcurrency OverrideStorage`:
        // 2 false `service-not-conforming` errors).
        #expect(facts.types.first { $0.name == "BaseOverrideStorage" }?.protocols == ["OverrideStorage", "Injectable", "Sendable"])
        let calls = facts.calls.map { "\($0.receiver ?? "-").\($0.name) \($0.arguments.map(\.text)) \($0.chained) \($0.enclosingType ?? "-") \($0.inLoop)" }
        #expect(calls == [
            "container.register [\"GoodsService.self\", \"{ GoodsServiceImpl(…) }\"] [\"inObjectScope(.container)\"] Assembly false",
            "navigator.register [\"Routes.goodsDetail\", \"{ … }\"] [] Assembly false",
            "navigator.push [\"Routes.scheme + \\\"://profile/\\\" + userID\"] [] Assembly false",
            "tableView.register [\"Cell.self\", \"\\\"cell\\\"\"] [] Assembly false",
            "navigator.open [\"AppRoute.cart.rawValue\"] [] Assembly true",
        ])
    }

    @Test func constantsResolveAcrossModulesFormatsAndDefines() {
        let facts = [
            FileFacts(path: "Mediator/Routes.h", language: .objcHeader, constants: [
                ConstantEvent(form: .objcConstant, name: "kBase", value: .string("//goods"), location: SourceLocation(file: "Mediator/Routes.h", line: 1, column: 1)),
                ConstantEvent(form: .define, name: "kDetail", value: .concat([.name("kBase"), .string("/detail")]), location: SourceLocation(file: "Mediator/Routes.h", line: 2, column: 1)),
            ]),
            FileFacts(path: "Shop/Local.h", language: .objcHeader, constants: [
                ConstantEvent(form: .objcConstant, name: "kBase", value: .string("//shop"), location: SourceLocation(file: "Shop/Local.h", line: 1, column: 1)),
            ]),
        ]
        let resolver = ConstantResolver(facts: facts) { $0.components(separatedBy: "/").first }
        let detail = resolver.resolve(.name("kDetail"), in: "Goods")
        #expect(detail.value == "//goods/detail" && detail.resolution == .define && detail.written == "kDetail")
        // Two modules define kBase differently: the reader's own module wins; elsewhere it is not known.
        #expect(resolver.resolve(.name("kBase"), in: "Shop").value == "//shop")
        #expect(resolver.resolve(.name("kBase"), in: "Sale").resolution == .dynamic)
        let formatted = resolver.resolve(.format([.string("%@?id=%ld"), .name("kDetail"), .name("goodsID")]), in: "Goods")
        #expect(formatted.value == "//goods/detail?id=*" && formatted.resolution == .format)
        #expect(resolver.resolve(.other("[self currentRoute]"), in: "Goods").resolution == .dynamic)
        #expect(ConstantResolver.substitute("%%%@-%05.2f-%lu", ["a", "b"]) == "%a-b-*")
    }

    @Test func routePatternsMatchPlaceholdersAndIgnoreQueries() {
        #expect(RoutePattern("mgj://user/:uid").matches(RoutePattern("mgj://user/42?from=feed")))
        #expect(RoutePattern("myapp://goods/<int:id>").matches(RoutePattern("myapp://goods/*")))
        #expect(RoutePattern("//goods/detail").matches(RoutePattern("app://goods/detail#top")))
        #expect(!RoutePattern("mgj://user/:uid").matches(RoutePattern("other://user/42")))
        #expect(!RoutePattern("mgj://user/:uid").matches(RoutePattern("mgj://user/42/posts")))
        #expect(RoutePattern("mgj://feed/:fid").shape == RoutePattern("mgj://feed/:postID").shape)
        // Routes are looked up by a literal first segment; placeholders and unknown pieces have none.
        #expect(RoutePattern("mgj://user/:uid").literalHead == "user")
        #expect(RoutePattern("mgj://:section/list").literalHead == nil)
        #expect(RoutePattern("app://*/detail").literalHead == nil && RoutePattern("app://go*/detail").literalHead == nil)
        #expect(RoutePattern("mgj://:section/list").matches(RoutePattern("mgj://goods/list")))
        #expect(RoutePattern("mgj://goods/list").matches(RoutePattern("mgj://go*/list")))
    }

    @Test func aRulesJSONFrameworkWorksLikeABuiltIn() throws {
        let configuration = try ConfigurationDecoder.decode(Data("""
            {"version": 1, "frameworks": [{"name": "lynx", "recognizers": [
              {"role": "service", "macro": "LX_EXPORT_SERVICE", "protocol": 0, "implementation": "enclosing-type", "singleton": true},
              {"role": "service-consumer", "selector": "serviceFor:", "receiver": "LXHub", "protocol": 0},
              {"role": "route", "swift": "map", "receiver": ["router", "*Router"], "pattern": 0, "handler": -1},
              {"role": "route-consumer", "swift": "go", "receiver": "router", "pattern": 0, "mechanism": "lynx.go"},
              {"role": "module", "macro": "LX_MODULE", "module": "enclosing-type", "priority": 0, "level": 1}
            ]}]}
            """.utf8), source: "rules.json")
        let recognizers = Frameworks.all(declared: configuration.frameworks)
        let vocabulary = Frameworks.vocabulary(recognizers)
        #expect(vocabulary.macros.contains("LX_EXPORT_SERVICE") && vocabulary.selectors.contains("serviceFor:") && vocabulary.swiftCalls.contains("go"))
        try LibClang.load()
        let wallet = ObjCFrontEnd().facts(path: "Wallet/WLTService.m", contents: Array("""
            @implementation WLTService
            LX_EXPORT_SERVICE(WalletService)
            @end
            @implementation WLTModule
            LX_MODULE(5, LXLevelBasic)
            @end
            """.utf8), language: .objc, prelude: .sdkOnly, vocabulary: vocabulary)
        let coupon = ObjCFrontEnd().facts(path: "Coupon/CPNView.m", contents: Array("""
            @implementation CPNView
            - (void)load { id s = [[LXHub shared] serviceFor:@protocol(WalletService)]; id t = [[LXHub shared] serviceFor:@protocol(Missing)]; }
            @end
            """.utf8), language: .objc, prelude: .sdkOnly, vocabulary: vocabulary)
        let app = SwiftFrontEnd().facts(path: "App/Routes.swift", source: """
            func routes(router: Router, appRouter: AppRouter) {
                appRouter.map("lynx://wallet") { _ in WalletViewController() }
                router.go("lynx://wallet?from=app")
            }
            """, vocabulary: vocabulary)
        let manifest = ManifestBuilder(recognizers: recognizers).build(facts: [wallet, coupon, app], propertyLists: [:]) {
            $0.components(separatedBy: "/").first
        }
        #expect(manifest.services.map { "\($0.protocol) \($0.implementation ?? "-") \($0.mechanism) \($0.singleton.map(String.init) ?? "-")" }
            == ["WalletService WLTService lynx.LX_EXPORT_SERVICE true"])
        #expect(manifest.routes.map { "\($0.resolved ?? "-") \($0.module ?? "-") \($0.mechanism)" } == ["lynx://wallet App lynx.map"])
        #expect(manifest.consumers.map { "\($0.kind.rawValue) \($0.key) \($0.provider ?? "nil") \($0.mechanism)" } == [
            "route lynx://wallet?from=app App lynx.go", "service WalletService Wallet lynx.serviceFor:", "service Missing nil lynx.serviceFor:",
        ])
        #expect(manifest.businessDependencies.map { "\($0.from)->\($0.to)" } == ["Coupon->Wallet"])
        #expect(manifest.moduleEntries.map { "\($0.name) \($0.priority ?? -1) \($0.level ?? "-") \($0.mechanism)" } == ["WLTModule 5 LXLevelBasic lynx.LX_MODULE"])
    }

    @Test func aWordCountedFromTheEndFallsBackToTheEnclosingType() throws {
        let configuration = try ConfigurationDecoder.decode(Data("""
            {"version": 1, "frameworks": [{"name": "lynx", "recognizers": [
              {"role": "module", "macro": "LX_MODULE", "module": "word:-1|enclosing-type"}
            ]}]}
            """.utf8), source: "rules.json")
        let recognizers = Frameworks.all(declared: configuration.frameworks)
        try LibClang.load()
        let wallet = ObjCFrontEnd().facts(path: "Wallet/WLTModule.m", contents: Array("""
            @implementation WLTModule
            LX_MODULE()
            @end
            @implementation WLTLoader
            LX_MODULE(WLTLateModule)
            @end
            """.utf8), language: .objc, prelude: .sdkOnly, vocabulary: Frameworks.vocabulary(recognizers))
        #expect(wallet.calls.map { "\($0.name) \($0.arguments.map(\.text))" } == ["LX_MODULE []", "LX_MODULE [\"WLTLateModule\"]"])
        let manifest = ManifestBuilder(recognizers: recognizers).build(facts: [wallet], propertyLists: [:]) {
            $0.components(separatedBy: "/").first
        }
        // No argument: the enclosing class; one: the last argument, as a bare word.
        #expect(manifest.moduleEntries.map { "\($0.name) \($0.mechanism)" } == ["WLTLateModule lynx.LX_MODULE", "WLTModule lynx.LX_MODULE"])
    }

    @Test func swiftCTMediatorTargetsAndCallsAreRead() {
        let target = SwiftFrontEnd().facts(path: "Hotel/Target_Hotel.swift", source: """
            @objc class Target_Hotel: NSObject {
                @objc func Action_detail(_ params: NSDictionary) -> UIViewController { HotelDetailViewController() }
                @objc func Action_list(params: NSDictionary) -> UIViewController { HotelListViewController() }
                @objc(Action_map:) func showMap(_ params: NSDictionary) -> UIViewController? { nil }
                func Action_hidden(_ params: NSDictionary) {}
            }
            """, vocabulary: Self.vocabulary)
        #expect(target.methods.map(\.selector) == ["Action_detail:", "Action_listWithParams:", "Action_map:"])
        let mediator = SwiftFrontEnd().facts(path: "Mediator/CTMediator+Hotel.swift", source: """
            extension CTMediator {
                func hotelDetail() -> UIViewController? {
                    performTarget("Hotel", action: "detail", params: [:], shouldCacheTarget: false) as? UIViewController
                }
            }
            func openList() { _ = CTMediator.sharedInstance().performTarget("Hotel", action: "list", params: [:], shouldCacheTarget: false) }
            func unrelated(queue: Queue) { queue.performTarget("Hotel", action: "detail") }
            """, vocabulary: Self.vocabulary)
        let manifest = ManifestBuilder(recognizers: Frameworks.builtIn).build(facts: [target, mediator], propertyLists: [:]) {
            $0.components(separatedBy: "/").first
        }
        #expect(manifest.routes.map { "\($0.key ?? "-") \($0.module ?? "-")" } == ["Hotel/detail Hotel", "Hotel/listWithParams Hotel", "Hotel/map Hotel"])
        // `Action_listWithParams:` provides `listWithParams`, not `list`.
        #expect(manifest.consumers.map { "\($0.key) \($0.provider ?? "nil")" } == ["Hotel/detail Hotel", "Hotel/list nil"])
    }

    @Test func badFrameworkDeclarationsAreReportedWithTheirPath() {
        #expect {
            _ = try ConfigurationDecoder.decode(Data("""
                {"version": 1, "frameworks": [{"name": "x", "recognizers": [
                  {"role": "servce", "macro": "A", "protocol": 0},
                  {"role": "route", "macro": "B", "selector": "c:"},
                  {"role": "route-consumer", "swift": "go", "pattern": "first"}
                ]}]}
                """.utf8), source: "rules.json")
        } throws: { error in
            let problems = (error as? ConfigurationError)?.problems.map { "\($0.path): \($0.message)" } ?? []
            return problems.contains { $0.hasPrefix("$.frameworks[0].recognizers[0].role: \"servce\" is not a role (did you mean") }
                && problems.contains { $0.hasPrefix("$.frameworks[0].recognizers[1]: give exactly one of") }
                && problems.contains { $0.hasPrefix("$.frameworks[0].recognizers[2].pattern: expected an argument index") }
        }
    }
}

/// The manifest fixtures, run through the binary: each check fires on the fixture that plants
/// it and nowhere else, and the `manifest` command and the changed-files mode behave.
@Suite struct ManifestCommandTests {
    static let manifestRules: Set<String> = [
        "service-not-provided", "duplicate-service", "service-not-conforming", "unknown-registration-target", "duplicate-route",
        "route-not-provided", "service-protocol-in-business", "tinypart-level-direction",
    ]

    /// Manifest checks expected per fixture (every other fixture: none): what each built-in
    /// recognizer says its fixture plants, and the `rules.json`-declared framework's fixture.
    static let planted: [String: [String: Int]] = {
        var planted: [String: [String: Int]] = ["manifest-custom": ["service-not-provided": 1]]
        for recognizer in Frameworks.builtIn {
            guard let fixture = recognizer.fixture else { continue }
            planted[fixture, default: [:]].merge(recognizer.planted) { $0 + $1 }
        }
        return planted
    }()

    /// Every built-in recognizer's fixture exists and shows that framework's entries.
    @Test func everyRecognizerFixtureShowsItsFramework() throws {
        for recognizer in Frameworks.builtIn {
            guard let fixture = recognizer.fixture else { continue }
            let manifest = try runHiveLint(["manifest", "Fixtures/\(fixture)"])
            #expect(manifest.stdout.contains("\"framework\" : \"\(recognizer.name)\""), "\(fixture) shows no \(recognizer.name) entry")
        }
    }

    @Test(arguments: FixtureTests.fixtures)
    func eachCheckFiresOnlyWherePlanted(fixture: String) throws {
        let run = try runHiveLint(["Fixtures/\(fixture)", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let violations = try #require(report["violations"] as? [[String: Any]])
        var found: [String: Int] = [:]
        for violation in violations {
            guard let rule = violation["rule"] as? String, Self.manifestRules.contains(rule) else { continue }
            found[rule, default: 0] += 1
        }
        #expect(found == (Self.planted[fixture] ?? [:]))
    }

    /// A target-action its own module provides is its own, whatever else provides one of that
    /// name: MGJRouterAndCTMediatorDemo's two demo apps each have their `Target_Next`, and
    /// neither uses the other's.
    @Test func aConsumersOwnModuleProvidesItFirst() async throws {
        var files: [String: String] = [:]
        for pod in ["Alpha", "Beta"] {
            files["\(pod)/\(pod).podspec"] = "Pod::Spec.new do |s|\n  s.name = '\(pod)'\n  s.source_files = 'Classes/**/*.{h,m}'\n  s.dependency 'CTMediator'\nend\n"
            files["\(pod)/Classes/Target_Next.m"] = "#import <UIKit/UIKit.h>\n@interface Target_Next : NSObject\n@end\n@implementation Target_Next\n- (UIViewController *)Action_show:(NSDictionary *)params;\n{\n    return [UIViewController new];\n}\n@end\n"
        }
        files["Beta/Classes/BetaHome.m"] = "#import <CTMediator/CTMediator.h>\n@implementation BetaHome\n- (void)next { [[CTMediator sharedInstance] performTarget:@\"Next\" action:@\"show\" params:@{} shouldCacheTarget:NO]; }\n@end\n"
        let result = try await TemporaryTree(files).analyze()
        let consumer = try #require(result.manifest.consumers.first { $0.key == "Next/show" })
        #expect(consumer.module == "Beta" && consumer.provider == "Beta", "\(consumer)")
        #expect(result.manifest.businessDependencies.isEmpty)
    }

    @Test func manifestCommandWritesJSONAndMarkdown() throws {
        let json = try runHiveLint(["manifest", "Fixtures/manifest-ctmediator"])
        #expect(json.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let manifest = try #require(document["manifest"] as? [String: Any])
        let routes = try #require(manifest["routes"] as? [[String: Any]])
        // `Action_map` (no colon) provides nothing; `Action_booking:` (in the .m only) does.
        #expect(routes.count == 9)
        #expect(routes.contains { $0["target"] as? String == "Hotel" && $0["action"] as? String == "booking" })
        #expect(!routes.contains { $0["action"] as? String == "map" })
        let markdown = try runHiveLint(["manifest", "Fixtures/manifest-ctmediator", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("# Service and route manifest: Fixtures/manifest-ctmediator\n"))
        #expect(markdown.stdout.contains("- **Trip → Hotel**: target-action `Hotel/list`"))
        // A key built at run time is never checked, so it is not "not provided".
        #expect(markdown.stdout.contains(
            "| target-action | dynamic: Flight/actionName | Mediator | — (dynamic, not checked) | ctmediator.perform | `Modules/Mediator/CTMediator+Flight.m:29:12` |"))
        let bad = try runHiveLint(["manifest", "Fixtures/manifest-ctmediator", "--format", "yaml"])
        #expect(bad.status == 64)
    }

    @Test func whyShowsTheBusinessDependencyApartFromCode() throws {
        let why = try runHiveLint(["why", "Coupon", "Wallet", "Fixtures/manifest-custom"])
        #expect(why.status == 1)
        #expect(why.stdout.hasPrefix("Coupon does not depend on Wallet in code, directly or through other modules.\nCoupon uses services or routes Wallet provides"))
        #expect(why.stdout.contains("Fixtures/manifest-custom/Modules/Coupon/CPNCouponListViewController.m:19:26: service WalletService (lynx.LXService)"))
    }

    @Test func changedFilesModeReportsOnlyViolationsTouchingThem() throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Goods", "Shop"]}}"#,
            "Modules/Goods/GDSItem.h": "@interface GDSItem : NSObject\n@end\n",
            "Modules/Shop/SHPCart.m": "#import <Goods/GDSItem.h>\n@implementation SHPCart\n@end\n",
            "Modules/Shop/SHPOther.m": "@implementation SHPOther\n@end\n",
        ])
        let outside = try runHiveLint(["--staged", tree.root])
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("is not inside a git work tree"))
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-C", tree.root, "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments
            try process.run()
            process.waitUntilExit()
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-qm", "init"])
        #expect(try runHiveLint(["--staged", tree.root]).status == 0)
        try Data("@implementation SHPOther\n- (void)x {}\n@end\n".utf8).write(to: URL(fileURLWithPath: tree.root + "/Modules/Shop/SHPOther.m"))
        try git(["add", "-A"])
        #expect(try runHiveLint(["--staged", tree.root]).status == 0)
        try Data("#import <Goods/GDSItem.h>\n@implementation SHPCart\n- (void)y {}\n@end\n".utf8).write(to: URL(fileURLWithPath: tree.root + "/Modules/Shop/SHPCart.m"))
        let unstaged = try runHiveLint(["--staged", tree.root])
        #expect(unstaged.status == 0)
        let since = try runHiveLint(["--changed-since", "HEAD", tree.root])
        #expect(since.status == 1)
        #expect(since.stdout.contains("[business-to-business] business module Shop depends on business module Goods"))
        let badReference = try runHiveLint(["--changed-since", "no-such-ref", tree.root])
        #expect(badReference.status == 2)
        #expect(try runHiveLint(["--staged", "--changed-since", "HEAD", tree.root]).status == 64)
    }
}

/// Generality: registries under other names, MGJRouter's prefix fallback and its Swift form.
@Suite struct ManifestGeneralityTests {
    @Test func mgjRouterPatternsTakeLongerURLsAndSwiftCallsCount() {
        let facts = SwiftFrontEnd().facts(path: "Feed/Routes.swift", source: """
            func bind() {
                MGJRouter.registerURLPattern("mgj://feed") { _ in }
                MGJRouter.registerURLPattern("mgj://feed/:id/comments") { _ in }
            }
            func open() {
                MGJRouter.openURL("mgj://feed/42/comments/7")
                MGJRouter.openURL("mgj://feed/latest")
                MGJRouter.openURL("mgj://profile")
            }
            """, vocabulary: Frameworks.vocabulary(Frameworks.builtIn))
        let manifest = ManifestBuilder(recognizers: Frameworks.builtIn).build(facts: [facts], propertyLists: [:]) { _ in "Feed" }
        #expect(manifest.routes.count == 2)
        #expect(manifest.consumers.map { "\($0.key) \($0.provider ?? "nil")" } == [
            "mgj://feed/42/comments/7 Feed", "mgj://feed/latest Feed", "mgj://profile nil",
        ])
    }

    /// URLNavigator's calls take the URL first, unlabeled: an app's own router method with a
    /// labeled first argument (`router.present(for: .upgradeFlow)`) is no route.
    @Test func urlNavigatorCallsTakeTheURLFirstAndUnlabeled() {
        let facts = SwiftFrontEnd().facts(path: "App/Flow.swift", source: """
            func go(router: MainRouter, navigator: Navigator) {
                navigator.register("myapp://user/<int:id>") { _, _, _ in nil }
                navigator.push("myapp://user/42")
                router.present(for: .upgradeFlow)
                router.open(url: "myapp://settings")
            }
            """, vocabulary: Frameworks.vocabulary(Frameworks.builtIn))
        let manifest = ManifestBuilder(recognizers: Frameworks.builtIn).build(facts: [facts], propertyLists: [:]) { _ in "App" }
        #expect(manifest.routes.map { $0.key ?? "" } == ["myapp://user/<int:id>"])
        #expect(manifest.consumers.map { $0.key } == ["myapp://user/42"])
    }

    @Test func registryPropertyListsAreFoundByTheirKeysNotTheirNames() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Goods", "Shop"]}}"#,
            "Modules/Goods/GDSGoodsService.h": "@protocol GoodsService <NSObject>\n@end\n@interface GDSGoodsService : NSObject <GoodsService>\n@end\n",
            "Modules/Goods/Resources/Config.bundle/GoodsServices.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><array><dict><key>service</key><string>GoodsService</string><key>impl</key><string>GDSGoodsService</string></dict></array></plist>
                """,
            "Modules/Goods/Info.plist": "<plist version=\"1.0\"><dict><key>CFBundleName</key><string>Goods</string></dict></plist>",
            "Modules/Shop/SHPCart.m": "@implementation SHPCart\n- (void)x { id s = [[BeeHive shareInstance] createService:@protocol(GoodsService)]; }\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "-") \($0.module ?? "-") \($0.location.file)" }
            == ["GoodsService GDSGoodsService Goods Modules/Goods/Resources/Config.bundle/GoodsServices.plist"])
        #expect(result.manifest.consumers.map { $0.provider ?? "nil" } == ["Goods"])
        // Provided, so not "not provided"; the protocol sits in a business module, though, and
        // Shop's code names it (`@protocol(GoodsService)`, found although BeeHive is not in the tree).
        #expect(result.violations.map(\.rule) == ["service-protocol-in-business", "business-to-business"])
    }

    /// A registration whose protocol is known but whose implementation is not (a Swinject
    /// factory that names no type, a BeeHive class held in a variable) still provides the
    /// protocol: it was dynamic as a whole, so its lookups were "not provided" and its
    /// protocol, declared in a business module, was never reported. Only the implementation is
    /// unknown, which duplicate-service and service-not-conforming leave alone.
    /// `register(type: X.self.self)` (a stray `.self`, still `X.self` to the compiler) registers X.
    @Test func aRepeatedSelfStillNamesTheType() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Home"]}}"#,
            "Modules/Home/HomeAssembly.swift": """
                import Swinject

                protocol MyPageCoordinatorType: AnyObject {}
                final class MyPageCoordinator: MyPageCoordinatorType {}

                enum HomeAssembly {
                    static func assemble(_ container: Container) {
                        container.register(MyPageCoordinatorType.self.self) { _ in MyPageCoordinator() }
                    }

                    static func coordinator(_ container: Container) -> MyPageCoordinatorType? {
                        container.resolve(MyPageCoordinatorType.self)
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map(\.protocol) == ["MyPageCoordinatorType"])
        #expect(!result.violations.contains { $0.rule == "service-not-provided" })
    }

    @Test func aFactoryRegistrationProvidesItsProtocol() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Cart", "Profile"]}}"#,
            "Modules/Cart/CartAssembly.swift": """
                import Swinject

                public protocol CartService: AnyObject { var itemCount: Int { get } }

                final class CartAssembly: Assembly {
                    func assemble(container: Container) {
                        container.register(CartService.self) { _ in CartStore.makeDefault() }.inObjectScope(.container)
                    }
                }
                """,
            "Modules/Cart/CartStore.swift": """
                final class CartStore: CartService {
                    var itemCount = 0
                    static func makeDefault() -> CartStore { CartStore() }
                }
                """,
            "Modules/Profile/ProfileViewController.swift": """
                import Swinject
                import Cart

                final class ProfileViewController {
                    let resolver: Resolver
                    init(resolver: Resolver) { self.resolver = resolver }
                    func badge() -> Int { resolver.resolve(CartService.self)?.itemCount ?? 0 }
                }
                """,
            "Modules/Profile/PRFModule.m": """
                @implementation PRFModule
                - (void)modInit:(BHContext *)context {
                    Class accountClass = [self.class accountServiceClass];
                    [[BeeHive shareInstance] registerService:@protocol(CartService) service:accountClass];
                }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil") \($0.resolution.rawValue) \($0.expression ?? "nil")" } == [
            "CartService nil literal { … }", "CartService nil literal accountClass",
        ])
        #expect(result.manifest.consumers.map { $0.provider ?? "nil" } == ["Cart"])
        let found = result.violations.filter { $0.rule != "business-to-business" }
        #expect(found.map(\.rule) == ["service-protocol-in-business"])
        // Both registrations and the lookup are its evidence.
        #expect(found.first?.evidence.map(\.location.line) == [7, 4, 7])
    }

    /// A project's memoizing assembly (HackerNews' `AppAssembly.resolve(_:factory:)`) called as
    /// `resolve(P.self) { Impl() }` builds what it returns: no Swinject lookup a registration
    /// must answer (3 false `service-not-provided` errors once the tree registered anything).
    /// A plain `resolve(P.self)` of an unregistered service still is one.
    @Test func aResolveThatBuildsWhatItReturnsIsNoLookup() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Home", targets: [.target(name: "Home")])
                """,
            "Sources/Home/AppAssembly.swift": """
                open class AppAssembly {
                    private var instances: [ObjectIdentifier: Any] = [:]
                    public func resolve<T>(_ type: T.Type = T.self, factory: () -> T) -> T {
                        if let made = instances[ObjectIdentifier(type)] as? T { return made }
                        let made = factory()
                        instances[ObjectIdentifier(type)] = made
                        return made
                    }
                }
                """,
            "Sources/Home/HomeServices.swift": """
                protocol IPostsService { func top() -> [Int] }
                protocol IPostsPager { var page: Int { get } }
                protocol ICommentsService { func count() -> Int }
                final class PostsService: IPostsService { func top() -> [Int] { [] } }
                final class PostsPager: IPostsPager { var page: Int { 0 } }

                final class HomeServices: AppAssembly {
                    var posts: IPostsService { resolve(IPostsService.self) { PostsService() } }
                    var comments: ICommentsService { Locator.shared.resolve(ICommentsService.self) }
                    func setUp() { Locator.shared.register(IPostsPager.self) { PostsPager() } }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.consumers.map(\.key) == ["ICommentsService"])
        #expect(result.violations.map { "\($0.rule) \($0.message)" } == [
            "service-not-provided Home looks up service ICommentsService (swinject.resolve) but nothing registers it",
        ])
    }

    /// A named Swinject registration (`register(Action.self, name: "openInbox")`) is a key of
    /// its own, (type, name): several names registered for one type are no
    /// `duplicate-service` (Rover: 5 false errors), and named lookups look up none of the
    /// unnamed registrations. Two unnamed registrations of one type still are one.
    @Test func namedSwinjectRegistrationsAreKeysOfTheirOwn() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Inbox", targets: [.target(name: "Inbox")])
                """,
            "Sources/Inbox/InboxAssembler.swift": """
                import Swinject

                public protocol Action { func run() }
                public protocol Clock { var now: Double { get } }
                final class OpenInboxAction: Action { func run() {} }
                final class OpenSettingsAction: Action { func run() {} }
                final class SystemClock: Clock { var now: Double { 0 } }
                final class FrozenClock: Clock { var now: Double { 1 } }

                public final class InboxAssembler: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(Action.self, name: "openInbox") { _ in OpenInboxAction() }
                        container.register(Action.self, name: "openSettings") { _ in OpenSettingsAction() }
                        container.register(Clock.self) { _ in SystemClock() }
                        container.register(Clock.self) { _ in FrozenClock() }
                    }

                    func open(_ resolver: Resolver) {
                        resolver.resolve(Action.self, name: "openInbox")?.run()
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil")" } == ["Clock SystemClock", "Clock FrozenClock"])
        #expect(result.violations.map { "\($0.rule) \($0.message)" } == [
            "duplicate-service service Clock is registered with different implementations (FrozenClock, SystemClock)",
        ])
    }

    /// Swinject's `.implements(Q.self, R.self)`, chained on a registration, provides Q and R
    /// through the same entry (comrade.dvr: 4 false `service-not-provided` errors).
    @Test func implementsChainedOnARegistrationProvidesItsProtocols() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Prefs", targets: [.target(name: "Prefs"), .target(name: "Screens", dependencies: ["Prefs"])])
                """,
            "Sources/Prefs/PrefsAssembly.swift": """
                import Swinject

                public protocol PrefsReading { var isDark: Bool { get } }
                public protocol PrefsWriting { func setDark(_ on: Bool) }
                public protocol PrefsResetting { func reset() }
                final class PrefsStore: PrefsReading, PrefsWriting, PrefsResetting {
                    var isDark = false
                    func setDark(_ on: Bool) { isDark = on }
                    func reset() { isDark = false }
                }

                public final class PrefsAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(PrefsReading.self) { _ in PrefsStore() }
                            .implements(PrefsWriting.self, PrefsResetting.self)
                            .inObjectScope(.container)
                    }
                }
                """,
            "Sources/Screens/SettingsScreen.swift": """
                import Prefs
                import Swinject

                final class SettingsScreen {
                    let resolver: Resolver
                    init(resolver: Resolver) { self.resolver = resolver }
                    func toggle() {
                        let reader = resolver.resolve(PrefsReading.self)!
                        resolver.resolve(PrefsWriting.self)!.setDark(!reader.isDark)
                        resolver.resolve(PrefsResetting.self)?.reset()
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil") \($0.location.line)" } == [
            "PrefsReading PrefsStore 15", "PrefsResetting nil 15", "PrefsWriting nil 15",
        ])
        #expect(!result.violations.contains { $0.rule == "service-not-provided" }, "\(result.violations.map(\.message))")
    }

    /// A project's own wrapper around `register` (`registerSingleton(P.self) { _ in Impl() }`,
    /// `registerScreen(P.self, storyboard: "Main") { … }`) registers P (comrade.dvr: 8 false
    /// `service-not-provided` errors), and so does a hand-written container's wrapper given a
    /// ready instance (`registerSingleton(P.self, Impl())`: alsongDalsong, 7 false errors). A
    /// call that only begins with `register` (`registered`),
    /// or a wrapper's call without a factory closure (`registerCell(Cell.self)`,
    /// `registerClass(Cell.self, forCellWithReuseIdentifier: "c")`), is none.
    @Test func aContainerWrappersRegisterHelperProvidesItsProtocol() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Shop", targets: [.target(name: "Shop"), .target(name: "Basket", dependencies: ["Shop"])])
                """,
            "Sources/Shop/Container+Helpers.swift": """
                import Swinject

                public extension Container {
                    @discardableResult
                    func registerSingleton<Service>(_ serviceType: Service.Type, factory: @escaping (Resolver) -> Service) -> ServiceEntry<Service> {
                        register(serviceType, factory: factory).inObjectScope(.container)
                    }

                    @discardableResult
                    func registerScreen<Service>(_ serviceType: Service.Type, storyboard: String, factory: @escaping (Resolver) -> Service) -> ServiceEntry<Service> {
                        register(serviceType, factory: factory)
                    }
                }
                """,
            "Sources/Shop/ShopAssembly.swift": """
                import Swinject
                import UIKit

                public protocol PriceFormatting { func format(_ cents: Int) -> String }
                public protocol CheckoutScreen {}
                public protocol Ledger {}
                public protocol Clock { func now() -> Int }
                final class SystemClock: Clock { func now() -> Int { 0 } }
                final class EuroFormatter: PriceFormatting { func format(_ cents: Int) -> String { "\\(cents)" } }
                final class CheckoutViewController: UIViewController, CheckoutScreen {}
                final class ProductCell: UICollectionViewCell {}

                public final class ShopAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.registerSingleton(PriceFormatting.self) { _ in EuroFormatter() }
                        container.registerScreen(CheckoutScreen.self, storyboard: "Main") { _ in CheckoutViewController() }
                        container.registerSingleton(Clock.self, SystemClock())
                    }

                    func cells(_ view: UICollectionView) {
                        view.registerCell(ProductCell.self)
                        view.registerClass(ProductCell.self, forCellWithReuseIdentifier: "product")
                        view.registered(Ledger.self)
                    }
                }
                """,
            "Sources/Basket/BasketView.swift": """
                import Shop
                import Swinject

                final class BasketView {
                    let resolver: Resolver
                    init(resolver: Resolver) { self.resolver = resolver }
                    func total() -> String? { resolver.resolve(PriceFormatting.self)?.format(1200) }
                    func checkout() -> CheckoutScreen? { resolver.resolve(CheckoutScreen.self) }
                    func ledger() -> Ledger? { resolver.resolve(Ledger.self) }
                    func clock() -> Clock? { resolver.resolve(Clock.self) }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil")" } == [
            "CheckoutScreen CheckoutViewController", "Clock nil", "PriceFormatting EuroFormatter",
        ])
        let found = result.violations.filter { $0.rule == "service-not-provided" }.map(\.message)
        #expect(found == ["Basket looks up service Ledger (swinject.resolve) but nothing registers it"], "\(found)")
    }

    /// Resolver names the protocol a registration provides by casting the factory's result
    /// (`register { ConsoleErrorLogger() as ErrorReporting }`), beside the explicit
    /// `register(Analytics.self) { … }`: both provide their protocol, built by the class the
    /// closure constructs, and a lookup of either is provided (found on newm-mobile). A
    /// factory alone, `register { PriceFormatter(locale: l) }`, registers the type it builds
    /// (p2p-wallet: 33 false `service-not-provided`), also from a closure of several statements,
    /// in a file importing Resolver (RxCocoa's `register { Proxy(tabBar: $0) }` is none).
    @Test func aFactoryCastToAProtocolProvidesIt() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "Services"),
                    .target(name: "Logging", dependencies: ["Services"]),
                    .target(name: "Profile", dependencies: ["Services"]),
                ])
                """,
            "Sources/Services/Services.swift": """
                import Foundation
                public protocol ErrorReporting { func logError(_ m: String) }
                public protocol Analytics { func track(_ e: String) }
                public final class PriceFormatter { public init(locale: Locale) {} }
                """,
            "Sources/Logging/LoggingRegistrations.swift": """
                import Resolver
                import Services

                final class ConsoleErrorLogger: ErrorReporting { func logError(_ m: String) { print(m) } }
                final class ConsoleAnalytics: Analytics { func track(_ e: String) { print(e) } }

                public enum LoggingRegistrations {
                    public static func registerAllServices() {
                        Resolver.register(Analytics.self) { ConsoleAnalytics() }
                        Resolver.register { ConsoleErrorLogger() as ErrorReporting }
                        Resolver.register { ConsoleAnalytics() }
                        Resolver.register {
                            let locale = Locale.current
                            return PriceFormatter(locale: locale)
                        }
                    }
                }
                """,
            "Sources/Profile/ProfileViewModel.swift": """
                import Resolver
                import Services

                final class ProfileViewModel {
                    func failed() {
                        Resolver.resolve(Analytics.self).track("profile_failed")
                        Resolver.resolve(ErrorReporting.self).logError("profile failed")
                        _ = Resolver.resolve(PriceFormatter.self)
                    }
                }
                """,
            // Another API's `register { … }` in a file not importing Resolver: no registration.
            "Sources/Profile/TabBarProxy.swift": """
                import RxCocoa
                import UIKit

                final class TabBarProxy {
                    init(tabBar: UITabBar) {}
                    static func registerKnownImplementations() {
                        register { TabBarProxy(tabBar: $0) }
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil")" } == [
            "Analytics ConsoleAnalytics", "ConsoleAnalytics ConsoleAnalytics", "ErrorReporting ConsoleErrorLogger", "PriceFormatter PriceFormatter",
        ])
        #expect(!result.violations.contains { $0.rule == "service-not-provided" }, "\(result.violations.map(\.message))")
    }

    /// A Resolver factory returning a local constant built above it registers that constant's
    /// type, as `register { ApiClient() }` does (doandat's `let apiClient = TxApiClient()` then
    /// `Resolver.register { apiClient }`: a false `service-not-provided` error); so does one
    /// whose type is annotated. A variable, or a name no local constant of the block declares,
    /// says nothing of its type.
    @Test func aFactoryReturningALocalConstantRegistersItsType() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [.target(name: "Networking"), .target(name: "Shop", dependencies: ["Networking"])])
                """,
            "Sources/Networking/Clients.swift": """
                public final class ApiClient { public init() {} }
                public final class TokenStore { public static func make() -> TokenStore { TokenStore() } }
                public final class ImageCache { public init() {} }
                """,
            "Sources/Shop/Setup.swift": """
                import Networking
                import Resolver

                enum Setup {
                    static let shared = ImageCache()
                    static func run() {
                        let apiClient = ApiClient()
                        Resolver.register { apiClient }.scope(.application)
                        let store: TokenStore = .make()
                        Resolver.register { store }
                        var cache = ImageCache()
                        Resolver.register { cache }
                        Resolver.register { shared }
                        let client: ApiClient = Resolver.resolve(ApiClient.self)
                        _ = Resolver.resolve(TokenStore.self)
                        _ = client
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil")" } == ["ApiClient ApiClient", "TokenStore TokenStore"])
        #expect(!result.violations.contains { $0.rule == "service-not-provided" }, "\(result.violations.map(\.message))")
    }

    /// SwinjectAutoregistration's `autoregister(P.self, initializer: Impl.init)` provides P,
    /// built by `Impl` (clipninja: 9 false `service-not-provided` errors), and a factory held
    /// in a variable, `register(P.self, factory: makeRouter)`, provides P with its
    /// implementation unknown (GrassChoppers). A table view's
    /// `register(Cell.self, forCellReuseIdentifier: "id")` stays no registration. A container
    /// wrapper's `register(P.self, instance)` provides P (phochak: 3 false
    /// `service-not-provided` errors), and so does its `register(P.self, instance: object)`
    /// (AsaMindMap: 34).
    @Test func autoregistrationsAndFactoryVariablesProvideTheirProtocols() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Clips", targets: [.target(name: "Clips"), .target(name: "Home", dependencies: ["Clips"])])
                """,
            "Sources/Clips/ClipsAssembly.swift": """
                import Swinject
                import SwinjectAutoregistration
                import UIKit

                public protocol ClipsResource {}
                public protocol HomeRouting: AnyObject {}
                public protocol ClipsCache {}
                public protocol Clock {}
                final class LocalClipsResource: ClipsResource { init() {} }
                final class MemoryClipsCache: ClipsCache {}
                final class SystemClock: Clock {}
                final class ClipCell: UITableViewCell {}

                public protocol Logger {}
                final class ConsoleLogger: Logger {}

                public final class Injector {
                    let container = Container()
                    public func register<T>(_ type: T.Type, _ object: T) { container.register(type) { _ in object } }
                    public func register<T>(_ type: T.Type, instance: T) { container.register(type) { _ in instance } }
                }

                public final class ClipsAssembly {
                    let container = Container()
                    public init(routerFactory: @escaping (Resolver) -> HomeRouting, table: UITableView, injector: Injector) {
                        container.autoregister(ClipsResource.self, initializer: LocalClipsResource.init)
                        container.register(HomeRouting.self, factory: routerFactory)
                        table.register(ClipCell.self, forCellReuseIdentifier: "clip")
                        let cache = MemoryClipsCache()
                        injector.register(ClipsCache.self, cache)
                        injector.register(Clock.self, SystemClock())
                        injector.register(Logger.self, instance: ConsoleLogger())
                    }
                }
                """,
            "Sources/Home/HomeViewModel.swift": """
                import Swinject
                import Clips

                final class HomeViewModel {
                    let resolver: Resolver
                    init(resolver: Resolver) { self.resolver = resolver }
                    func load() -> Bool { resolver.resolve(ClipsResource.self) != nil && resolver.resolve(HomeRouting.self) != nil }
                    func stored() -> Bool { resolver.resolve(ClipsCache.self) != nil && resolver.resolve(Clock.self) != nil }
                    func logger() -> Bool { resolver.resolve(Logger.self) != nil }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "nil")" } == [
            "ClipsCache nil", "ClipsResource LocalClipsResource", "Clock nil", "HomeRouting nil", "Logger nil",
        ])
        #expect(!result.violations.contains { $0.rule == "service-not-provided" }, "\(result.violations.map(\.message))")
    }

    /// `register(View.self)` where `View` is the assembly's own typealias (`typealias View =
    /// LoginViewController`, one per assembly) registers the aliased class: GrassChoppers'
    /// assemblies gave 3 false `duplicate-service` errors for `View` and false
    /// `service-not-provided` errors for the classes looked up by their own names.
    @Test func aServiceKeyThroughTheAssemblysTypealiasIsTheAliasedType() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "Screens", targets: [.target(name: "Screens")])
                """,
            "Sources/Screens/LoginAssembly.swift": """
                import Swinject
                final class LoginViewController {}
                final class LoginAssembly {
                    typealias View = LoginViewController
                    let container = Container()
                    func assemble() { container.register(View.self) { _ in LoginViewController() } }
                    func make() -> LoginViewController { container.resolve(LoginViewController.self)! }
                }
                """,
            "Sources/Screens/ReviewAssembly.swift": """
                import Swinject
                final class ReviewViewController {}
                final class ReviewAssembly {
                    typealias View = ReviewViewController
                    let container = Container()
                    func assemble() { container.register(View.self) { _ in ReviewViewController() } }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map(\.protocol) == ["LoginViewController", "ReviewViewController"])
        #expect(result.violations.isEmpty, "\(result.violations.map(\.message))")
    }

    /// A service whose protocol is named in a file no module owns (an assembly in a project
    /// hive-lint could not read) may be registered there: not reported; one named nowhere is.
    @Test func aServiceNamedInAFileOfNoModuleMayBeProvidedThere() async throws {
        let tree = try TemporaryTree([
            "Package.swift": """
                // swift-tools-version: 5.9
                import PackageDescription
                let package = Package(name: "App", targets: [
                    .target(name: "Services"),
                    .target(name: "Logging", dependencies: ["Services"]),
                    .target(name: "Profile", dependencies: ["Services"]),
                ])
                """,
            "Sources/Services/Services.swift": "public protocol VideoStore { func clips() -> [String] }\npublic protocol Analytics { func track(_ e: String) }\npublic protocol Tracer { func trace() }\n",
            "Sources/Logging/LoggingAssembly.swift": """
                import Services
                import Swinject

                final class ConsoleAnalytics: Analytics { func track(_ e: String) {} }

                public struct LoggingAssembly: Assembly {
                    public func assemble(container: Container) { container.register(Analytics.self) { _ in ConsoleAnalytics() } }
                }
                """,
            "Service/DI/AppAssembly.swift": """
                import Services
                import Swinject

                struct AppAssembly: Assembly {
                    func assemble(container: Container) { container.register(VideoStore.self) { _ in LocalVideoStore() } }
                }
                """,
            "Sources/Profile/ProfileViewModel.swift": """
                import Services
                import Swinject

                final class ProfileViewModel {
                    let container = Container()
                    func load() {
                        _ = container.resolve(VideoStore.self)
                        _ = container.resolve(Tracer.self)
                        container.resolve(Analytics.self)?.track("profile")
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.unownedFiles == ["Service/DI/AppAssembly.swift"])
        let reported = result.violations.filter { $0.rule == "service-not-provided" }.map(\.subject)
        #expect(reported == ["Tracer"], "\(result.violations.map(\.message))")
    }

    /// A route built only from unknown pieces (`BFStr(@"%@?%@=%@", a, b, c)`) has no literal
    /// part: it is listed as dynamic and never reported; a literal route is checked.
    @Test func aRouteWithNoLiteralPartIsDynamic() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Goods"]}, "kinds": {"business": ["Goods"]}}"#,
            "Goods/GDSRouter.m": """
                #define BFStr(...) [NSString stringWithFormat:__VA_ARGS__]
                @implementation GDSRouter
                + (void)load { [Bifrost bindURL:@"//goods/detail" toHandler:nil]; }
                - (void)open:(NSString *)a key:(NSString *)b value:(NSString *)c {
                    [Bifrost handleURL:BFStr(@"%@?%@=%@", a, b, c) complexParams:nil completion:nil];
                    [Bifrost handleURL:@"//goods/list" complexParams:nil completion:nil];
                }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.consumers.map { "\($0.key) \($0.resolution.rawValue)" } == ["format(\"%@?%@=%@\", a, b, c) dynamic", "//goods/list literal"])
        #expect(result.violations.map { "\($0.rule) \($0.location.line)" } == ["route-not-provided 6"])
    }

    /// Route keys built by a function-like macro of another module's header resolve with
    /// the macro's arguments; a macro the tree does not define stays dynamic.
    @Test func functionLikeMacrosBuildRouteKeys() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Goods", "Shop"], "mediator": ["Router"]}}"#,
            "Modules/Router/RouterPaths.h": """
                #define ROUTE_HOST @"shop://"
                #define GoodsRoute(page) [NSString stringWithFormat:@"%@goods/%@", ROUTE_HOST, page]
                #define PlainRoute(a, b) a
                """,
            "Modules/Goods/GDSRoutes.m": """
                #import <Router/RouterPaths.h>
                @implementation GDSRoutes
                + (void)load {
                    [MGJRouter registerURLPattern:GoodsRoute(@"detail") toHandler:^(NSDictionary *p) {}];
                }
                @end
                """,
            "Modules/Shop/SHPCart.m": """
                #import <Router/RouterPaths.h>
                @implementation SHPCart
                - (void)open {
                    NSString *url = GoodsRoute(@"detail");
                    [MGJRouter openURL:url];
                    [MGJRouter openURL:GoodsRoute(@"list")];
                    [MGJRouter openURL:UnknownRoute(@"x")];
                }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.routes.map { "\($0.pattern) \($0.resolved ?? "dynamic") \($0.module ?? "-")" } == ["GoodsRoute(@\"detail\") shop://goods/detail Goods"])
        #expect(result.manifest.consumers.map { "\($0.key) \($0.resolution.rawValue) \($0.provider ?? "nil")" } == [
            "shop://goods/detail define Goods", "shop://goods/list define nil", "UnknownRoute(@\"x\") dynamic nil",
        ])
    }

    /// A protocol declared in a header no module owns (a podspec whose glob misses it) is
    /// declared in the tree: registering it is not "unknown".
    @Test func aRegistrationOfAProtocolInAnUnownedHeaderIsNotUnknown() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Mall"]}}"#,
            "Mediator/ModulesProtocol/XAIMallFacadeProtocol.h": "@protocol XAIMallFacadeProtocol <NSObject>\n@end\n",
            "Modules/Mall/MallModule.m": """
                #import <XAIMediator/XAIMallFacadeProtocol.h>
                @interface MallModule () <XAIMallFacadeProtocol>
                @end
                @implementation MallModule
                + (void)load { BFRegister(XAIMallFacadeProtocol); }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.unownedFiles == ["Mediator/ModulesProtocol/XAIMallFacadeProtocol.h"])
        #expect(result.manifest.services.map(\.protocol) == ["XAIMallFacadeProtocol"])
        #expect(!result.violations.contains { $0.rule == "unknown-registration-target" })
    }

    /// A business pod's own repository (CNLiveVoiceBoxModule): the service protocol comes
    /// from a dependency pod that is not in the tree, and the service class adopts it in its
    /// class extension. The compiler checks that conformance, so the macro's protocol exists;
    /// a macro naming a protocol nothing adopts is still reported.
    @Test func aRegistrationOfAProtocolTheTreeAdoptsIsNotUnknown() async throws {
        let tree = try TemporaryTree([
            "VoiceModule.podspec": """
                Pod::Spec.new do |s|
                  s.name = 'VoiceModule'
                  s.version = '0.1.0'
                  s.source_files = 'VoiceModule/Classes/**/*'
                  s.dependency 'BeeHive'
                  s.dependency 'AppServices'
                end
                """,
            "VoiceModule/Classes/VMVoiceService.h": """
                #import <Foundation/Foundation.h>
                #import <AppServices/VMVoiceServiceProtocol.h>

                @interface VMVoiceService : NSObject
                @end
                """,
            "VoiceModule/Classes/VMVoiceService.m": """
                #import "VMVoiceService.h"
                #import <BeeHive/BeeHive.h>

                @interface VMVoiceService () <VMVoiceServiceProtocol>
                @end

                @BeeHiveService(VMVoiceServiceProtocol, VMVoiceService)
                @BeeHiveService(VMRecorderServiceProtocol, VMVoiceService)
                @implementation VMVoiceService
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(Set(result.manifest.services.map(\.protocol)) == ["VMVoiceServiceProtocol", "VMRecorderServiceProtocol"])
        let unknown = result.violations.filter { $0.rule == "unknown-registration-target" }
        #expect(unknown.map(\.message) == ["beehive.annotation registers protocol VMRecorderServiceProtocol, which is declared nowhere in the tree"])
    }

    /// An installed BeeHive pod carries sample registries in its bundle (`BeeHive.bundle/
    /// BHService.plist` naming classes of BeeHive's own demo): third-party code's registrations
    /// are not checked; the same registry in a first-party module is.
    @Test func thirdPartyRegistrationsAreNotChecked() async throws {
        let registry = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
            <dict>
                <key>service</key>
                <string>UserTrackServiceProtocol</string>
                <key>impl</key>
                <string>BHUserTrackViewController</string>
            </dict>
        </array>
        </plist>
        """
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Home"]}}"#,
            "Pods/BeeHive/BeeHive/BeeHive.bundle/BHService.plist": registry,
            "Pods/BeeHive/BeeHive/BHServiceManager.h": "@interface BHServiceManager : NSObject\n@end\n",
            "Modules/Home/HMHomeViewController.m": "#import <UIKit/UIKit.h>\n@interface HMHomeViewController : UIViewController\n@end\n@implementation HMHomeViewController\n@end\n",
            "Modules/Home/Resources/BHService.plist": registry,
        ])
        let result = try await tree.analyze()
        let unknown = result.violations.filter { $0.rule == "unknown-registration-target" }
        #expect(Set(unknown.map(\.location.file)) == ["Modules/Home/Resources/BHService.plist"])
        #expect(unknown.map(\.from) == ["Home", "Home"])
    }

    @Test func providersHiveLintCannotSeeAreNeverCalledMissing() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Goods", "Shop"], "mediator": ["Mediator"]}}"#,
            "Modules/Mediator/Services.h": "@protocol ShopService <NSObject>\n@end\n",
            "Modules/Goods/GDSView.m": """
                @implementation GDSView
                - (void)open {
                    [MGJRouter openURL:@"mgj://pay/checkout"];
                    id a = [[BeeHive shareInstance] createService:@protocol(PaySDKService)];
                    id b = [[BeeHive shareInstance] createService:@protocol(ShopService)];
                    [[CTMediator sharedInstance] performTarget:@"Pay" action:@"checkout" params:nil shouldCacheTarget:NO];
                }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.consumers.count == 4)
        // Nothing is registered, bound or targeted in the tree for these frameworks, and
        // PaySDKService is declared nowhere hive-lint reads: all may live in pods or binaries.
        #expect(result.violations.isEmpty)
    }

    /// Two features each declaring their own `EntryPoint` protocol and registering their own
    /// implementation (modular-ios-architecture's `ModuleInterface` in Core and each feature)
    /// register different Swift types, not one service twice; a module registering two
    /// implementations of its own is still a duplicate.
    @Test func sameNamedProtocolsOfDifferentModulesAreDifferentServices() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Search", "Checkout"]}}"#,
            "Modules/Search/EntryPoint.swift": """
                import Swinject
                public protocol EntryPoint: AnyObject { func start() }
                final class SearchEntryPoint: EntryPoint { func start() {} }
                enum SearchAssembly {
                    static func register(in container: Container) {
                        container.register(EntryPoint.self) { _ in SearchEntryPoint() }
                    }
                }
                """,
            "Modules/Checkout/EntryPoint.swift": """
                import Swinject
                public protocol EntryPoint: AnyObject { func start() }
                final class CheckoutEntryPoint: EntryPoint { func start() {} }
                final class CheckoutDemoEntryPoint: EntryPoint { func start() {} }
                enum CheckoutAssembly {
                    static func register(in container: Container) {
                        container.register(EntryPoint.self) { _ in CheckoutEntryPoint() }
                    }
                    static func registerDemo(in container: Container) {
                        container.register(EntryPoint.self) { _ in CheckoutDemoEntryPoint() }
                    }
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.count == 3)
        #expect(result.violations.filter { $0.rule == "duplicate-service" }.map(\.message)
            == ["service EntryPoint is registered with different implementations (CheckoutDemoEntryPoint, CheckoutEntryPoint)"])
    }

    @Test func registrationsInDifferentIfBranchesAreNotDuplicates() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"mediator": ["Mediator"], "business": ["Pay"]}}"#,
            "Modules/Mediator/Services.h": "@protocol PayService <NSObject>\n@end\n",
            "Modules/Pay/PAYService.h": "@interface PAYService : NSObject <PayService>\n@end\n@interface PAYMock : NSObject <PayService>\n@end\n",
            "Modules/Pay/PAYModule.m": """
                @implementation PAYModule
                - (void)setUp {
                #if DEBUG
                    [[BeeHive shareInstance] registerService:@protocol(PayService) service:[PAYMock class]];
                #else
                    [[BeeHive shareInstance] registerService:@protocol(PayService) service:[PAYService class]];
                #endif
                    [MGJRouter registerURLPattern:@"app://pay" toHandler:^(NSDictionary *p) {}];
                }
                @end
                """,
            "Modules/Pay/PAYRoutes.swift": """
                func bind() {
                    #if BETA
                    MGJRouter.registerURLPattern("app://pay") { _ in }
                    #endif
                }
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.count == 2)
        #expect(result.manifest.routes.count == 2)
        #expect(result.violations.map(\.rule) == ["duplicate-route"])
    }

    /// Two apps of one repository, each compiling its own copy of a CTMediator target and
    /// registering its own service, are two executables: their bindings never meet
    /// (WorkStudy_TCL's two `Target_LDHTTP` copies: a false `duplicate-route` error). A
    /// module both apps could link still clashes with either.
    @Test func bindingsInTwoAppsAreNotDuplicates() async throws {
        let target = { (prefix: String) in
            "#import <UIKit/UIKit.h>\n@interface Target_Net : NSObject\n@end\n@implementation Target_Net\n- (id)Action_cancelAll:(NSDictionary *)params { return nil; }\n@end\n// \(prefix)\n"
        }
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Apps/*", "Modules/*"]}, "kinds": {"app": ["Shop", "Chat"], "mediator": ["Mediator"], "business": ["Pay"]}}"#,
            "Apps/Shop/Net/Target_Net.m": target("shop"),
            "Apps/Shop/SHPAppDelegate.m": "#import \"Services.h\"\n@implementation SHPAppDelegate\n- (void)boot { [[BeeHive shareInstance] registerService:@protocol(LogService) service:[SHPLog class]]; }\n@end\n",
            "Apps/Chat/Net/Target_Net.m": target("chat"),
            "Apps/Chat/CHTAppDelegate.m": "#import \"Services.h\"\n@implementation CHTAppDelegate\n- (void)boot { [[BeeHive shareInstance] registerService:@protocol(LogService) service:[CHTLog class]]; }\n@end\n",
            "Modules/Mediator/Services.h": "@protocol LogService <NSObject>\n@end\n",
            "Modules/Pay/PAYModule.m": "#import \"Services.h\"\n@implementation PAYModule\n- (void)setUp { [[BeeHive shareInstance] registerService:@protocol(LogService) service:[PAYLog class]]; }\n@end\n",
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.routes.count == 2)
        #expect(result.manifest.services.count == 3)
        #expect(result.violations.filter { $0.rule.hasPrefix("duplicate-") }.map { "\($0.rule) \($0.message) \($0.evidence.map(\.location.file))" } == [
            "duplicate-service service LogService is registered with different implementations (CHTLog, PAYLog, SHPLog) [\"Apps/Chat/CHTAppDelegate.m\", \"Apps/Shop/SHPAppDelegate.m\", \"Modules/Pay/PAYModule.m\"]",
        ], "\(result.violations.map(\.message))")
    }

    @Test func beeHiveModuleAttributesFromMethods() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"business": ["Shop"]}}"#,
            "Modules/Shop/ShopModule.h": "@interface ShopModule : NSObject\n@end\n",
            "Modules/Shop/ShopModule.m": """
                @interface ShopModule () <BHModuleProtocol>
                @end
                @implementation ShopModule
                BH_EXPORT_MODULE(NO)
                - (void)basicModuleLevel
                {
                }
                - (NSInteger)modulePriority { return 3; }
                @end
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.moduleEntries.map { "\($0.name) \($0.level ?? "-") \($0.priority ?? -1) \($0.async.map(String.init) ?? "-")" }
            == ["ShopModule basic 3 false"])
    }

    @Test func laterTinyPartMacrosAndAgreeingDuplicates() async throws {
        let tree = try TemporaryTree([
            "rules.json": #"{"version": 1, "discovery": {"folders": ["Modules/*"]}, "kinds": {"mediator": ["Mediator"], "business": ["Feed"]}}"#,
            "Modules/Mediator/Services.h": "@protocol FeedService <NSObject>\n@end\n",
            "Modules/Feed/FEDFeed.h": "@interface FEDFeedService : NSObject <FeedService>\n@end\n@interface FEDModule : NSObject\n@end\n",
            "Modules/Feed/FEDFeed.m": """
                @implementation FEDFeedService
                TPSERVICE_AUTO_REGISTER(FeedService, FEDFeedService)
                @end
                @implementation FEDModule
                TPMODULE_AUTO_REGISTER(FEDModule)
                TP_MODULE_LEVEL(TPModuleLevelMiddle)
                @end
                """,
            "Modules/Feed/TinyPart.bundle/TinyPart.plist": """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict><key>ServicesTable</key><dict><key>FeedService</key><string>FEDFeedService</string></dict></dict></plist>
                """,
        ])
        let result = try await tree.analyze()
        #expect(result.manifest.services.map { "\($0.protocol) \($0.implementation ?? "-") \($0.mechanism)" }
            == ["FeedService FEDFeedService tinypart.macro", "FeedService FEDFeedService tinypart.plist"])
        #expect(result.manifest.moduleEntries.map { "\($0.name) \($0.level ?? "-")" } == ["FEDModule middle"])
        // The same implementation twice, in agreement: redundant, not a duplicate.
        #expect(result.violations.isEmpty)
    }
}
