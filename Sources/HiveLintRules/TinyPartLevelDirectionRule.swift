import HiveLintConfig
import HiveLintCore

/// The `tinypart-level-direction` rule type; its documentation is `documentation` below (`hive-lint explain`).
public struct TinyPartLevelDirectionRule: Rule {
    public static let typeName = "tinypart-level-direction"
    public static let summary = "a TinyPart Report sent up, or a Broadcast only lower modules observe"

    public static let defaults = [
        RuleInstance(name: "tinypart-level-direction", type: typeName, severity: .error, options: [:], comment: "TinyPart Reports go down or sideways, Broadcasts up."),
    ]

    public static let documentation = RuleDocumentation(
        #"""
        TinyPart notifications sent against the level direction
        (basic < middle < topout). A Report (`reportNotification:targetModule:`) goes to a lower or
        same-level module, so one to a higher-level module is reported. A Broadcast goes up, so
        one whose every observer sits in a lower-level module reaches none of them. A module's
        level is that of the TinyPart module entry in its hive-lint module.
        """#,
        examples: [
            RuleExample("a basic-level article screen sends a Report up to the topout feed", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Article", "Feed"] }
                }
                """#),
                ("Modules/Feed/FEDFeedModule.m", #"""
                #import <TinyPart/TinyPart.h>

                @interface FEDFeedModule : NSObject <TPModuleProtocol>
                @end

                @implementation FEDFeedModule

                TP_MODULE_AUTO_REGISTER
                TP_MODULE_LEVEL(TPModuleLevelTopout)

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [[FEDFeedModule tp_notificationCenter] addObserver:self selector:@selector(articleReadingFinished:) name:@"ArticleReadingFinished" object:nil];
                    return YES;
                }

                - (void)articleReadingFinished:(NSNotification *)notification {
                    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:notification.userInfo[@"articleId"]];
                }

                @end
                """#),
                ("Modules/Article/ATCArticleModule.m", #"""
                #import <TinyPart/TinyPart.h>

                @interface ATCArticleModule : NSObject <TPModuleProtocol>
                @end

                @implementation ATCArticleModule

                TP_MODULE_AUTO_REGISTER
                TP_MODULE_LEVEL(TPModuleLevelBasic)

                @end
                """#),
                ("Modules/Article/ATCArticleDetailViewController.m", #"""
                #import <UIKit/UIKit.h>
                #import <TinyPart/TinyPart.h>

                @interface ATCArticleDetailViewController : UIViewController
                @property (nonatomic, copy) NSString *articleId;
                @end

                @implementation ATCArticleDetailViewController
                - (void)readerDidReachEnd {
                    NSString *articleId = self.articleId;
                    // Let the feed mark the story as read.
                    [[ATCArticleDetailViewController tp_notificationCenter] reportNotification:^(TPNotificationMaker *make) {
                        make.name(@"ArticleReadingFinished").userInfo(@{@"articleId": articleId});
                    } targetModule:@"FEDFeedModule"];
                }
                @end
                """#),
            ]),
            RuleExample("the article screen broadcasts instead, and the feed above observes", violations: 0, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Article", "Feed"] }
                }
                """#),
                ("Modules/Feed/FEDFeedModule.m", #"""
                #import <TinyPart/TinyPart.h>

                @interface FEDFeedModule : NSObject <TPModuleProtocol>
                @end

                @implementation FEDFeedModule

                TP_MODULE_AUTO_REGISTER
                TP_MODULE_LEVEL(TPModuleLevelTopout)

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [[FEDFeedModule tp_notificationCenter] addObserver:self selector:@selector(articleReadingFinished:) name:@"ArticleReadingFinished" object:nil];
                    return YES;
                }

