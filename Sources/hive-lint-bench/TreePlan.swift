/// The kind a generated module is given in the tree's `rules.json`.
enum GeneratedKind: String, CaseIterable, Codable {
    case app, business, function, mediator
}

/// How a generated type is written.
enum TypeLanguage: Equatable {
    /// One `.swift` file.
    case swift
    /// A `.h`/`.m` pair.
    case objc
    /// A `.h` alone (umbrella headers, route constants, service protocols).
    case header
    /// A `.m` alone (`main.m`).
    case implementation
}

/// What a generated type is for; decides its folder, superclass and body.
enum Role: String, CaseIterable {
    // Regular roles, drawn at random.
    case viewController = "ViewController"
    case listViewController = "ListViewController"
    case cell = "Cell"
    case view = "View"
    case headerView = "HeaderView"
    case viewModel = "ViewModel"
    case presenter = "Presenter"
    case service = "Service"
    case manager = "Manager"
    case model = "Model"
    case item = "Item"
    case request = "Request"
    case dataSource = "DataSource"
    case helper = "Helper"
    case tracker = "Tracker"
    case client = "Client"
    case cache = "Cache"
    case formatter = "Formatter"
    case config = "Config"
    // Special roles, placed by the planner.
    case moduleClass = "Module"
    case routes = "Routes"
    case serviceProtocol = "ModuleService"
    case mediator = "Mediator"
    case umbrella = "Umbrella"
    case appDelegate = "AppDelegate"
    case sceneDelegate = "SceneDelegate"
    case main = "main"

    /// Roles of feature code, for business modules and the app.
    static let feature: [Role] = [
        .viewController, .viewController, .listViewController, .cell, .cell, .view, .headerView, .viewModel, .presenter,
        .service, .manager, .model, .model, .item, .request, .dataSource, .helper, .tracker,
    ]
    /// Roles of infrastructure code, for function modules.
    static let infrastructure: [Role] = [
        .client, .manager, .helper, .cache, .formatter, .config, .service, .model, .request, .view, .cell, .tracker,
    ]

    /// The folder of the module the role's files go to.
    var folder: String {
        switch self {
        case .viewController, .listViewController: "Controllers"
        case .cell, .view, .headerView: "Views"
        case .viewModel, .presenter: "ViewModels"
        case .service, .manager, .client, .cache: "Services"
        case .model, .item, .request: "Models"
        case .dataSource: "DataSources"
        case .helper, .tracker, .formatter, .config: "Utils"
        case .moduleClass, .routes, .serviceProtocol, .mediator, .umbrella, .appDelegate, .sceneDelegate, .main: ""
        }
    }

    /// The UIKit or Foundation class a type of this role inherits from.
    var superclass: String {
        switch self {
        case .viewController, .listViewController: "UIViewController"
        case .cell: "UITableViewCell"
        case .view, .headerView: "UIView"
        case .appDelegate: "UIResponder"
        default: "NSObject"
        }
    }
}

/// One type (class, protocol or file of constants) of a module, and the files it is written to.
struct PlannedType {
    var name: String
    var role: Role
    var language: TypeLanguage
    /// The folder of its files, relative to the tree's root.
    var directory: String
    /// For service protocols and Swift service interfaces: the business module they serve.
    var servedModule: Int?

    var headerName: String? { language == .objc || language == .header ? name + ".h" : nil }

    /// Relative paths of the files, in writing order.
    var paths: [String] {
        switch language {
        case .swift: [directory + "/" + name + ".swift"]
        case .objc: [directory + "/" + name + ".h", directory + "/" + name + ".m"]
        case .header: [directory + "/" + name + ".h"]
        case .implementation: [directory + "/" + name + ".m"]
        }
    }
}

/// Which registration style a module's code uses for services and routes.
enum RegistrationStyle {
    case beeHive, bifrost
}

/// One generated module.
struct PlannedModule {
    var index: Int
    var name: String
    var kind: GeneratedKind
    /// Three-letter Objective-C class prefix, unique in the tree.
    var prefix: String
    /// The module's folder (`Modules/Goods`, `App`).
    var directory: String
    /// Where its sources go: the folder, or `<folder>/Classes` for pod-style modules.
    var sourceDirectory: String
    var fileBudget: Int
    var swiftShare: Double
    var types: [PlannedType] = []
    /// Indices of the modules its code imports (never a business module, except the app's).
    var dependencies: [Int] = []
    /// Third-party libraries (not in the tree) it imports.
    var thirdParty: [String] = []
    /// For a business module, its mediator; for a mediator, the business modules it serves.
    var mediator: Int?
    var served: [Int] = []
    var registration: RegistrationStyle = .bifrost

