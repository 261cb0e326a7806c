import HiveLintCore

/// Naming conventions from the modularization guides (Bifrost, BeeHive, TinyPart, Tuist's
/// µFeatures), used only when `rules.json` does not classify a module and its manifest
/// does not imply a kind. Patterns are globs, matched case-insensitively; the first match in
/// this order wins: test, example, mediator, app, business, function. The README lists them.
/// A name that could as well be a feature (`LoginUI`, `Login`, `Logistics`) matches no
/// function pattern: unclassified is left out of the rules, while a feature taken for a
/// function module would be reported for the business code it depends on.
public enum Conventions {
    public struct Convention: Sendable, Hashable {
        public var kind: ModuleKind
        /// A glob over the module name, or (when it contains `/`) over the module path.
        public var pattern: String

        /// Whether `pattern` is over the module path (checked on bytes: the classifier asks for
        /// every convention and module, and Foundation's `contains` is slow).
        public var isOverPath: Bool { pattern.utf8.contains(UInt8(ascii: "/")) }
    }

    public static let all: [Convention] = {
        var list: [Convention] = []
        func add(_ kind: ModuleKind, _ patterns: [String]) {
            list += patterns.map { Convention(kind: kind, pattern: $0) }
        }
        add(.test, [
            "*tests", "*uitests", "*spec", "*specs", "*testsupport", "*testing", "*_tests", "mock", "mocks", "*mock", "*mocks",
            "testhelpers", "*testhelpers", "*fakes", "*stubs", "testutils", "*testutils", "testkit", "*testkit",
            "testshared", "*testshared", "*testsshared", "testingshared", "*testingshared",
        ])
        add(.example, [
            "example", "examples", "*example", "*examples", "demo", "demos", "*demo", "*demos", "*sample", "*samples",
            "*playground", "*demoapp", "*exampleapp", "*sampleapp", "**/example/*", "**/examples/*", "**/demo/*", "**/demos/*", "**/samples/*",
        ])
        add(.mediator, [
            "mediator", "*mediator", "mediator*", "*interface", "*interfaces", "*protocol", "*protocols", "*contract",
            "*contracts", "router", "*routers", "routing", "service", "services", "*serviceinterface",
            "**/mediator/*", "**/interfaces/*",
        ])
        add(.app, ["app", "*app", "*application"])
        add(.business, [
            "feature.*", "features.*", "*feature", "*features", "business.*", "biz.*", "*business",
            "**/features/*", "**/feature/*", "**/business/*", "**/businesses/*", "**/businessmodule*/*", "**/businesscomponent*/*",
            "**/featuremodule*/*",
        ])
        add(.function, [
            "capability.*", "component.*", "components.*", "common.*", "plugin.*", "service.*", "library.*", "core.*",
            "common", "*common", "common*", "core", "*core", "corekit", "base", "base*", "foundation*", "*foundation",
            "*kit", "*utils", "*utilities", "*util", "ui*", "*uikit", "designsystem", "*designsystem", "designsystem*", "theme*",
            "network*", "*networking", "*network", "*extensions", "log", "logs", "logger*", "logging*", "*logger", "*logging", "*analytics",
            "*tracking", "*storage", "*cache", "*persistence", "*database", "*helpers", "*components", "*resources",
            "shared", "shared*", "*shared", "domain", "*domain", "domain*", "data", "*data",
            "**/capabilities/*", "**/components/*", "**/common/*", "**/core/*", "**/libraries/*", "**/plugins/*",
            "**/foundation/*", "**/infrastructure/*", "**/shared/*", "**/basicmodule*/*", "**/basemodule*/*", "**/basiccomponent*/*",
            "**/basecomponent*/*", "**/functionmodule*/*", "**/functionalmodule*/*", "**/commonmodule*/*",
        ])
        return list
    }()

    /// Names a business name convention (`*feature`, `*business`) matches that are the layer
    /// gathering the features, not a feature (a Tuist template's `Feature` target composing
    /// them all).
    public static let layerNames: Set<String> = ["feature", "features", "business", "businesses"]

