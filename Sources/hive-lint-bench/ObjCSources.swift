/// Objective-C files of the generated tree: headers (classes, route constants, service
/// protocols, umbrella headers) and implementations with BeeHive/Bifrost registration.
extension SourceWriter {
    /// A header of 0.5–2 KB: imports, `@class`, a delegate protocol, the `@interface`.
    mutating func objcHeader() -> String {
        let fileName = type.name + ".h"
        var text = banner(fileName)
        switch type.role {
        case .routes: return text + routesHeader()
        case .serviceProtocol: return text + serviceProtocolHeader()
        case .umbrella: return text + umbrellaHeader()
        default: break
        }
        let uikit = ["UIViewController", "UITableViewCell", "UIView", "UIResponder"].contains(type.role.superclass)
        var imports = [uikit ? "#import <UIKit/UIKit.h>" : "#import <Foundation/Foundation.h>"]
        var conforms = ""
        if type.role == .moduleClass, let mediator = module.mediator.map({ plan.modules[$0] }) {
            imports.append("#import <\(mediator.name)/\(module.name)ModuleService.h>")
            conforms = " <\(module.name)ModuleService>"
        } else if rng.chance(0.2), let dependency = module.dependencies.first.map({ plan.modules[$0] }) {
            imports.append(angledImport(of: dependency))
        }
        text += imports.joined(separator: "\n") + "\n\n"

        // Forward declarations: classes of this module and of modules it depends on.
        var forward = rng.sample(module.objcClasses.filter { $0.name != type.name }.map(\.name), count: rng.int(0...2))
        if rng.chance(0.4), let dependency = module.dependencies.map({ plan.modules[$0] }).first(where: { !$0.objcClasses.isEmpty }),
           let name = className(in: dependency) {
            forward.append(name)
        }
        for name in forward { text += "@class \(name);\n" }
        let hasDelegate = type.role != .model && type.role != .item && rng.chance(0.6)
        if hasDelegate { text += "@protocol \(type.name)Delegate;\n" }
        if !forward.isEmpty || hasDelegate { text += "\n" }
        text += "NS_ASSUME_NONNULL_BEGIN\n\n"
        if rng.chance(0.3) {
            text += "typedef NS_ENUM(NSInteger, \(type.name)State) {\n    \(type.name)StateIdle = 0,\n    \(type.name)StateLoading,\n"
            text += "    \(type.name)StateLoaded,\n    \(type.name)StateFailed,\n};\n\n"
        }
        if hasDelegate {
            text += "@protocol \(type.name)Delegate <NSObject>\n@optional\n"
            text += "- (void)\(lowercasedFirst(type.name)):(\(type.name) *)sender didSelect\(subject)AtIndex:(NSInteger)index;\n@end\n\n"
        }
        text += "@interface \(type.name) : \(type.role.superclass)\(conforms)\n\n"
        if hasDelegate { text += "@property (nonatomic, weak, nullable) id<\(type.name)Delegate> delegate;\n" }
        let target = size(500...2_000)
        var members = ""
        let closing = "\n@end\n\nNS_ASSUME_NONNULL_END\n"
        while text.utf8.count + members.utf8.count + closing.utf8.count < target {
            if rng.chance(0.45) {
                let suffix = rng.pick(["Title", "Count", "Identifier", "Price", "Items", "URL"])
                let (name, _) = freshMethod { lowercasedFirst($0) + suffix }
                members += rng.pick([
                    "@property (nonatomic, copy, nullable) NSString *\(name);\n",
                    "@property (nonatomic, assign) NSInteger \(name);\n",
                    "@property (nonatomic, copy) NSArray<NSString *> *\(name);\n",
                    "@property (nonatomic, strong, readonly) NSURL *\(name);\n",
                ])
            } else {
                let (name, word) = freshMethod { "reload\($0)" }
                members += rng.pick([
                    "- (void)\(name);\n",
                    "- (void)\(name)WithCompletion:(nullable void (^)(BOOL success, NSError *_Nullable error))completion;\n",
                    "- (nullable NSString *)\(lowercasedFirst(word))TitleAtIndex:(NSInteger)index;\n",
                    "+ (instancetype)\(lowercasedFirst(word))With\(subject)Identifier:(NSString *)identifier;\n",
                ])
            }
        }
        return text + members + closing
    }