    /// Header file names others can import as `<Name/Header.h>`.
    var headerNames: [String] { types.compactMap(\.headerName) }
    var objcClasses: [PlannedType] { types.filter { $0.language == .objc } }
    var fileCount: Int { types.reduce(0) { $0 + $1.paths.count } }
}

/// A business → business import planted in the tree; hive-lint must report each one.
struct SeededViolation: Codable, Equatable {
    var from: String
    var to: String
    /// Where the import was written (filled in when the file is rendered).
    var file: String
    var line: Int
}

/// Plans a whole tree from a seed: module names, kinds, sizes, language mix, types,
/// dependencies and the violations to plant. Rendering reads the plan; nothing here writes.
struct TreePlan {
    var seed: UInt64
    var modules: [PlannedModule]
    /// `(from, to)` module indices of the planted business → business imports.
    var violations: [(from: Int, to: Int)]

    static let objcThirdParty: [(name: String, header: String)] = [
        ("AFNetworking", "AFNetworking.h"), ("SDWebImage", "UIImageView+WebCache.h"), ("Masonry", "Masonry.h"),
        ("YYModel", "YYModel.h"), ("MJRefresh", "MJRefresh.h"), ("MBProgressHUD", "MBProgressHUD.h"), ("FMDB", "FMDB.h"),
        ("ReactiveObjC", "ReactiveObjC.h"),
    ]
    static let swiftThirdParty = ["Alamofire", "Kingfisher", "SnapKit", "Lottie", "RxSwift", "Moya"]

    /// Names that Apple SDK modules already use; a generated module never takes one.
    static let reservedNames: Set<String> = [
        "MapKit", "PushKit", "GameKit", "PassKit", "StoreKit", "CallKit", "HomeKit", "HealthKit", "WebKit", "Network",
        "Security", "Contacts", "Photos", "Messages", "Social", "Accounts", "Vision", "Speech", "Intents", "CarPlay",
    ]

    static let businessNouns = [
        "Goods", "Shop", "Sale", "Cart", "Order", "Coupon", "Member", "Live", "Search", "Feed", "Review", "Message",
        "Profile", "Wallet", "Address", "Logistics", "Refund", "Store", "Brand", "Category", "FlashSale", "GroupBuy",
        "Auction", "Travel", "Hotel", "Ticket", "Food", "Grocery", "Pharmacy", "Video", "Music", "Game", "Community",
        "Topic", "Question", "Ranking", "Points", "Invite", "Lottery", "Checkin", "Subscription", "Vip", "Finance", "Loan",
        "Insurance", "Trade", "Deal", "Rental", "Delivery", "Booking", "Event", "News", "Chat", "Friend", "Gift", "Reward",
        "Survey", "Wishlist", "Compare", "Outlet", "Bargain",
    ]
    static let businessQualifiers = ["Home", "Detail", "Center", "Hub", "Plus", "List", "Manage", "Entry", "Board"]
    static let functionStems = [
        "Network", "Cache", "Log", "Storage", "Tracking", "Image", "Player", "Theme", "Keychain", "Crypto", "Location",
        "Push", "Share", "Payment", "Permission", "Device", "Config", "Database", "Download", "Upload", "Hybrid", "Bridge",
        "JSON", "Date", "Toast", "HUD", "Refresh", "Camera", "Scanner", "Map", "Audio", "Layout", "Font", "Color", "Icon",
        "Analytics", "ABTest", "FeatureFlag", "Env", "Account", "Login", "Session", "Socket", "WebView", "Markdown", "Emoji",
        "Badge", "Popup", "Form", "Chart", "Calendar", "Reachability", "Gzip", "Debug",
    ]
    static let functionSuffixes = ["Kit", "Core", "Utils", "UI", "Service", "Foundation"]
    static let mediatorNames = [
        "Mediator", "ServiceInterfaces", "RouterInterface", "ModuleProtocols", "BizContracts", "RouteTable", "ServiceHub",
        "ModuleBus",
    ]
    static let subjects = [
        "Detail", "List", "Home", "Search", "Filter", "Banner", "Card", "Comment", "Share", "Price", "Stock", "Sku", "Tag",
        "Rank", "Recommend", "History", "Setting", "Entry", "Header", "Footer", "Section", "Tab", "Popup", "Guide", "Badge",
        "Summary", "Preview", "Gallery", "Option", "Status", "Record", "Notice", "Promo", "Timeline", "Floor", "Bundle",
        "Address", "Payment", "Invoice", "Coupon", "Member", "Level", "Task", "Medal", "Live", "Video", "Photo", "Album",
    ]