                - (void)articleReadingFinished:(NSNotification *)notification {
                    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:notification.userInfo[@"articleId"]];
                }

                @end
                """#),
                ("Modules/Article/ATCArticleModule.m", #"""
                #import <TinyPart/TinyPart.h>

                @interface ATCArticleModule : NSObject <TPModuleProtocol>
                @end

                @implementation ATCArticleModule

                TP_MODULE_AUTO_REGISTER
                TP_MODULE_LEVEL(TPModuleLevelBasic)

                @end
                """#),
                ("Modules/Article/ATCArticleDetailViewController.m", #"""
                #import <UIKit/UIKit.h>
                #import <TinyPart/TinyPart.h>

                @interface ATCArticleDetailViewController : UIViewController
                @property (nonatomic, copy) NSString *articleId;
                @end

                @implementation ATCArticleDetailViewController
                - (void)readerDidReachEnd {
                    NSString *articleId = self.articleId;
                    // Whoever sits above (the feed) marks the story as read.
                    [[ATCArticleDetailViewController tp_notificationCenter] broadcastNotification:^(TPNotificationMaker *make) {
                        make.name(@"ArticleReadingFinished").userInfo(@{@"articleId": articleId});
                    }];
                }
                @end
                """#),
            ]),
            RuleExample("the topout feed broadcasts a refresh only the basic-level article module observes", violations: 1, files: [
                ("rules.json", #"""
                {
                  "version": 1,
                  "discovery": { "folders": ["Modules/*"] },
                  "kinds": { "business": ["Article", "Feed"] }
                }
                """#),
                ("Modules/Feed/FEDFeedModule.m", #"""
                #import <TinyPart/TinyPart.h>

                @interface FEDFeedModule : NSObject <TPModuleProtocol>
                @end

                @implementation FEDFeedModule

                TP_MODULE_AUTO_REGISTER
                TP_MODULE_LEVEL(TPModuleLevelTopout)

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [[FEDFeedModule tp_notificationCenter] addObserver:self selector:@selector(articleReadingFinished:) name:@"ArticleReadingFinished" object:nil];
                    return YES;
                }

                - (void)articleReadingFinished:(NSNotification *)notification {
                    [[NSUserDefaults standardUserDefaults] setBool:YES forKey:notification.userInfo[@"articleId"]];
                }

                @end
                """#),
                ("Modules/Feed/FEDFeedViewController.m", #"""
                #import <UIKit/UIKit.h>
                #import <TinyPart/TinyPart.h>

                @interface FEDFeedViewController : UITableViewController
                @end

                @implementation FEDFeedViewController
                - (void)feedDidLoad:(NSArray<NSString *> *)articleIds {
                    [self.tableView reloadData];
                    [[FEDFeedViewController tp_notificationCenter] broadcastNotification:^(TPNotificationMaker *make) {
                        make.name(@"FeedDidRefresh").userInfo(@{@"articleIds": articleIds});
                    }];
                }
                @end
                """#),
                ("Modules/Article/ATCArticleModule.m", #"""
                #import <TinyPart/TinyPart.h>

                @interface ATCArticleModule : NSObject <TPModuleProtocol>
                @end

                @implementation ATCArticleModule

                TP_MODULE_AUTO_REGISTER
                TP_MODULE_LEVEL(TPModuleLevelBasic)

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    // Warm the offline cache with whatever the feed just loaded.
                    [[ATCArticleModule tp_notificationCenter] addObserver:self selector:@selector(feedDidRefresh:) name:@"FeedDidRefresh" object:nil];
                    return YES;
                }

                - (void)feedDidRefresh:(NSNotification *)notification {
                    [ATCArticleCache prefetchArticles:notification.userInfo[@"articleIds"]];
                }

                @end
                """#),
            ]),
        ])

    static let levels = ["basic", "middle", "topout"]

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let entries = context.manifest.moduleEntries.filter { $0.framework == "tinypart" }
        let levelOfClass = Dictionary(entries.compactMap { entry in entry.level.map { (entry.name, $0) } }, uniquingKeysWith: { first, _ in first })
        var levelOfModule: [String: String] = [:]
        for entry in entries.sorted() {
            if let module = entry.module, let level = entry.level, levelOfModule[module] == nil { levelOfModule[module] = level }
        }
        let observers = Dictionary(grouping: context.manifest.consumers.filter { $0.kind == .observe }, by: \.key)
        let broadcasts = context.manifest.consumers.compactMap { consumer -> Violation? in
            guard consumer.kind == .broadcast, consumer.resolution != .dynamic, context.checks(consumer.module),
                  let sender = consumer.module, let senderLevel = levelOfModule[sender], let from = Self.levels.firstIndex(of: senderLevel),
                  let watching = observers[consumer.key], !watching.isEmpty else { return nil }
            let levels = watching.map { observer in observer.module.flatMap { levelOfModule[$0] }.flatMap { Self.levels.firstIndex(of: $0) } }
            guard levels.allSatisfy({ $0.map { $0 < from } ?? false }) else { return nil }
            let names = Set(watching.compactMap(\.module)).sorted()
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "\(sender) (\(senderLevel)) broadcasts \(consumer.key), but only lower-level modules observe it (\(names.joined(separator: ", "))); Broadcasts go up, use a Report",
                from: sender, to: names.first ?? sender, location: consumer.location,
                evidence: [Evidence(kind: .registration, location: consumer.location, text: "\(consumer.mechanism) \(consumer.key)")]
                    + watching.sorted().map { Evidence(kind: .registration, location: $0.location, text: "\($0.mechanism) \($0.key)") },
                subject: consumer.key)
        }
        return broadcasts + context.manifest.consumers.compactMap { consumer in
            guard consumer.kind == .report, consumer.resolution != .dynamic, context.checks(consumer.module),
                  let sender = consumer.module, let senderLevel = levelOfModule[sender], let targetLevel = levelOfClass[consumer.key],
                  let from = Self.levels.firstIndex(of: senderLevel), let to = Self.levels.firstIndex(of: targetLevel), to > from else { return nil }
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "\(sender) (\(senderLevel)) sends a Report to \(consumer.key) (\(targetLevel)); Reports go to lower or same-level modules, use a Broadcast",
                from: sender, to: consumer.provider ?? sender, location: consumer.location,
                evidence: [Evidence(kind: .registration, location: consumer.location, text: "\(consumer.mechanism) \(consumer.key)")],
                subject: consumer.key)
        }
    }
}