    mutating func routesHeader() -> String {
        var text = "#import <Foundation/Foundation.h>\n\n"
        text += "// URL patterns business modules bind and open with +[Bifrost handleURL:...] / -[BHRouter openURL:].\n\n"
        for business in module.served.map({ plan.modules[$0] }) {
            let slug = business.name.lowercased()
            text += "#pragma mark - \(business.name)\n\n"
            text += "/// Parameters: kRouteParamId (required).\n"
            for page in ["Home", "Detail", "List"] {
                text += "static NSString *const \(routeConstant(business, page)) = @\"//\(slug)/\(page.lowercased())\";\n"
            }
            text += "\n"
        }
        text += "#pragma mark - Parameter keys\n\nstatic NSString *const kRouteParamId = @\"id\";\nstatic NSString *const kRouteParamSource = @\"source\";\n"
        return text
    }

    mutating func serviceProtocolHeader() -> String {
        let served = type.servedModule.map { plan.modules[$0] } ?? module
        let lower = lowercasedFirst(served.name)
        var text = #"""
        #import <UIKit/UIKit.h>

        NS_ASSUME_NONNULL_BEGIN

        typedef void (^\#(served.name)ServiceCompletion)(id _Nullable result, NSError *_Nullable error);

        /// What \#(served.name) offers other modules; registered by \#(served.name)Module, found with BFModule(...) or BeeHive.
        @protocol \#(type.name) <NSObject>

        - (nullable UIViewController *)\#(lower)ViewControllerWithIdentifier:(NSString *)identifier;
        - (void)fetch\#(served.name)SummaryWithIdentifier:(NSString *)identifier completion:(\#(served.name)ServiceCompletion)completion;

        @optional

        """#
        let target = size(500...1_500)
        while text.utf8.count < target {
            let (name, _) = freshMethod { "prefetch\($0)" }
            text += "- (void)\(name)WithIdentifiers:(NSArray<NSString *> *)identifiers;\n"
        }
        return text + "\n@end\n\nNS_ASSUME_NONNULL_END\n"
    }

    func umbrellaHeader() -> String {
        var text = "#import <Foundation/Foundation.h>\n\n"
        text += "//! Project version number for \(module.name).\nFOUNDATION_EXPORT double \(module.name)VersionNumber;\n\n"
        text += "//! Project version string for \(module.name).\nFOUNDATION_EXPORT const unsigned char \(module.name)VersionString[];\n\n"
        for header in module.objcClasses.prefix(12).compactMap(\.headerName) {
            text += "#import <\(module.name)/\(header)>\n"
        }
        return text
    }

    // MARK: - Objective-C implementations

    /// An implementation of 3–8 KB (`main.m` is short, as in real apps).
    mutating func objcImplementation() -> (text: String, violationLine: Int?) {
        var text = banner(type.name + ".m")
        if type.role == .main {
            text += "#import <UIKit/UIKit.h>\n#import \"AppDelegate.h\"\n\nint main(int argc, char *argv[]) {\n"
            text += "    NSString *appDelegateClassName;\n    @autoreleasepool {\n"
            text += "        appDelegateClassName = NSStringFromClass([AppDelegate class]);\n    }\n"
            text += "    return UIApplicationMain(argc, argv, nil, appDelegateClassName);\n}\n"
            return (text, nil)
        }
        var imports = ["#import \"\(type.name).h\""]
        let siblings = module.types.filter { $0.name != type.name && ($0.language == .objc || $0.role == .umbrella) }
        imports += rng.sample(siblings.compactMap(\.headerName), count: rng.int(0...3)).map { "#import \"\($0)\"" }
        let dependencies = chosenDependencies()
        for dependency in dependencies { imports.append(angledImport(of: dependency)) }
        if let route = reachableRoute, !dependencies.contains(where: { $0.index == route.mediator.index }) || module.kind == .mediator {
            imports.append("#import <\(route.mediator.name)/\(route.mediator.prefix)Routes.h>")
        }
        let objcThirdParty = TreePlan.objcThirdParty.filter { module.thirdParty.contains($0.name) }
        if !objcThirdParty.isEmpty, rng.chance(0.4) {
            let library = rng.pick(objcThirdParty)
            imports.append("#import <\(library.name)/\(library.header)>")
        }
        var violationLine: Int?
        if let violation {
            imports.append(angledImport(of: violation))
            violationLine = lineCount(text) + imports.count
        }
        if rng.chance(0.1), let extra = module.dependencies.map({ plan.modules[$0] }).first(where: { dependency in !dependencies.contains { $0.index == dependency.index } }) {
            imports += ["", "#if DEBUG", angledImport(of: extra), "#endif"]
        }
        if module.kind == .business, rng.chance(0.03) {
            let other = plan.modules[rng.pick(plan.modules.filter { $0.kind == .business && $0.index != module.index }.map(\.index))]
            imports.append("// \(angledImport(of: other))  // removed in MALL-\(rng.int(100...999))")
        }
        text += imports.joined(separator: "\n") + "\n\n"

        let isController = type.role == .viewController || type.role == .listViewController
        text += "static NSString *const k\(type.name)CellIdentifier = @\"\(type.name)Cell\";\n"
        text += "static const NSInteger k\(type.name)PageSize = \(rng.int(10...50));\n\n"
        text += "@interface \(type.name) ()\(isController ? " <UITableViewDataSource, UITableViewDelegate>" : "")\n"
        text += "@property (nonatomic, strong) NSMutableArray<NSDictionary *> *items;\n"
        text += "@property (nonatomic, assign) NSInteger currentPage;\n"
        text += "@property (nonatomic, assign, getter=isLoading) BOOL loading;\n"
        if isController { text += "@property (nonatomic, strong) UITableView *tableView;\n" }
        text += "@end\n\n"

        text += registrationPrologue()
        text += "@implementation \(type.name)\n\n"
        text += registrationBody()
        if isController { text += objcViewDidLoad() + objcTableDataSource() }
        let target = size(3_000...8_000)
        var body = ""
        while text.utf8.count + body.utf8.count + 6 < target {
            body += objcMethod()
        }
        return (text + body + "@end\n", violationLine)
    }

    func registrationPrologue() -> String {
        guard type.role == .moduleClass, module.registration == .beeHive else { return "" }
        return "@BeeHiveMod(\(type.name))\n@BeeHiveService(\(module.name)ModuleService, \(type.name))\n"
    }

    mutating func registrationBody() -> String {
        switch type.role {
        case .moduleClass:
            // Routes are bound with Bifrost in every module (the app opens them with Bifrost).
            let bind = "[Bifrost bindURL:"
            var text = module.registration == .beeHive
                ? "- (void)modSetUp:(BHContext *)context {\n"
                : "+ (void)load {\n    BFRegister(\(module.name)ModuleService);\n}\n\n- (void)setup {\n"
            for page in ["Home", "Detail", "List"] {
                text += "    \(bind)\(routeConstant(module, page)) toHandler:^id(NSDictionary *parameters) {\n"
                text += "        NSString *identifier = parameters[kRouteParamId];\n"
                text += "        return [self \(lowercasedFirst(module.name))ViewControllerWithIdentifier:identifier ?: @\"\(page.lowercased())\"];\n"
                text += "    }];\n"
            }
            text += "}\n\n"
            text += "- (nullable UIViewController *)\(lowercasedFirst(module.name))ViewControllerWithIdentifier:(NSString *)identifier {\n"
            text += "    return identifier.length > 0 ? [[UIViewController alloc] initWithNibName:nil bundle:nil] : nil;\n}\n\n"
            return text
        case .appDelegate:
            var text = "- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {\n"
            text += "    [BHContext shareInstance].application = application;\n    [BHContext shareInstance].launchOptions = launchOptions;\n"
            text += "    [[BeeHive shareInstance] setContext:[BHContext shareInstance]];\n"
            for business in module.dependencies.map({ plan.modules[$0] }).filter({ $0.kind == .business }).prefix(8) {
                text += "    [Bifrost setupModule:@\"\(business.name)Module\"];\n"
            }
            text += "    return YES;\n}\n\n"
            return text
        case .mediator:
            return #"""
            + (instancetype)sharedInstance {
                static \#(type.name) *mediator;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    mediator = [[\#(type.name) alloc] init];
                });
                return mediator;
            }