    /// Plans a tree of about `files` source files with `violationCount` planted violations.
    init(seed: UInt64, files: Int, violationCount: Int) {
        self.seed = seed
        var rng = SplitMix64(seed: seed)
        let moduleCount = max(5, Int((Double(files) / 50).rounded()))
        let mediatorCount = max(1, Int((Double(moduleCount) * 0.03).rounded()))
        let businessCount = max(2, Int((Double(moduleCount) * 0.6).rounded()))
        let functionCount = max(1, moduleCount - mediatorCount - businessCount)

        var modules: [PlannedModule] = []
        var prefixes: Set<String> = []
        func add(_ name: String, _ kind: GeneratedKind, swiftShare: Double, rng: inout SplitMix64) {
            let directory = kind == .app ? "App" : "Modules/" + name
            let podStyle = kind != .app && rng.chance(0.3)
            modules.append(PlannedModule(
                index: modules.count, name: name, kind: kind, prefix: Self.prefix(for: name, taken: &prefixes),
                directory: directory, sourceDirectory: podStyle ? directory + "/Classes" : directory,
                fileBudget: 0, swiftShare: swiftShare, registration: rng.chance(0.5) ? .beeHive : .bifrost))
        }
        // Function modules first: a function module only imports those before it, so they never cycle.
        for name in Self.names(count: functionCount, rng: &rng, make: Self.functionNames) {
            add(name, .function, swiftShare: Self.drawSwiftShare(&rng), rng: &rng)
        }
        for name in Self.names(count: mediatorCount, rng: &rng, make: { _ in Self.mediatorNames }) {
            add(name, .mediator, swiftShare: 0.3, rng: &rng)
        }
        for name in Self.names(count: businessCount, rng: &rng, make: Self.businessNames) {
            add(name, .business, swiftShare: Self.drawSwiftShare(&rng), rng: &rng)
        }
        add("App", .app, swiftShare: 0.5, rng: &rng)

        let functions = modules.filter { $0.kind == .function }.map(\.index)
        let mediators = modules.filter { $0.kind == .mediator }.map(\.index)
        let businesses = modules.filter { $0.kind == .business }.map(\.index)
        let appIndex = modules.count - 1

        // Each business module belongs to one mediator, which declares its routes and service.
        for (i, business) in businesses.enumerated() {
            let mediator = mediators[i % mediators.count]
            modules[business].mediator = mediator
            modules[mediator].served.append(business)
        }

        // File budgets: the app and mediators by their content, the rest by random weights.
        modules[appIndex].fileBudget = max(6, Int((Double(files) * 0.005).rounded()))
        for mediator in mediators {
            let served = modules[mediator].served.count
            modules[mediator].fileBudget = 3 + served + Int((Double(served) * 0.4).rounded())
        }
        let fixed = modules.reduce(0) { $0 + $1.fileBudget }
        let flexible = businesses + functions
        let weights = flexible.map { index in
            // Business modules: a few big ones, many small ones.
            let u = rng.unit()
            return modules[index].kind == .business ? 0.3 + 2.2 * u * u : 0.4 + u
        }
        let budgets = Self.apportion(max(files - fixed, 2 * flexible.count), weights: weights, minimum: 2)
        for (index, budget) in zip(flexible, budgets) { modules[index].fileBudget = budget }

        // Dependencies: function → earlier function modules; mediator → low-level function
        // modules; business → function modules and mediators; app → everything.
        for index in functions {
            let position = functions.firstIndex(of: index) ?? 0
            let lower = Array(functions[..<position])
            modules[index].dependencies = rng.sample(lower, count: rng.int(0...min(3, lower.count))).sorted()
            if rng.chance(0.35) { modules[index].thirdParty = Self.drawThirdParty(&rng, count: 1) }
        }
        let core = Array(functions.prefix(10))
        for index in mediators {
            modules[index].dependencies = rng.sample(core, count: rng.int(0...min(2, core.count))).sorted()
        }
        for index in businesses {
            var dependencies = rng.sample(functions, count: rng.int(min(2, functions.count)...min(6, functions.count)))
            if let own = modules[index].mediator { dependencies.append(own) }
            if mediators.count > 1, rng.chance(0.3) { dependencies.append(rng.pick(mediators)) }
            modules[index].dependencies = Array(Set(dependencies)).sorted()
            modules[index].thirdParty = Self.drawThirdParty(&rng, count: rng.int(0...2))
        }
        modules[appIndex].dependencies = (mediators + businesses + rng.sample(functions, count: min(10, functions.count))).sorted()

        // Planted violations: from an earlier business module to a later one, so they never form a cycle.
        var planted: [(from: Int, to: Int)] = []
        var attempts = 0
        while planted.count < min(violationCount, businesses.count * (businesses.count - 1) / 2), attempts < 10_000 {
            attempts += 1
            let a = rng.int(0...(businesses.count - 2))
            let b = rng.int((a + 1)...(businesses.count - 1))
            let pair = (from: businesses[a], to: businesses[b])
            if !planted.contains(where: { $0.from == pair.from && $0.to == pair.to }) { planted.append(pair) }
        }
        violations = planted

        for index in modules.indices { Self.planTypes(of: &modules[index], all: modules, rng: &rng) }
        self.modules = modules
    }

