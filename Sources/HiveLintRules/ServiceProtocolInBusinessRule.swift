import HiveLintConfig
import HiveLintCore

/// The `service-protocol-in-business` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct ServiceProtocolInBusinessRule: Rule {
    public static let typeName = "service-protocol-in-business"
    public static let summary = "a service protocol is declared in a business module, not the mediator"

    public static let defaults = [
        RuleInstance(name: "service-protocol-in-business", type: typeName, severity: .warning, options: [:], comment: "Service protocols belong in the mediator, not in a business module."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A service protocol (registered or looked up) is declared
        in a business module. Every consumer must then import that business module — the coupling
        services exist to avoid. Service protocols belong in the mediator. Reported once per
        protocol, at its declaration. A class registered or looked up by its own type (a
        Swinject container resolving a feature's view models) is not a service protocol and is
        not reported; nor is a protocol only a dependency-injection container (Swinject)
        registers and resolves inside its own module (the app may register it too), where no
        other module depends on it.
        """#,
        examples: [
            RuleExample("the rider module declares the location service it registers", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Order", "Rider"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Rider/RiderLocationService.h", #"""
                #import <CoreLocation/CoreLocation.h>

                @protocol RiderLocationService <NSObject>
                - (CLLocationCoordinate2D)lastKnownLocationForOrder:(NSString *)orderId;
                @end
                """#),
                ("Modules/Rider/RiderModule.m", #"""
                #import <Bifrost/Bifrost.h>
                #import "RiderLocationService.h"

                @interface RiderModule : NSObject <BifrostModuleProtocol, RiderLocationService>
                @end

                @implementation RiderModule
                + (void)load {
                    BFRegister(RiderLocationService);
                }

                + (instancetype)sharedInstance {
                    static RiderModule *shared;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{ shared = [[RiderModule alloc] init]; });
                    return shared;
                }

                - (CLLocationCoordinate2D)lastKnownLocationForOrder:(NSString *)orderId {
                    return kCLLocationCoordinate2DInvalid;
                }
                @end
                """#),
                ("Modules/Order/ORDTrackingViewController.m", #"""
                #import <UIKit/UIKit.h>
                #import <Bifrost/Bifrost.h>
                #import <Rider/RiderLocationService.h>

                @interface ORDTrackingViewController : UIViewController
                @property (nonatomic, copy) NSString *orderId;
                @end

                @implementation ORDTrackingViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    id<RiderLocationService> locations = [Bifrost moduleByService:@protocol(RiderLocationService)];
                    CLLocationCoordinate2D rider = [locations lastKnownLocationForOrder:self.orderId];
                    NSLog(@"rider at %f, %f", rider.latitude, rider.longitude);
                }
                @end
                """#),
            ]),
            RuleExample("the protocol lives in the mediator", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Order", "Rider"], "mediator": ["Mediator"] }
                }
                """#),
                ("Modules/Mediator/RiderLocationService.h", #"""
                #import <CoreLocation/CoreLocation.h>

                @protocol RiderLocationService <NSObject>
                - (CLLocationCoordinate2D)lastKnownLocationForOrder:(NSString *)orderId;
                @end
                """#),
                ("Modules/Rider/RiderModule.m", #"""
                #import <Bifrost/Bifrost.h>
                #import <Mediator/RiderLocationService.h>

                @interface RiderModule : NSObject <BifrostModuleProtocol, RiderLocationService>
                @end

                @implementation RiderModule
                + (void)load {
                    BFRegister(RiderLocationService);
                }

                + (instancetype)sharedInstance {
                    static RiderModule *shared;
                    static dispatch_once_t once;
                    dispatch_once(&once, ^{ shared = [[RiderModule alloc] init]; });
                    return shared;
                }

                - (CLLocationCoordinate2D)lastKnownLocationForOrder:(NSString *)orderId {
                    return kCLLocationCoordinate2DInvalid;
                }
                @end
                """#),
                ("Modules/Order/ORDTrackingViewController.m", #"""
                #import <UIKit/UIKit.h>
                #import <Bifrost/Bifrost.h>
                #import <Mediator/RiderLocationService.h>

                @interface ORDTrackingViewController : UIViewController
                @property (nonatomic, copy) NSString *orderId;
                @end

                @implementation ORDTrackingViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    id<RiderLocationService> locations = [Bifrost moduleByService:@protocol(RiderLocationService)];
                    CLLocationCoordinate2D rider = [locations lastKnownLocationForOrder:self.orderId];
                    NSLog(@"rider at %f, %f", rider.latitude, rider.longitude);
                }
                @end
                """#),
            ]),
            RuleExample("a Swift feature registers a protocol of its own through a Swinject factory, and another feature resolves it", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Cart", "Profile"] }
                }
                """#),
                ("Modules/Profile/ProfileBadge.swift", #"""
                import Swinject
                import Cart

                struct ProfileBadge {
                    let resolver: Resolver

                    var count: Int { resolver.resolve(CartBadgeProviding.self)?.badgeCount ?? 0 }
                }
                """#),
                ("Modules/Cart/CartAssembly.swift", #"""
                import Swinject

                public protocol CartBadgeProviding: AnyObject {
                    var badgeCount: Int { get }
                }

                public final class CartAssembly: Assembly {
                    public init() {}
                    public func assemble(container: Container) {
                        container.register(CartBadgeProviding.self) { _ in CartStore.shared }
                    }
                }

                final class CartStore: CartBadgeProviding {
                    static let shared = CartStore()
                    var badgeCount = 0
                }
                """#),
            ]),
            RuleExample("a presentation layer's container resolves its own coordinator protocol", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Presentation"] }
                }
                """#),
                ("Modules/Presentation/PresentationAssembly.swift", #"""
                import Swinject

                protocol MyPageCoordinatorType: AnyObject {
                    func start()
                }

                final class MyPageCoordinator: MyPageCoordinatorType {
                    func start() {}
                }

                enum PresentationAssembly {
                    static let container = Container()

                    static func assemble() {
                        container.register(MyPageCoordinatorType.self) { _ in MyPageCoordinator() }
                    }

                    static func showMyPage() {
                        container.resolve(MyPageCoordinatorType.self)?.start()
                    }
                }
                """#),
            ]),
            RuleExample("a feature's container builds its own view model class", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Cart"] }
                }
                """#),
                ("Modules/Cart/CartView.swift", #"""
                import Swinject
                import SwiftUI

                public final class CartViewModel: ObservableObject {
                    @Published var itemCount = 0
                }

                let cartContainer: Container = {
                    let container = Container()
                    container.register(CartViewModel.self) { _ in CartViewModel() }
                    return container
                }()

                public struct CartView: View {
                    @StateObject private var viewModel = cartContainer.resolve(CartViewModel.self)!
                    public init() {}
                    public var body: some View { Text("\(viewModel.itemCount) items") }
                }
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let registrations = context.manifest.services.filter { $0.resolution != .dynamic }
        let services = registrations.map { ($0.protocol, $0.location, $0.mechanism, $0.registeredIn) }
        // Frameworks whose registrations are dependency injection (Swinject): their lookups too.
        let injection = Set(registrations.filter(\.isInjection).map(\.framework))
        let consumers = context.manifest.consumers.filter { $0.kind == .service && $0.resolution != .dynamic }
        let lookups = consumers.map { ($0.key, $0.location, $0.mechanism, $0.module) }
        let uses = Dictionary(grouping: services + lookups, by: \.0)
        // Protocols a mediator's registry registers or looks up: published to every module.
        let published = Set(registrations.filter { !$0.isInjection }.map(\.protocol) + consumers.filter { !injection.contains($0.framework) }.map(\.key))
        return uses.keys.sorted().compactMap { proto -> Violation? in
            // A class is no service protocol: a container keyed by a concrete type (a feature
            // resolving its own view models) is dependency injection, and a class cannot move to
            // the mediator.
            guard let declaration = context.types.declaration(of: proto), [.objcProtocol, .swiftProtocol].contains(declaration.kind),
                  let declaringModule = context.types.modules(declaring: proto).first,
                  let module = context.modules[declaringModule], module.kind == .business else { return nil }
            let sites = (uses[proto] ?? []).sorted { $0.1 < $1.1 }
            // A dependency-injection container's protocol used only inside its module (a
            // presentation layer resolving its own coordinators) couples nothing; another
            // module (not an app) registering or resolving it does.
            if !published.contains(proto) {
                let elsewhere = sites.contains { site in
                    guard let module = site.3, module != declaringModule, let user = context.modules[module] else { return false }
                    return user.kind != .app
                }
                guard elsewhere else { return nil }
            }
            return Violation(
                rule: context.ruleName, severity: .warning,
                message: "service protocol \(proto) is declared in business module \(declaringModule); move it to the mediator",
                from: declaringModule, to: declaringModule, location: declaration.location,
                evidence: sites.map { Evidence(kind: .registration, location: $0.1, text: "\($0.2) \(proto)") }, subject: proto)
        }
    }
}
