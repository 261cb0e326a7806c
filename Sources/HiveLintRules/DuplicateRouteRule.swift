import HiveLintConfig
import HiveLintCore

/// The `duplicate-route` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct DuplicateRouteRule: Rule {
    public static let typeName = "duplicate-route"
    public static let summary = "a route or target-action is bound twice, or two patterns conflict"

    public static let defaults = [
        RuleInstance(name: "duplicate-route", type: typeName, severity: .error, options: [:], comment: "A route or target-action is bound twice, or two patterns take the same URLs."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        A URL route is bound twice, two patterns take the same URLs
        (`app://feed/:fid` and `app://feed/:postID`), or a target-action is provided twice. Which
        handler runs then depends on registration order. Reported once per route, at the second
        binding, with every binding as evidence; bindings in different `#if` branches are never
        both compiled and do not count, nor do bindings in two different `app` modules (two
        apps of one repository, each with its own copy of a `Target_Net`; an app and its
        extension), each its own executable.
        """#,
        examples: [
            RuleExample("the message module binds its own pattern for feed posts", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Feed", "Message"] }
                }
                """#),
                ("Modules/Feed/FEDFeedRouter.m", #"""
                #import <MGJRouter/MGJRouter.h>
                #import "FEDPostViewController.h"

                @interface FEDFeedRouter : NSObject
                @end

                @implementation FEDFeedRouter
                + (void)load {
                    [MGJRouter registerURLPattern:@"mgj://feed/:fid" toHandler:^(NSDictionary *routerParameters) {
                        FEDPostViewController *post = [[FEDPostViewController alloc] initWithPostID:routerParameters[@"fid"]];
                        [routerParameters[MGJRouterParameterUserInfo][@"navigationController"] pushViewController:post animated:YES];
                    }];
                }
                @end
                """#),
                ("Modules/Message/MSGMessageRouter.m", #"""
                #import <MGJRouter/MGJRouter.h>
                #import "MSGChatViewController.h"
                #import "MSGSharedPostViewController.h"

                @interface MSGMessageRouter : NSObject
                @end

                @implementation MSGMessageRouter
                + (void)load {
                    [MGJRouter registerURLPattern:@"mgj://message/chat/:uid" toHandler:^(NSDictionary *routerParameters) {
                        MSGChatViewController *chat = [[MSGChatViewController alloc] initWithUserID:routerParameters[@"uid"]];
                        [routerParameters[MGJRouterParameterUserInfo][@"navigationController"] pushViewController:chat animated:YES];
                    }];
                    // A post shared into a chat, shown the chat's way.
                    [MGJRouter registerURLPattern:@"mgj://feed/:postID" toHandler:^(NSDictionary *routerParameters) {
                        MSGSharedPostViewController *post = [[MSGSharedPostViewController alloc] initWithPostID:routerParameters[@"postID"]];
                        [routerParameters[MGJRouterParameterUserInfo][@"navigationController"] pushViewController:post animated:YES];
                    }];
                }
                @end
                """#),
            ]),
            RuleExample("the message module opens the feed's route instead", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Feed", "Message"] }
                }
                """#),
                ("Modules/Feed/FEDFeedRouter.m", #"""
                #import <MGJRouter/MGJRouter.h>
                #import "FEDPostViewController.h"

                @interface FEDFeedRouter : NSObject
                @end

                @implementation FEDFeedRouter
                + (void)load {
                    [MGJRouter registerURLPattern:@"mgj://feed/:fid" toHandler:^(NSDictionary *routerParameters) {
                        FEDPostViewController *post = [[FEDPostViewController alloc] initWithPostID:routerParameters[@"fid"]];
                        [routerParameters[MGJRouterParameterUserInfo][@"navigationController"] pushViewController:post animated:YES];
                    }];
                }
                @end
                """#),
                ("Modules/Message/MSGMessageRouter.m", #"""
                #import <MGJRouter/MGJRouter.h>
                #import "MSGChatViewController.h"

                @interface MSGMessageRouter : NSObject
                @end

                @implementation MSGMessageRouter
                + (void)load {
                    [MGJRouter registerURLPattern:@"mgj://message/chat/:uid" toHandler:^(NSDictionary *routerParameters) {
                        MSGChatViewController *chat = [[MSGChatViewController alloc] initWithUserID:routerParameters[@"uid"]];
                        [routerParameters[MGJRouterParameterUserInfo][@"navigationController"] pushViewController:chat animated:YES];
                    }];
                }
                @end
                """#),
                ("Modules/Message/MSGChatViewController.m", #"""
                #import <MGJRouter/MGJRouter.h>
                #import "MSGChatViewController.h"

                @implementation MSGChatViewController
                - (void)didTapSharedPost:(NSString *)postID {
                    // The feed owns posts: open its route.
                    [MGJRouter openURL:[NSString stringWithFormat:@"mgj://feed/%@", postID]
                          withUserInfo:@{@"navigationController": self.navigationController}
                            completion:nil];
                }
                @end
                """#),
            ]),
        ])

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let routes = context.manifest.routes.filter { $0.resolution != .dynamic && $0.resolved != nil && context.checks($0.module) }
        let apps = context.appModules
        let groups = Dictionary(grouping: routes) { route -> String in
            if route.isTargetAction { return "\(route.framework) \(route.key ?? "")" }
            return "\(route.framework) \(RoutePattern(route.resolved ?? "").shape)"
        }
        return groups.sorted { $0.key < $1.key }.compactMap { _, entries in
            let sorted = Conditions.clashing(entries.sorted { $0.location < $1.location }, condition: \.condition, module: \.module, apps: apps)
            guard sorted.count > 1 else { return nil }
            let second = sorted[1]
            let patterns = Set(sorted.compactMap(\.resolved))
            let subject = second.key ?? ""
            let message = second.isTargetAction
                ? "target-action \(subject) is provided \(sorted.count) times"
                : patterns.count > 1
                    ? "route patterns \(patterns.sorted().joined(separator: " and ")) take the same URLs"
                    : "route \(subject) is bound \(sorted.count) times"
            return Violation(
                rule: context.ruleName, severity: .error, message: message,
                from: RuleContext.name(second.module), to: RuleContext.name(sorted[0].module), location: second.location,
                evidence: sorted.map { Evidence(kind: .registration, location: $0.location, text: "\($0.mechanism) \($0.resolved ?? $0.pattern)") },
                subject: subject)
        }
    }
}