    /// What a name matching a business name convention is, besides the suffix, when the
    /// module is the app's composition root: `AppFeature`, `RootFeature`, and `App` or `Root`
    /// in a features folder (a TCA app's root reducer and view, which the app target only
    /// starts). It gathers the features the way the app shell does, so it is no feature;
    /// nor is it an app by its name (a library named like an app is none).
    public static let compositionRootNames: Set<String> = ["app", "root", "approot"]

    /// The business name conventions whose suffix `compositionRootNames` and
    /// `sharedBaseNames` are read before.
    public static let businessSuffixes = ["features", "feature"]

    /// What a name matching a business name convention is, besides the suffix, when the
    /// module is the features' shared base: `BaseFeature`, `CommonFeatures`, `SharedFeature`,
    /// `InputInformationBaseFeature` (base view controllers, routers, views every feature or
    /// a family of features builds on; `CoreFeature`, the feature flags every feature reads)
    /// is a function module. Only as a word before the suffix: `BaseTabFeature` is a feature
    /// (the tab bar), `DatabaseFeature` is not a base, nor is `ScoreFeature` a core.
    public static let sharedBaseNames: Set<String> = ["base", "common", "shared", "core"]

    /// The name convention that alone gave a module its kind, read from its reason (`name
    /// matches convention *kit`); `nil` when something else did, or more was said.
    public static func nameConvention(givingReason reason: String) -> String? {
        let prefix = "name matches convention "
        return reason.hasPrefix(prefix) ? String(reason.dropFirst(prefix.count)) : nil
    }

    /// Whether a kind reason says the module's name beat the business folder it lies in
    /// (`name matches convention core, which says more than its package folder
    /// Projects/Feature/Core matches convention **/feature/*`), as `Classifier` writes it.
    public static func nameSaysMoreThanFolder(givingReason reason: String) -> Bool {
        reason.hasPrefix("name ") && reason.contains(", which says more than its ")
    }

    /// The path convention a kind reason names (`package folder Projects/Shared/Kit matches
    /// convention **/shared/*`: `**/shared/*`), or `nil`: the folder the module lies in made its
    /// kind, not its name.
    public static func pathConvention(givingReason reason: String) -> String? {
        guard nameConvention(givingReason: reason) == nil, let range = reason.range(of: " matches convention ") else { return nil }
        let pattern = reason[range.upperBound...].prefix { $0 != " " && $0 != "," && $0 != ";" }
        return pattern.contains("/") ? String(pattern) : nil
    }

    /// Mediator conventions that name a layer rather than a contract (`Service`): a module
    /// only they make a mediator, declaring no protocol and holding no category, is as likely
    /// an infrastructure layer (an API client, an umbrella re-exporting packages), and function
    /// evidence may say so (see `Evidence`). Interfaces and routers keep their name: their
    /// contracts may be data types and route enums.
    public static let serviceLayerPatterns: Set<String> = ["service", "services"]

    /// Whether a folder's name names a Clean Architecture domain layer (`Domain`,
    /// `StockDomain`, `DomainLayer`), as the function conventions `domain`, `*domain` and
    /// `domain*` do.
    public static func namesDomainLayer(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("domain") || lowered.hasSuffix("domain")
    }

    /// Mediator conventions naming a feature's interface (`GoodsInterface`): an Objective-C
    /// module only they make a mediator, whose protocols and categories of other classes are
    /// fewer than a fifth of its classes, is a kit of classes (a UI framework), and its name
    /// and code disagree (see `Evidence`).
    public static let interfacePatterns: Set<String> = ["*interface", "*interfaces"]

    /// Function conventions a feature's own parts, or a feature, are named by too (`GameCore`,
    /// `ProfileKit`, `CheckoutComponents`; `OrderTracking`, `SalesAnalytics` screens): in a
    /// business folder the folder decides, and a module they alone make a function module,
    /// whose code depends on business modules, is `unclassified` (see `Classifier.reconcile`).
    public static let weakFunctionPatterns: Set<String> = [
        "*core", "*kit", "*helpers", "*components", "*resources", "ui*", "*tracking", "*analytics", "domain", "*domain", "domain*", "data", "*data",
    ]
}