            - (nullable id)performTarget:(NSString *)targetName action:(NSString *)actionName params:(nullable NSDictionary *)params {
                Class target = NSClassFromString([NSString stringWithFormat:@"Target_%@", targetName]);
                SEL action = NSSelectorFromString([NSString stringWithFormat:@"Action_%@:", actionName]);
                if (!target || ![target respondsToSelector:action]) {
                    return nil;
                }
            #pragma clang diagnostic push
            #pragma clang diagnostic ignored "-Warc-performSelector-leaks"
                return [target performSelector:action withObject:params];
            #pragma clang diagnostic pop
            }


            """#
        default:
            return "- (instancetype)init {\n    self = [super init];\n    if (self) {\n        _items = [NSMutableArray array];\n        _currentPage = 1;\n    }\n    return self;\n}\n\n"
        }
    }

    mutating func objcViewDidLoad() -> String {
        #"""
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = NSLocalizedString(@"\#(moduleSlug).\#(subject.lowercased()).title", nil);
            self.view.backgroundColor = [UIColor systemBackgroundColor];
            self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
            self.tableView.autoresizingMask = UIViewAutoresizingFlexibleWidth | UIViewAutoresizingFlexibleHeight;
            self.tableView.dataSource = self;
            self.tableView.delegate = self;
            self.tableView.estimatedRowHeight = \#(rng.int(44...120));
            [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:k\#(type.name)CellIdentifier];
            [self.view addSubview:self.tableView];
        }


