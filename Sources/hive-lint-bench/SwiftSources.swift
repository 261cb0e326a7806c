/// Swift files of the generated tree: view controllers, views and cells, services, models,
/// module classes that register routes, and the mediators' service interfaces.
extension SourceWriter {
    /// A Swift file of 2–6 KB (service interfaces in mediators are smaller).
    mutating func swiftFile() -> (text: String, violationLine: Int?) {
        var text = banner(type.name + ".swift")
        let uikit = [.viewController, .listViewController, .cell, .view, .headerView, .sceneDelegate, .moduleClass].contains(type.role)
        var imports = [uikit ? "import UIKit" : "import Foundation"]
        let dependencies = chosenDependencies()
        imports += dependencies.map { "import \($0.name)" }
        if !module.thirdParty.isEmpty, rng.chance(0.3) { imports.append("import \(rng.pick(module.thirdParty))") }
        var violationLine: Int?
        if let violation {
            imports.append("import \(violation.name)")
            violationLine = lineCount(text) + imports.count
        }
        if rng.chance(0.1), let extra = module.dependencies.map({ plan.modules[$0] }).first(where: { dependency in !dependencies.contains { $0.index == dependency.index } }) {
            imports += ["#if DEBUG", "import \(extra.name)", "#endif"]
        }
        if module.kind == .business, rng.chance(0.03) {
            let other = plan.modules[rng.pick(plan.modules.filter { $0.kind == .business && $0.index != module.index }.map(\.index))]
            imports.append("// import \(other.name)  // removed in MALL-\(rng.int(100...999)); kept for reference")
        }
        text += imports.joined(separator: "\n") + "\n\n"

        switch type.role {
        case .serviceProtocol:
            text += swiftServiceInterface()
            return (text, violationLine)
        case .model, .item, .request, .config:
            text += swiftModelHead()
        case .viewController, .listViewController:
            text += swiftViewControllerHead()
        case .cell, .view, .headerView:
            text += swiftViewHead()
        case .moduleClass:
            text += swiftModuleClassHead()
        case .sceneDelegate:
            text += swiftSceneDelegateHead()
        default:
            text += swiftServiceHead()
        }
        let target = size(2_000...6_000)
        var body = ""
        while text.utf8.count + body.utf8.count + 2 < target {
            body += "\n" + swiftMethod()
        }
        text += body + "}\n"
        if type.role == .viewController || type.role == .listViewController { text += swiftTableExtension() }
        return (text, violationLine)
    }