    var totalFiles: Int { modules.reduce(0) { $0 + $1.fileCount } }

    // MARK: - Names

    private static func names(count: Int, rng: inout SplitMix64, make: (inout SplitMix64) -> [String]) -> [String] {
        var result: [String] = []
        var seen: Set<String> = []
        for name in make(&rng) where !reservedNames.contains(name) && !seen.contains(name) {
            if result.count == count { break }
            result.append(name)
            seen.insert(name)
        }
        // Past the word lists, number the names.
        var round = 2
        let base = result
        while result.count < count, !base.isEmpty {
            for name in base where result.count < count { result.append(name + String(round)) }
            round += 1
        }
        return result
    }

    private static func businessNames(_ rng: inout SplitMix64) -> [String] {
        let bare = rng.shuffled(businessNouns)
        let combined = rng.shuffled(businessQualifiers.flatMap { qualifier in businessNouns.map { $0 + qualifier } })
        return bare + combined
    }

    private static func functionNames(_ rng: inout SplitMix64) -> [String] {
        let first = rng.shuffled(functionStems).map { $0 + rng.pick(functionSuffixes) }
        let rest = rng.shuffled(functionSuffixes.flatMap { suffix in functionStems.map { $0 + suffix } })
        return first + rest
    }

    /// A three-letter class prefix from the name's capitals and consonants, unique in the tree.
    static func prefix(for name: String, taken: inout Set<String>) -> String {
        let letters = name.filter { $0.isLetter }.uppercased()
        let capitals = name.filter { $0.isUppercase }
        let consonants = letters.filter { !"AEIOU".contains($0) }
        var candidates: [String] = []
        for source in [capitals + consonants.dropFirst(), consonants, letters] where source.count >= 3 {
            candidates.append(String(source.prefix(3)))
        }
        let head = String(letters.prefix(2)).padding(toLength: 2, withPad: "X", startingAt: 0)
        for letter in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" { candidates.append(head + String(letter)) }
        for first in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" {
            for second in "ABCDEFGHIJKLMNOPQRSTUVWXYZ" { candidates.append(String(head.prefix(1)) + String(first) + String(second)) }
        }
        for candidate in candidates where !taken.contains(candidate) {
            taken.insert(candidate)
            return candidate
        }
        return "ZZZ"
    }

    // MARK: - Sizes and mixes

    /// The share of a module's files written in Swift; averages about 0.6.
    private static func drawSwiftShare(_ rng: inout SplitMix64) -> Double {
        let roll = rng.unit()
        switch roll {
        case ..<0.27: return 1.0
        case ..<0.42: return 0.85
        case ..<0.62: return 0.6
        case ..<0.77: return 0.4
        case ..<0.90: return 0.15
        default: return 0.0
        }
    }

    private static func drawThirdParty(_ rng: inout SplitMix64, count: Int) -> [String] {
        rng.sample(objcThirdParty.map(\.name) + swiftThirdParty, count: count).sorted()
    }

    /// Splits `total` into parts proportional to `weights` (largest remainder), each at least `minimum`.
    static func apportion(_ total: Int, weights: [Double], minimum: Int) -> [Int] {
        guard !weights.isEmpty else { return [] }
        let spare = max(0, total - minimum * weights.count)
        let sum = weights.reduce(0, +)
        let exact = weights.map { Double(spare) * $0 / sum }
        var parts = exact.map { Int($0.rounded(.down)) }
        let order = exact.indices.sorted { a, b in
            let (ra, rb) = (exact[a] - Double(parts[a]), exact[b] - Double(parts[b]))
            return ra != rb ? ra > rb : a < b
        }
        var left = spare - parts.reduce(0, +)
        for index in order where left > 0 {
            parts[index] += 1
            left -= 1
        }
        return parts.map { $0 + minimum }
    }

    // MARK: - Types

    private static func planTypes(of module: inout PlannedModule, all: [PlannedModule], rng: inout SplitMix64) {
        var names: Set<String> = []
        let root = module.sourceDirectory
        func folder(_ role: Role) -> String { role.folder.isEmpty ? root : root + "/" + role.folder }
        func add(_ name: String, _ role: Role, _ language: TypeLanguage, directory: String? = nil, serves: Int? = nil) {
            names.insert(name)
            module.types.append(PlannedType(
                name: name, role: role, language: language, directory: directory ?? folder(role), servedModule: serves))
        }
        var budget = module.fileBudget

        switch module.kind {
        case .mediator:
            add(module.prefix + "Routes", .routes, .header)
            add(module.prefix + "Mediator", .mediator, .objc)
            budget -= 3
            let protocols = module.directory + "/Protocols"
            for business in module.served {
                add(all[business].name + "ModuleService", .serviceProtocol, .header, directory: protocols, serves: business)
                budget -= 1
            }
            let swiftServices = rng.sample(module.served, count: max(0, budget)).sorted()
            for business in swiftServices {
                add(all[business].name + "ServiceProtocol", .serviceProtocol, .swift, directory: module.directory + "/Swift", serves: business)
            }
            return
        case .app:
            add("AppDelegate", .appDelegate, .objc)
            add("main", .main, .implementation)
            add("SceneDelegate", .sceneDelegate, .swift)
            budget -= 4
        case .business, .function:
            break
        }

        var swiftFiles = Int((Double(budget) * module.swiftShare).rounded())
        var objcFiles = budget - swiftFiles
        if module.kind == .business {
            // The module class registers the module's service and routes.
            if objcFiles >= 2 {
                add(module.name + "Module", .moduleClass, .objc)
                objcFiles -= 2
            } else if swiftFiles >= 1 {
                add(module.name + "Module", .moduleClass, .swift)
                swiftFiles -= 1
            }
        }
        if objcFiles % 2 == 1 {
            add(module.name, .umbrella, .header, directory: root)
            objcFiles -= 1
        }
        let roles = module.kind == .function ? Role.infrastructure : Role.feature
        func freshName(_ role: Role, objc: Bool) -> String {
            let stem = objc ? module.prefix : module.name
            for _ in 0..<8 {
                let candidate = stem + rng.pick(subjects) + role.rawValue
                if !names.contains(candidate) { return candidate }
            }
            let subject = rng.pick(subjects)
            var number = 2
            while names.contains(stem + subject + String(number) + role.rawValue) { number += 1 }
            return stem + subject + String(number) + role.rawValue
        }
        // Interleave languages so each folder holds both, like a module mid-migration.
        while objcFiles >= 2 || swiftFiles >= 1 {
            let useObjC = objcFiles >= 2 && (swiftFiles == 0 || rng.unit() < Double(objcFiles) / Double(objcFiles + swiftFiles))
            let role = rng.pick(roles)
            if useObjC {
                add(freshName(role, objc: true), role, .objc)
                objcFiles -= 2
            } else {
                add(freshName(role, objc: false), role, .swift)
                swiftFiles -= 1
            }
        }
    }
}