        """#
    }

    func objcTableDataSource() -> String {
        #"""
        #pragma mark - UITableViewDataSource

        - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
            return self.items.count;
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:k\#(type.name)CellIdentifier forIndexPath:indexPath];
            NSDictionary *item = self.items[indexPath.row];
            cell.textLabel.text = item[@"title"];
            cell.detailTextLabel.text = [NSString stringWithFormat:@"%@ x %@", item[@"price"], item[@"count"]];
            return cell;
        }


        """#
    }

    /// One Objective-C method (400–1,200 bytes).
    mutating func objcMethod() -> String {
        let field = rng.pick(Self.fields)
        switch rng.int(0...7) {
        case 0:
            let (name, word) = freshMethod { "fetch\($0)" }
            return #"""
            - (void)\#(name)WithIdentifier:(NSString *)identifier completion:(void (^)(NSArray *items, NSError *error))completion {
                if (identifier.length == 0) {
                    if (completion) {
                        completion(@[], nil);
                    }
                    return;
                }
                NSMutableDictionary *parameters = [NSMutableDictionary dictionary];
                parameters[@"id"] = identifier;
                parameters[@"page"] = @(self.currentPage);
                parameters[@"size"] = @(k\#(type.name)PageSize);
                __weak typeof(self) weakSelf = self;
                [[\#(clientClass) sharedClient] GET:@"/api/\#(moduleSlug)/\#(word.lowercased())" parameters:parameters completion:^(id responseObject, NSError *error) {
                    __strong typeof(weakSelf) strongSelf = weakSelf;
                    if (!strongSelf) {
                        return;
                    }
                    NSArray *list = [responseObject isKindOfClass:[NSDictionary class]] ? responseObject[@"list"] : nil;
                    NSMutableArray *items = [NSMutableArray arrayWithCapacity:list.count];
                    for (NSDictionary *entry in list) {
                        if ([entry isKindOfClass:[NSDictionary class]]) {
                            [items addObject:entry];
                        }
                    }
                    strongSelf.currentPage += 1;
                    [strongSelf.items addObjectsFromArray:items];
                    if (completion) {
                        completion(items, error);
                    }
                }];
            }


            """#
        case 1:
            let (name, word) = freshMethod { "setup\($0)Label" }
            let container = type.role == .cell ? "self.contentView" : (type.superclass == "UIView" ? "self" : "self.view")
            return #"""
            - (UILabel *)\#(name) {
                UILabel *label = [[UILabel alloc] initWithFrame:CGRectZero];
                label.font = [UIFont systemFontOfSize:\#(rng.int(12...20)) weight:UIFontWeightMedium];
                label.textColor = [UIColor colorWithRed:0.2 green:0.2 blue:0.2 alpha:1.0];
                label.numberOfLines = \#(rng.int(1...3));
                label.text = NSLocalizedString(@"\#(moduleSlug).\#(word.lowercased())", nil);
                label.translatesAutoresizingMaskIntoConstraints = NO;
                [\#(container) addSubview:label];
                [NSLayoutConstraint activateConstraints:@[
                    [label.topAnchor constraintEqualToAnchor:\#(container).topAnchor constant:\#(rng.int(4...24))],
                    [label.leadingAnchor constraintEqualToAnchor:\#(container).leadingAnchor constant:16],
                    [label.trailingAnchor constraintEqualToAnchor:\#(container).trailingAnchor constant:-16],
                ]];
                return label;
            }


            """#
        case 2:
            let (name, _) = freshMethod { lowercasedFirst($0) + "PriceStringWithCents" }
            return #"""
            - (NSString *)\#(name):(NSInteger)cents {
                static NSNumberFormatter *formatter;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    formatter = [[NSNumberFormatter alloc] init];
                    formatter.numberStyle = NSNumberFormatterCurrencyStyle;
                    formatter.currencyCode = @"CNY";
                    formatter.minimumFractionDigits = 2;
                });
                if (cents <= 0) {
                    return @"--";
                }
                return [formatter stringFromNumber:@(cents / 100.0)] ?: @"--";
            }


            """#
        case 3:
            let (name, word) = freshMethod { "track\($0)Action" }
            return #"""
            - (void)\#(name):(NSString *)action extra:(nullable NSDictionary *)extra {
                NSMutableDictionary *properties = [NSMutableDictionary dictionaryWithDictionary:extra ?: @{}];
                properties[@"module"] = @"\#(module.name)";
                properties[@"page"] = @"\#(word.lowercased())";
                properties[@"ts"] = @((long long)([[NSDate date] timeIntervalSince1970] * 1000));
                properties[@"\#(field)"] = @(self.items.count);
                [[\#(trackerClass) sharedTracker] trackEvent:[NSString stringWithFormat:@"\#(moduleSlug)_\#(word.lowercased())_%@", action]
                                                properties:properties];
            }


            """#
        case 4:
            let (name, _) = freshMethod { "open\($0)WithIdentifier" }
            // A module that reaches no business route opens whatever route it was handed.
            let route = reachableRoute.map { routeConstant($0.business, rng.pick(["Home", "Detail", "List"])) } ?? "identifier"
            return #"""
            - (void)\#(name):(NSString *)identifier {
                if (identifier.length == 0) {
                    return;
                }
                NSDictionary *params = @{ @"id": identifier, @"from": @"\#(moduleSlug)" };
                UIViewController *controller = [Bifrost handleURL:\#(route) complexParams:params completion:nil];
                if (!controller) {
                    NSLog(@"[\#(module.name)] no handler for %@", \#(route));
                    return;
                }
                UINavigationController *navigation = (UINavigationController *)[UIApplication sharedApplication].keyWindow.rootViewController;
                if ([navigation isKindOfClass:[UINavigationController class]]) {
                    [navigation pushViewController:controller animated:YES];
                }
            }


            """#
        case 5:
            let (name, word) = freshMethod { "titleFor\($0)State" }
            let key = "\(moduleSlug).\(word.lowercased())"
            return #"""
            - (NSString *)\#(name):(NSInteger)state {
                switch (state) {
                    case 0:
                        return NSLocalizedString(@"\#(key).idle", nil);
                    case 1:
                        return NSLocalizedString(@"\#(key).loading", nil);
                    case 2:
                        return self.items.count == 0 ? NSLocalizedString(@"\#(key).empty", nil)
                                                     : [NSString stringWithFormat:NSLocalizedString(@"\#(key).count", nil), (long)self.items.count];
                    default:
                        return NSLocalizedString(@"\#(key).failed", nil);
                }
            }


            """#
        case 6:
            if let route = reachableRoute {
                let service = "\(route.business.name)ModuleService"
                let (name, _) = freshMethod { "refresh\($0)Summary" }
                let lookup = module.registration == .beeHive
                    ? "[[BeeHive shareInstance] createService:@protocol(\(service))]"
                    : "BFModule(\(service))"
                return #"""
                - (void)\#(name):(NSString *)identifier {
                    id<\#(service)> service = \#(lookup);
                    __weak typeof(self) weakSelf = self;
                    [service fetch\#(route.business.name)SummaryWithIdentifier:identifier completion:^(id result, NSError *error) {
                        if (error || ![result isKindOfClass:[NSDictionary class]]) {
                            return;
                        }
                        [weakSelf.items addObject:result];
                    }];
                }


                """#
            }
            fallthrough
        default:
            let (name, _) = freshMethod { "apply\($0)Dictionary" }
            return #"""
            - (void)\#(name):(NSDictionary *)dictionary {
                if (![dictionary isKindOfClass:[NSDictionary class]]) {
                    return;
                }
                NSInteger value = [dictionary[@"\#(field)"] integerValue];
                NSString *title = [dictionary[@"title"] isKindOfClass:[NSString class]] ? dictionary[@"title"] : @"";
                NSMutableDictionary *entry = [NSMutableDictionary dictionary];
                entry[@"title"] = title;
                entry[@"\#(field)"] = @(MAX(0, value));
                entry[@"updatedAt"] = dictionary[@"updated_at"] ?: [NSNull null];
                [self.items addObject:entry];
            }


            """#
        }
    }
}