    func lineCount(_ text: String) -> Int { text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) } }

    mutating func swiftModelHead() -> String {
        let fields = rng.sample(Self.fields, count: rng.int(3...6))
        var text = "/// A \(subject.lowercased()) record of the \(module.name) module, decoded from the server's JSON.\n"
        text += "struct \(type.name): Codable, Hashable {\n    let id: String\n"
        for field in fields { text += "    var \(field): Int\n" }
        text += "    var updatedAt: Date?\n    var isAvailable: Bool { \(fields[0]) > 0 }\n\n"
        text += "    enum CodingKeys: String, CodingKey {\n        case id\n"
        for field in fields { text += "        case \(field) = \"\(field)_value\"\n" }
        text += "        case updatedAt = \"updated_at\"\n    }\n"
        return text
    }

    mutating func swiftViewControllerHead() -> String {
        let cell = module.name + subject + "Cell"
        return #"""
        /// Shows the \#(subject.lowercased()) page of \#(module.name).
        final class \#(type.name): UIViewController {
            private let client: \#(clientClass)
            private var items: [\#(module.name)\#(subject)Item] = []
            private var isLoading = false
            private var currentPage = 1
            private let logger = Logger(category: "\#(module.name).\#(subject)")
            private lazy var tableView: UITableView = {
                let table = UITableView(frame: .zero, style: .plain)
                table.register(\#(cell).self, forCellReuseIdentifier: "\#(cell)")
                table.dataSource = self
                table.delegate = self
                table.estimatedRowHeight = \#(rng.int(44...120))
                return table
            }()

            init(client: \#(clientClass) = .shared) {
                self.client = client
                super.init(nibName: nil, bundle: nil)
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) {
                nil
            }

            override func viewDidLoad() {
                super.viewDidLoad()
                title = NSLocalizedString("\#(moduleSlug).\#(subject.lowercased()).title", comment: "")
                view.backgroundColor = .systemBackground
                tableView.frame = view.bounds
                tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(tableView)
                reload()
            }

            @objc private func reload() {
                currentPage = 1
                items.removeAll()
                tableView.reloadData()
            }

        """#
    }

    mutating func swiftViewHead() -> String {
        let base = type.role == .cell ? "UITableViewCell" : "UIView"
        let initializer = type.role == .cell
            ? "override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {\n        super.init(style: style, reuseIdentifier: reuseIdentifier)"
            : "override init(frame: CGRect) {\n        super.init(frame: frame)"
        let container = type.role == .cell ? "contentView" : "self"
        return #"""
        /// A \#(subject.lowercased()) \#(type.role == .cell ? "cell" : "view") of \#(module.name).
        final class \#(type.name): \#(base) {
            static let reuseIdentifier = "\#(type.name)"

            private let titleLabel = UILabel()
            private let detailLabel = UILabel()
            private let iconView = UIImageView()
            var onTap: (() -> Void)?

            \#(initializer)
                titleLabel.font = .systemFont(ofSize: \#(rng.int(13...18)), weight: .semibold)
                detailLabel.font = .systemFont(ofSize: \#(rng.int(11...14)))
                detailLabel.textColor = .secondaryLabel
                iconView.contentMode = .scaleAspectFill
                iconView.clipsToBounds = true
                [titleLabel, detailLabel, iconView].forEach {
                    $0.translatesAutoresizingMaskIntoConstraints = false
                    \#(container).addSubview($0)
                }
            }

            @available(*, unavailable)
            required init?(coder: NSCoder) {
                nil
            }

            func configure(title: String, detail: String?, highlighted: Bool) {
                titleLabel.text = title
                detailLabel.text = detail
                detailLabel.isHidden = detail?.isEmpty ?? true
                titleLabel.textColor = highlighted ? .systemRed : .label
            }

        """#
    }

    mutating func swiftServiceHead() -> String {
        #"""
        /// \#(type.role.rawValue) for \#(subject.lowercased()) data in \#(module.name).
        final class \#(type.name) {
            static let shared = \#(type.name)()

            private let client: \#(clientClass)
            private let lock = NSLock()
            private var storage: [String: (value: \#(module.name)\#(subject)Item, expiresAt: Date)] = [:]
            private var items: [\#(module.name)\#(subject)Item] = []
            private var isLoading = false
            private var hits = 0
            private var misses = 0
            private let logger = Logger(category: "\#(module.name).\#(type.role.rawValue)")

            init(client: \#(clientClass) = .shared) {
                self.client = client
            }

        """#
    }

    mutating func swiftModuleClassHead() -> String {
        let routes = [routeConstant(module, "Home"), routeConstant(module, "Detail"), routeConstant(module, "List")]
        let registration = module.registration == .beeHive
            ? "BeeHive.shareInstance().registerDynamicModule(\(type.name).self)\n        BHServiceManager.sharedManager().register(\(module.name)ModuleService.self, implClass: \(type.name).self)"
            : "Bifrost.registerService(\(module.name)ModuleService.self, withModule: \(type.name).self)"
        return #"""
        /// Registers \#(module.name)'s service and routes with the app's router.
        @objc(\#(type.name))
        final class \#(type.name): NSObject, \#(module.name)ModuleService {
            static let shared = \#(type.name)()
            private var isSetUp = false
            private var items: [\#(module.name)Item] = []
            private var isLoading = false
            private let client: \#(clientClass) = .shared
            private let logger = Logger(category: "\#(module.name)")

            @objc static func register() {
                \#(registration)
            }

            @objc func setUp() {
                guard !isSetUp else { return }
                isSetUp = true
                Bifrost.bindURL(\#(routes[0])) { _ in
                    \#(module.name)HomeViewController()
                }
                Bifrost.bindURL(\#(routes[1])) { parameters in
                    guard let id = parameters["id"] as? String, !id.isEmpty else { return nil }
                    return \#(module.name)DetailViewController(id: id)
                }
                Bifrost.bindURL(\#(routes[2])) { _ in
                    \#(module.name)HomeViewController()
                }
            }

        """#
    }

    mutating func swiftSceneDelegateHead() -> String {
        #"""
        /// The app's scene delegate: builds the tab bar from the business modules' routes.
        final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            private var items: [String] = []
            private var isLoading = false
            private let client: \#(clientClass) = .shared
            private let logger = Logger(category: "App")

            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                let tabs = UITabBarController()
                tabs.viewControllers = AppRouter.shared.rootViewControllers()
                window.rootViewController = tabs
                window.makeKeyAndVisible()
                self.window = window
            }

        """#
    }

    mutating func swiftServiceInterface() -> String {
        let served = type.servedModule.map { plan.modules[$0] } ?? module
        let slug = served.name.lowercased()
        var text = #"""
        /// What \#(served.name) offers other modules. Implemented by \#(served.name)Module, found through the mediator.
        @objc public protocol \#(type.name): NSObjectProtocol {
            func \#(slug)ViewController(id: String) -> UIViewController?
            func fetch\#(served.name)Summary(id: String, completion: @escaping (_ summary: [String: Any]?, _ error: Error?) -> Void)
            @objc optional func prefetch\#(served.name)(ids: [String])
        }

        /// Routes of \#(served.name), as opened with `Router.open(_:)`.
        public enum \#(served.name)Route {
            public static let home = "//\#(slug)/home"
            public static let detail = "//\#(slug)/detail"
            public static let list = "//\#(slug)/list"

            public static func detail(id: String, source: String? = nil) -> String {
                var url = detail + "?id=" + id
                if let source { url += "&source=" + source }
                return url
            }
        }

        """#
        let target = size(600...1_600)
        var extra = ""
        while text.utf8.count + extra.utf8.count < target {
            let (name, word) = freshMethod { "\(slug)\($0)Key" }
            extra += "    public static let \(name) = \"\(slug).\(word.lowercased())\"\n"
        }
        if !extra.isEmpty { text += "public enum \(served.name)Keys {\n" + extra + "}\n" }
        return text
    }

    mutating func swiftTableExtension() -> String {
        let cell = module.name + subject + "Cell"
        return #"""

        extension \#(type.name): UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                items.count
            }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "\#(cell)", for: indexPath)
                if let cell = cell as? \#(cell) {
                    let item = items[indexPath.row]
                    cell.configure(title: item.title, detail: item.subtitle, highlighted: item.isAvailable)
                }
                return cell
            }

            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
                guard items.indices.contains(indexPath.row) else { return }
                Router.shared.open("//\#(moduleSlug)/detail?id=\(items[indexPath.row].id)", from: self)
            }
        }

        """#
    }

    /// One Swift method (300–900 bytes) from a handful of shapes real app code has.
    mutating func swiftMethod() -> String {
        let model = "\(module.name)\(subject)Item"
        let field = rng.pick(Self.fields)
        switch rng.int(0...7) {
        case 0:
            let (name, word) = freshMethod { "load\($0)" }
            return #"""
                func \#(name)(page: Int, completion: @escaping (Result<[\#(model)], Error>) -> Void) {
                    guard !isLoading else { return }
                    isLoading = true
                    let parameters: [String: Any] = ["page": page, "pageSize": \#(rng.int(10...50)), "scene": "\#(moduleSlug)_\#(word.lowercased())"]
                    client.request(path: "/api/\#(moduleSlug)/\#(word.lowercased())", parameters: parameters) { [weak self] result in
                        guard let self else { return }
                        self.isLoading = false
                        switch result {
                        case .success(let payload):
                            let items = payload.compactMap { \#(model)(dictionary: $0) }
                            self.items.append(contentsOf: items)
                            completion(.success(items))
                        case .failure(let error):
                            self.logger.error("\#(name) failed: \(error.localizedDescription)")
                            completion(.failure(error))
                        }
                    }
                }

            """#
        case 1:
            let (name, _) = freshMethod { "\($0.lowercased())Summary" }
            return #"""
                func \#(name)(of items: [\#(model)]) -> String {
                    var total = 0
                    var skipped = 0
                    for item in items {
                        guard item.\#(field) > 0 else {
                            skipped += 1
                            continue
                        }
                        total += item.\#(field) * max(1, item.quantity)
                    }
                    let amount = String(format: "%.2f", Double(total) / 100.0)
                    if skipped == 0 {
                        return "\(items.count) items, \(amount)"
                    }
                    return "\(items.count - skipped) of \(items.count) items, \(amount)"
                }

            """#
        case 2:
            let (name, word) = freshMethod { "title\($0)" }
            let key = "\(moduleSlug).\(word.lowercased())"
            return #"""
                func \#(name)(for state: LoadState) -> String {
                    switch state {
                    case .idle:
                        return NSLocalizedString("\#(key).idle", comment: "")
                    case .loading:
                        return NSLocalizedString("\#(key).loading", comment: "")
                    case .loaded(let count) where count == 0:
                        return NSLocalizedString("\#(key).empty", comment: "")
                    case .loaded(let count):
                        return String(format: NSLocalizedString("\#(key).count", comment: ""), count)
                    case .failed(let error):
                        return error.localizedDescription
                    }
                }

            """#
        case 3:
            let (name, word) = freshMethod { "track\($0)" }
            return #"""
                func \#(name)(action: String, extra: [String: String] = [:]) {
                    var properties = extra
                    properties["module"] = "\#(module.name)"
                    properties["page"] = "\#(word.lowercased())"
                    properties["timestamp"] = String(Int(Date().timeIntervalSince1970 * 1000))
                    \#(trackerClass).shared.track(event: "\#(moduleSlug)_\#(word.lowercased())_\(action)", properties: properties)
                }

            """#
        case 4:
            let (name, word) = freshMethod { "open\($0)" }
            return #"""
                func \#(name)(id: String, from source: UIViewController?) {
                    guard !id.isEmpty else { return }
                    let url = "//\#(moduleSlug)/\#(word.lowercased())?id=\(id)&from=\#(moduleSlug)"
                    if let controller = Router.shared.viewController(for: url) {
                        source?.navigationController?.pushViewController(controller, animated: true)
                    } else {
                        logger.warning("no handler for \(url)")
                    }
                }

            """#
        case 5:
            let (name, word) = freshMethod { "refresh\($0)" }
            return #"""
                func \#(name)() async throws -> [\#(model)] {
                    let response = try await client.get("/api/\#(moduleSlug)/\#(word.lowercased())", query: ["refresh": "1"])
                    let decoded = try JSONDecoder().decode([\#(model)].self, from: response.data)
                    await MainActor.run { self.items = decoded }
                    return decoded.filter { $0.isAvailable }.sorted { $0.\#(field) > $1.\#(field) }
                }

            """#
        case 6:
            let (name, _) = freshMethod { "cached\($0)" }
            return #"""
                private func \#(name)(for key: String) -> \#(model)? {
                    lock.lock()
                    defer { lock.unlock() }
                    if let entry = storage[key], entry.expiresAt > Date() {
                        hits += 1
                        return entry.value
                    }
                    storage[key] = nil
                    misses += 1
                    return nil
                }

            """#
        default:
            let (name, word) = freshMethod { "layout\($0)" }
            let label = word.prefix(1).lowercased() + word.dropFirst() + "Label"
            return #"""
                private func \#(name)(in container: UIView) -> UILabel {
                    let \#(label) = UILabel()
                    \#(label).font = .systemFont(ofSize: \#(rng.int(12...20)), weight: .medium)
                    \#(label).numberOfLines = \#(rng.int(1...3))
                    \#(label).translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(\#(label))
                    NSLayoutConstraint.activate([
                        \#(label).topAnchor.constraint(equalTo: container.topAnchor, constant: \#(rng.int(4...24))),
                        \#(label).leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                        \#(label).trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
                    ])
                    return \#(label)
                }

            """#
        }
    }
}
