import Foundation
import HiveLintCore
import HiveLintPipeline
import HiveLintReport
import Testing

/// External programs the graph tests drive: Graphviz's `dot` and a headless Chromium.
/// `scripts/test` (and so CI) installs both (Debian's `graphviz` and `chromium`); elsewhere
/// the tests that need them are skipped, saying so.
enum GraphTools {
    static func find(_ names: [String], environment: String) -> String? {
        if let given = ProcessInfo.processInfo.environment[environment], !given.isEmpty {
            return FileManager.default.isExecutableFile(atPath: given) ? given : nil
        }
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
        for name in names {
            for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
                return folder + "/" + name
            }
        }
        return nil
    }

    static let dot = find(["dot"], environment: "HIVE_LINT_DOT")
    static let chromium = find(["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"], environment: "HIVE_LINT_CHROMIUM")

    /// The DOM of `page` after its script ran, as headless Chromium prints it, with its own
    /// profile folder (tests run in parallel).
    static func renderedDOM(_ page: String) throws -> (dom: String, log: String) {
        let chromium = try #require(chromium)
        let profile = NSTemporaryDirectory() + "hive-lint-chromium-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: profile) }
        let run = try runProgram(chromium, [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--disable-extensions", "--user-data-dir=\(profile)",
            "--enable-logging=stderr", "--v=0", "--window-size=1200,800", "--dump-dom", URL(fileURLWithPath: page).absoluteString,
        ])
        #expect(run.status == 0, "chromium failed: \(run.stderr.suffix(2000))")
        return (run.stdout, run.stderr)
    }

    /// The attributes of the first `<body …>` of a dumped DOM (the page's own, not text in its script).
    static func bodyAttributes(_ dom: String) -> String {
        guard let start = dom.range(of: "<body"), let end = dom.range(of: ">", range: start.upperBound ..< dom.endIndex) else { return "" }
        return String(dom[start.upperBound ..< end.lowerBound])
    }

    /// An attribute value as HTML serialization writes it.
    static func attribute(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }

    /// The elements' attribute values of `name` in a dumped DOM, unescaped.
    static func values(of name: String, in dom: String) -> [String] {
        var values: [String] = []
        var rest = dom[...]
        let marker = " \(name)=\""
        while let start = rest.range(of: marker) {
            guard let end = rest.range(of: "\"", range: start.upperBound ..< rest.endIndex) else { break }
            values.append(String(rest[start.upperBound ..< end.lowerBound]).replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end.upperBound...]
        }
        return values
    }

    /// `(data-edge, data-violation)` of every violating edge element.
    static func violatingEdges(in dom: String) -> [(edge: String, rules: [String])] {
        var found: [(String, [String])] = []
        for element in dom.components(separatedBy: "<g ").dropFirst() {
            // The start tag ends at the first `>` outside quotes.
            var quoted = false
            let tag = String(element.prefix { character in
                if character == "\"" { quoted.toggle() }
                return quoted || character != ">"
            })
            guard let edge = values(of: "data-edge", in: " " + tag).first, let rules = values(of: "data-violation", in: " " + tag).first else { continue }
            found.append((edge, rules.split(separator: " ").map(String.init)))
        }
        return found
    }
}

/// A module name that needs escaping in every format: quotes, `#`, angle brackets, `&`, a
/// backtick and the end of a script element.
let awkwardName = "Pay \"Kit\" #1 <b>&`</script>"

/// A tree whose module names need escaping: `Shop` uses a type of the awkward module, and
/// the app `Cart-2.0` one of `Shop`; no violation.
func awkwardTree() throws -> TemporaryTree {
    let rules = """
        {"version": 1, "discovery": {"modules": [
          {"name": \(JSONString.quoted(awkwardName)), "path": "Modules/Pay", "kind": "function"},
          {"name": "Shop", "path": "Modules/Shop", "kind": "business"},
          {"name": "Cart-2.0", "path": "Modules/Cart", "kind": "app"}]}}
        """
    return try TemporaryTree([
        "rules.json": rules,
        "Modules/Pay/PayThing.swift": "public struct PayThing { public init() {} }\n",
        "Modules/Shop/Shop.swift": "public struct ShopThing { let pay = PayThing() }\n",
        "Modules/Cart/Cart.swift": "struct Cart { let shop = ShopThing() }\n",
    ])
}

@Suite struct GraphViewTests {
    static func analyze(_ fixture: String) async throws -> AnalysisResult {
        var result = try await Analyzer(options: Analyzer.Options(root: PackagePaths.fixtures + "/" + fixture)).run()
        result.root = "Fixtures/\(fixture)"
        return result
    }

    @Test func everyViolationOfTheViolationsFixtureIsOnAnEdgeAndTheCycleIsMarked() async throws {
        let result = try await Self.analyze("violations")
        let view = GraphView(result)
        #expect(view.nodes.map(\.name) == result.modules.map(\.name))
        #expect(view.edges.filter { $0.type == .code }.count == result.graph.dependencies.count)
        #expect(result.violations.count == 8)
        #expect(view.violationCount == 8)
        for violation in result.violations {
            let edge = view.edges.first { $0.from == violation.from && $0.to == violation.to && $0.rules.contains(violation.rule) }
            #expect(edge != nil, "\(violation.rule) \(violation.from)->\(violation.to)")
        }
        let cycle = view.edges.filter(\.cycle).map { "\($0.from)->\($0.to)" }
        #expect(cycle == ["Logging->Networking", "Networking->Logging"])
        #expect(view.edges.first { $0.from == "Networking" && $0.to == "Logging" }?.rules == ["module-cycle"])
    }

    @Test func businessDependenciesAreKeptApartFromCodeDependencies() async throws {
        let result = try await Self.analyze("objc-bifrost")
        let view = GraphView(result)
        let business = view.edges.filter { $0.type == .business }
        #expect(business.map { "\($0.from)->\($0.to)" } == result.manifest.businessDependencies.map { "\($0.from)->\($0.to)" })
        #expect(business.allSatisfy { !$0.via.isEmpty && $0.evidence.isEmpty })
        // MallApp both imports Goods and opens its routes: two edges.
        #expect(view.edges.filter { $0.from == "MallApp" && $0.to == "Goods" }.map(\.type) == [.code, .business])
    }

    @Test func manifestChecksGoOnModulesOrOnTheirBusinessEdge() async throws {
        let view = GraphView(try await Self.analyze("manifest-mgjrouter"))
        // A route bound in Feed and again in Message: the pair's business edge carries it.
        #expect(view.edges.contains { $0.from == "Message" && $0.to == "Feed" && $0.rules == ["duplicate-route"] })
        // An unbound URL opened by User is about User alone.
        #expect(view.nodes.first { $0.name == "User" }?.marks.map(\.rule) == ["route-not-provided"])
        let redundant = GraphView(try await Self.analyze("tuist-app"))
        #expect(redundant.edges.contains { $0.from == "SearchFeature" && $0.to == "CartInterface" && $0.type == .rule && $0.rules == ["redundant-dependency"] })
    }

    @Test func moduleFocusKeepsTheNeighbourhood() async throws {
        let result = try await Self.analyze("violations")
        let view = GraphView(result, focus: GraphFocus(modules: ["Goods"]))
        #expect(view.nodes.map(\.name) == ["Common", "Goods", "Profile", "Sale", "Shop"])
        #expect(view.edges.allSatisfy { edge in view.nodes.contains { $0.name == edge.from } && view.nodes.contains { $0.name == edge.to } })
        #expect(view.edges.contains { $0.from == "Sale" && $0.to == "Shop" }, "edges between neighbours stay")
    }

    @Test func kindsFocusAndCollapse() async throws {
        let result = try await Self.analyze("violations")
        let kinds = GraphView(result, focus: GraphFocus(kinds: [.business, .mediator]))
        #expect(kinds.nodes.map(\.name) == ["Goods", "Mediator", "Profile", "Sale", "Shop"])
        #expect(kinds.edges.filter(\.isViolating).count == 5)

        let pods = try await Self.analyze("objc-bifrost")
        let externals = pods.modules.filter { $0.kind == .external }.map(\.name)
        #expect(externals.count >= 2)
        let collapsed = GraphView(pods, focus: GraphFocus(collapse: [.external]))
        let group = try #require(collapsed.nodes.first { $0.name == "[external]" })
        #expect(group.members == externals)
        #expect(!collapsed.nodes.contains { externals.contains($0.name) })
        let intoGroup = collapsed.edges.filter { $0.to == "[external]" }
        #expect(!intoGroup.isEmpty)
        for edge in intoGroup {
            let originals = pods.graph.dependencies.filter { $0.from == edge.from && externals.contains($0.to) }
            #expect(edge.evidence == originals.flatMap(\.evidence).sortedUnique())
        }
        #expect(Set(collapsed.edges.map { "\($0.from)->\($0.to)-\($0.type)" }).count == collapsed.edges.count)
    }
}

@Suite struct GraphFormatTests {
    /// Every fixture's golden DOT (which FixtureTests keeps equal to the output) is read by Graphviz.
    @Test(.enabled(if: GraphTools.dot != nil, "Graphviz's dot is not installed (scripts/test installs Debian's graphviz)"))
    func graphvizReadsEveryFixturesDOT() throws {
        let dot = try #require(GraphTools.dot)
        #expect(FixtureTests.fixtures.count >= 4)
        for fixture in FixtureTests.fixtures {
            let run = try runProgram(dot, ["-Tsvg", "Fixtures/\(fixture)/expected/graph.dot"])
            #expect(run.status == 0, "\(fixture): \(run.stderr)")
            #expect(run.stderr.isEmpty, "\(fixture): \(run.stderr)")
            #expect(run.stdout.contains("<svg"), "\(fixture)")
        }
    }

    @Test(.enabled(if: GraphTools.dot != nil, "Graphviz's dot is not installed (scripts/test installs Debian's graphviz)"))
    func graphvizReadsFocusedGraphsAndAwkwardNames() throws {
        let dot = try #require(GraphTools.dot)
        let tree = try awkwardTree()
        let output = NSTemporaryDirectory() + "hive-lint-graph-\(UUID().uuidString).dot"
        defer { try? FileManager.default.removeItem(atPath: output) }
        for arguments in [
            [tree.root], ["Fixtures/bifrost-pods", "--collapse", "external"], ["Fixtures/violations", "--module", "Goods", "--kinds", "business"],
        ] {
            let run = try runHiveLint(["graph"] + arguments + ["--output", output])
            #expect(run.status == 0, "\(run.stderr)")
            let svg = try runProgram(dot, ["-Tsvg", output])
            #expect(svg.status == 0 && svg.stderr.isEmpty, "\(arguments): \(svg.stderr)")
            if arguments == [tree.root] {
                // Graphviz wrote the name back as given, XML-escaped.
                #expect(svg.stdout.contains("Pay &quot;Kit&quot; #1 &lt;b&gt;&amp;`&lt;/script&gt;"), "\(svg.stdout)")
            }
        }
    }

    @Test func mermaidHasOneLinePerEdgeAndEscapesNames() async throws {
        let tree = try awkwardTree()
        let result = try await tree.analyze()
        let view = GraphView(result)
        let text = GraphMermaidReporter(options: ReportOptions()).render(result)
        let lines = text.split(separator: "\n").map(String.init)
        let edgeLines = lines.filter { $0.contains("-->") || $0.contains("-.->") || $0.contains("==>") }
        #expect(edgeLines.count == view.edges.count)
        #expect(view.edges.count == 2)
        let pattern = /^  m_\w+ (-->|-\.->|==>)(\|"[^"]*"\|)? m_\w+$/
        for line in edgeLines { #expect(line.wholeMatch(of: pattern) != nil, "\(line)") }
        let label = try #require(lines.first { $0.contains("Kit") })
        #expect(label == "  m_Pay__Kit___1__b_____script_[\"Pay #quot;Kit#quot; #35;1 #lt;b#gt;#amp;#96;#lt;/script#gt;\"]:::function")
        #expect(lines.contains("  m_Cart_2_0 --> m_Shop"))
        // Names that differ only in punctuation get distinct ids.
        #expect(GraphMermaidReporter.identifiers(["A-B", "A.B", "A_B"]) == ["A-B": "m_A_B", "A.B": "m_A_B_2", "A_B": "m_A_B_3"])
    }

    @Test func theSameTreeGivesTheSameBytes() throws {
        for format in ["dot", "mermaid", "html"] {
            let first = try runHiveLint(["graph", "Fixtures/violations", "--format", format])
            let second = try runHiveLint(["graph", "Fixtures/violations", "--format", format, "--no-cache"])
            #expect(first.status == 0 && first.stdout == second.stdout, "\(format)")
        }
    }

    @Test func thePageHoldsItsDataSafelyAndNeedsNoNetwork() async throws {
        let tree = try awkwardTree()
        let page = GraphHTMLReporter(options: ReportOptions()).render(try await tree.analyze())
        #expect(page.components(separatedBy: "</script>").count == 3, "the data and the script, each closed once")
        #expect(page.components(separatedBy: "http://").dropFirst().allSatisfy { $0.hasPrefix("www.w3.org/2000/svg") }, "only the SVG namespace")
        #expect(!page.contains("https://"))
        #expect(!page.contains("<link") && !page.contains("src="))
        let data = try #require(GraphHTMLReporter.data(inPage: page))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let names = (json["nodes"] as? [[String: Any]])?.compactMap { $0["name"] as? String }
        #expect(names == ["Cart-2.0", awkwardName, "Shop"])
    }
}

@Suite struct GraphCommandTests {
    @Test func focusOptionsOnTheCommandLine() throws {
        let run = try runHiveLint(["graph", "Fixtures/violations", "--module", "Goods", "--kinds", "business,function", "--format", "mermaid"])
        #expect(run.status == 0, "\(run.stderr)")
        let nodes = run.stdout.split(separator: "\n").filter { $0.contains("[\"") }.map { $0.split(separator: "[")[0].trimmingCharacters(in: .whitespaces) }
        #expect(nodes == ["m_Common", "m_Goods", "m_Profile", "m_Sale", "m_Shop"])
        let collapsed = try runHiveLint(["graph", "Fixtures/bifrost-pods", "--collapse", "external"])
        #expect(collapsed.stdout.contains("\"[external]\" [label=\"[external]\\n"), "\(collapsed.stdout)")
    }

    @Test func badArguments() throws {
        let module = try runHiveLint(["graph", "Fixtures/violations", "--module", "Shopp"])
        #expect(module.status == 2)
        #expect(module.stderr == "hive-lint: error: no module named Shopp in Fixtures/violations (did you mean Shop?); see hive-lint modules\n")
        let kind = try runHiveLint(["graph", "Fixtures/violations", "--kinds", "busness"])
        #expect(kind.status == 64)
        #expect(kind.stderr.hasPrefix("hive-lint: error: --kinds: unknown module kind 'busness' (did you mean business?)"), "\(kind.stderr)")
        let format = try runHiveLint(["graph", "Fixtures/violations", "--format", "svg"])
        #expect(format.status == 64)
        #expect(format.stderr.contains("unknown format 'svg'; formats: dot, mermaid, html"), "\(format.stderr)")
        let folder = try runHiveLint(["graph", "Fixtures/violations", "--output", "/nonexistent-folder/g.html"])
        #expect(folder.status == 2)
        #expect(folder.stderr == "hive-lint: error: cannot write /nonexistent-folder/g.html: no such folder /nonexistent-folder\n")
    }

    @Test func aLintRunWritesGraphReports() throws {
        let folder = NSTemporaryDirectory() + "hive-lint-graph-report-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try runHiveLint([
            "Fixtures/violations", "--report", "text", "--report", "graph-html:\(folder)/g.html", "--report", "graph-dot:\(folder)/g.dot",
        ])
        #expect(run.status == 1)
        #expect(run.stdout.contains("[business-to-business]"))
        let graph = try runHiveLint(["graph", "Fixtures/violations", "--format", "dot"])
        #expect(try String(contentsOfFile: folder + "/g.dot", encoding: .utf8) == graph.stdout)
        #expect(try String(contentsOfFile: folder + "/g.html", encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let bad = try runHiveLint(["Fixtures/violations", "--report", "graph-svg:x.svg"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("graph-dot, graph-mermaid, graph-html"), "\(bad.stderr)")
    }
}

/// The page in a real browser: headless Chromium runs its script, then the rendered DOM is
/// checked (no error recorded, every module drawn, every violating edge red with its rule).
@Suite(.enabled(if: GraphTools.chromium != nil, "Chromium is not installed (scripts/test installs Debian's chromium; HIVE_LINT_CHROMIUM names another)"))
struct GraphHTMLTests {
    func temporaryPage() -> String { NSTemporaryDirectory() + "hive-lint-graph-\(UUID().uuidString).html" }

    func checkRendered(_ dom: String, log: String, modules: [String]) {
        let body = GraphTools.bodyAttributes(dom)
        #expect(body.contains("data-ready=\"true\""), "the script did not finish: \(body)")
        #expect(!body.contains("data-errors"), "errors: \(body)")
        #expect(!log.contains("Uncaught"), "\(log)")
        #expect(GraphTools.values(of: "data-module", in: dom).sorted() == modules.sorted())
    }

    @Test func theViolationsFixtureShowsEveryModuleAndEveryViolationInRed() throws {
        let page = temporaryPage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        let made = try runHiveLint(["graph", "Fixtures/violations", "--format", "html", "--output", page])
        #expect(made.status == 0 && made.stderr.isEmpty, "\(made.stderr)")
        let (dom, log) = try GraphTools.renderedDOM(page)
        let modules = ["App", "Common", "Goods", "Logging", "Mediator", "Networking", "Profile", "Sale", "Shop"]
        checkRendered(dom, log: log, modules: modules)
        let red = GraphTools.violatingEdges(in: dom)
        let expected = [
            ("business-to-business", "Profile->Goods"), ("business-to-business", "Sale->Shop"), ("business-to-business", "Shop->Goods"),
            ("business-to-business", "Sale->Goods"), ("mediator-to-business", "Mediator->Shop"), ("function-to-upper-layer", "Common->Goods"),
            ("depends-on-app", "Networking->App"), ("module-cycle", "Logging->Networking"), ("module-cycle", "Networking->Logging"),
        ]
        for (rule, edge) in expected {
            #expect(red.contains { $0.edge == edge && $0.rules.contains(rule) }, "\(rule) on \(edge) not drawn")
        }
        #expect(red.count == expected.count)
        // Each violating edge is drawn in the violation colour and labelled with its rule.
        #expect(dom.components(separatedBy: "stroke=\"\(GraphStyle.violation)\" marker-end=\"url(#arrow-violation)\"").count - 1 == expected.count)
        #expect(dom.contains(">function-to-upper-layer</text>"))
    }

    /// Clicks, search, the view toggle, the legend, zoom and pan, driven by a script added to
    /// the page after its own; what each did is written into `<body data-check>`.
    @Test func theControlsWork() throws {
        let page = temporaryPage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        let made = try runHiveLint(["graph", "Fixtures/violations", "--format", "html", "--output", page])
        #expect(made.status == 0)
        let driver = """
            <script>
            (function () {
              var out = {};
              try {
                var svg = document.getElementById('graph');
                var viewport = document.getElementById('viewport');
                var details = document.getElementById('details');
                function click(element) { element.dispatchEvent(new MouseEvent('click', { bubbles: true })); }
                click(document.querySelector('[data-module="Goods"] rect'));
                out.node = details.textContent;
                out.lit = document.querySelectorAll('#graph .lit').length;
                click(document.querySelector('[data-edge="Sale->Goods"] .hit'));
                out.edge = details.textContent;
                var search = document.getElementById('search');
                search.value = 'o';
                search.dispatchEvent(new Event('input'));
                out.matches = document.getElementById('matches').textContent;
                search.value = 'shop';
                search.dispatchEvent(new Event('input'));
                out.found = details.querySelector('h2').textContent;
                document.querySelector('#views button[data-view="business"]').click();
                out.view = svg.getAttribute('class');
                var before = viewport.getAttribute('transform');
                svg.dispatchEvent(new WheelEvent('wheel', { deltaY: -300, clientX: 200, clientY: 200, bubbles: true, cancelable: true }));
                out.zoomed = viewport.getAttribute('transform') !== before;
                before = viewport.getAttribute('transform');
                svg.dispatchEvent(new PointerEvent('pointerdown', { button: 0, clientX: 10, clientY: 10, bubbles: true }));
                window.dispatchEvent(new PointerEvent('pointermove', { clientX: 80, clientY: 50 }));
                window.dispatchEvent(new PointerEvent('pointerup', {}));
                out.panned = viewport.getAttribute('transform') !== before;
                document.querySelector('#legend .kind').click();
                out.hidden = Array.prototype.map.call(document.querySelectorAll('.node.hidden'), function (n) { return n.getAttribute('data-module'); });
              } catch (error) {
                out.error = String(error.stack || error);
              }
              document.body.setAttribute('data-check', JSON.stringify(out));
            })();
            </script>
            """
        let text = try String(contentsOfFile: page, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "</body>", with: driver + "\n</body>").utf8).write(to: URL(fileURLWithPath: page))
        let (dom, log) = try GraphTools.renderedDOM(page)
        checkRendered(dom, log: log, modules: ["App", "Common", "Goods", "Logging", "Mediator", "Networking", "Profile", "Sale", "Shop"])
        let checked = try #require(GraphTools.values(of: "data-check", in: " " + GraphTools.bodyAttributes(dom)).first)
        let out = try #require(try JSONSerialization.jsonObject(with: Data(checked.utf8)) as? [String: Any])
        #expect(out["error"] == nil, "\(out["error"] ?? "")")
        let node = out["node"] as? String ?? ""
        #expect(node.hasPrefix("Goodsbusiness Modules/Goods"), "\(node)")
        #expect(node.contains("rules.json kinds.business[0] (\"Goods\") matches name Goods"))
        #expect(node.contains("Used by (4)") && node.contains("business-to-business"), "\(node)")
        #expect(out["lit"] as? Int == 13, "Goods, its 4 edges with their rule labels, and its 4 neighbours")
        let edge = out["edge"] as? String ?? ""
        #expect(edge.contains("Violations (1)business-to-business error"), "\(edge)")
        #expect(edge.contains("Evidence (5)") && edge.contains("Modules/Sale/SALFlashSaleCell.h:7:8 · forward-declaration@class GDSGoodsModel;"), "\(edge)")
        #expect(out["matches"] as? String == "7 modules", "every name with an o")
        #expect(out["found"] as? String == "Shop")
        #expect(out["view"] as? String == "focus view-business")
        #expect(out["zoomed"] as? Bool == true && out["panned"] as? Bool == true)
        #expect(out["hidden"] as? [String] == ["App"])
    }

    @Test func namesThatNeedEscapingAreDrawnAsWritten() async throws {
        let tree = try awkwardTree()
        let page = temporaryPage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        try Data(GraphHTMLReporter(options: ReportOptions()).render(try await tree.analyze()).utf8).write(to: URL(fileURLWithPath: page))
        let (dom, log) = try GraphTools.renderedDOM(page)
        checkRendered(dom, log: log, modules: ["Cart-2.0", awkwardName, "Shop"])
        #expect(GraphTools.values(of: "data-edge", in: dom).contains("Shop->\(awkwardName)"))
    }

    /// 300 modules and a few thousand edges (business modules on function, mediator and
    /// external ones, apps on every feature, violations and a cycle): drawn in a few seconds at
    /// most on a loaded two-core machine, every module and violation present.
    @Test func threeHundredModulesDrawWithoutFreezing() throws {
        let result = SyntheticGraph.make(modules: 300)
        let page = temporaryPage()
        defer { try? FileManager.default.removeItem(atPath: page) }
        try Data(GraphHTMLReporter(options: ReportOptions()).render(result).utf8).write(to: URL(fileURLWithPath: page))
        let clock = ContinuousClock()
        let start = clock.now
        let (dom, log) = try GraphTools.renderedDOM(page)
        let elapsed = clock.now - start
        checkRendered(dom, log: log, modules: result.modules.map(\.name))
        let body = GraphTools.bodyAttributes(dom)
        let layoutMilliseconds = GraphTools.values(of: "data-layout-ms", in: " " + body).first.flatMap { Int($0) } ?? -1
        #expect(layoutMilliseconds >= 0 && layoutMilliseconds < 4000, "layout and drawing took \(layoutMilliseconds) ms")
        #expect(elapsed < .seconds(30), "Chromium took \(elapsed)")
        let violating = Set(result.violations.map { "\($0.from)->\($0.to)" })
        #expect(Set(GraphTools.violatingEdges(in: dom).map(\.edge)).isSuperset(of: violating))
    }
}

/// A deterministic large module graph, shaped like a real app's.
enum SyntheticGraph {
    static func make(modules count: Int) -> AnalysisResult {
        var seed: UInt64 = 42
        func next(_ bound: Int) -> Int {
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return Int((seed >> 33) % UInt64(bound))
        }
        let apps = (0 ..< 3).map { "App\($0)" }
        let externals = (0 ..< count / 12).map { "Pod\($0)" }
        let mediators = (0 ..< count / 15).map { "Mediator\($0)" }
        let functions = (0 ..< count / 3).map { "Function\($0)" }
        let business = (0 ..< (count - apps.count - externals.count - mediators.count - functions.count)).map { "Feature\($0)" }
        var modules: [Module] = []
        for (names, kind) in [(apps, ModuleKind.app), (externals, .external), (mediators, .mediator), (functions, .function), (business, .business)] {
            for name in names {
                modules.append(Module(
                    name: name, kind: kind, kindReason: "synthetic \(kind.rawValue)", path: "Modules/\(name)",
                    declaredBy: ModuleOrigin(style: .config, file: "rules.json"), importNames: [name], declaredDependencies: [],
                    fileCounts: FileCounts(), files: []))
            }
        }
        var pairs = Set<String>()
        var dependencies: [Dependency] = []
        func depend(_ from: String, _ to: String) {
            guard from != to, pairs.insert(from + ">" + to).inserted else { return }
            let location = SourceLocation(file: "Modules/\(from)/File\(next(20)).m", line: 1 + next(200), column: 1)
            dependencies.append(Dependency(from: from, to: to, kinds: [.import], evidence: [Evidence(kind: .import, location: location, text: "#import <\(to)/\(to).h>")]))
        }
        for app in apps { for feature in business { depend(app, feature) } }
        for feature in business {
            for _ in 0 ..< 4 { depend(feature, functions[next(functions.count)]) }
            depend(feature, mediators[next(mediators.count)])
            depend(feature, externals[next(externals.count)])
        }
        for (index, function) in functions.enumerated() where index + 1 < functions.count {
            for _ in 0 ..< 2 { depend(function, functions[index + 1 + next(functions.count - index - 1)]) }
            depend(function, externals[next(externals.count)])
        }
        depend(functions[functions.count - 1], functions[0])  // a cycle through the function layer
        var violations: [Violation] = []
        for index in 0 ..< 12 {
            let from = business[index * 7 % business.count], to = business[(index * 7 + 3) % business.count]
            depend(from, to)
            violations.append(Violation(
                rule: "business-to-business", severity: .error, message: "business module \(from) depends on business module \(to)",
                from: from, to: to, location: SourceLocation(file: "Modules/\(from)/A.m", line: 1, column: 1), evidence: []))
        }
        var businessDependencies: [BusinessDependency] = []
        for index in 0 ..< business.count / 2 {
            let from = business[index], to = business[(index * 5 + 1) % business.count]
            guard from != to else { continue }
            let site = ConsumerEntry(
                kind: .route, key: "app://\(to.lowercased())", resolution: .literal, module: from, framework: "mgjrouter",
                mechanism: "mgjrouter.open", provider: to, location: SourceLocation(file: "Modules/\(from)/Open.m", line: 3, column: 5))
            businessDependencies.append(BusinessDependency(from: from, to: to, via: [site]))
        }
        return AnalysisResult(
            root: "synthetic", modules: modules, graph: DependencyGraph(dependencies: dependencies),
            manifest: Manifest(businessDependencies: businessDependencies), violations: violations, suppressed: [], unownedFiles: [],
            fileCounts: FileCounts(), diagnostics: [])
    }
}

/// A graph page against the analysis it draws (every fixture, from FixtureTests): its JSON
/// document has every module with its kind and reason, every code dependency with all its
/// evidence, every business dependency with its consumer sites, and every violation on its
/// edge (each hop of a cycle) or, when it is about one module, on that module.
func checkGraphPage(_ page: String, of result: AnalysisResult) throws {
    #expect(page.hasPrefix("<!DOCTYPE html>\n") && page.contains("function computeLayout(graph)") && page.contains("#graph.focus"))
    let data = try #require(GraphHTMLReporter.data(inPage: page))
    let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
    let nodes = try #require(json["nodes"] as? [[String: Any]])
    let edges = try #require(json["edges"] as? [[String: Any]])
    #expect(json["root"] as? String == result.root)
    #expect(nodes.compactMap { $0["name"] as? String } == result.modules.map(\.name))
    for (node, module) in zip(nodes, result.modules) {
        #expect(node["kind"] as? String == module.kind.rawValue && node["reason"] as? String == module.kindReason && node["path"] as? String == module.path)
    }
    #expect(edges.count == GraphView(result).edges.count)
    func edge(_ from: String, _ to: String, _ type: String? = nil) -> [String: Any]? {
        edges.first { $0["from"] as? String == from && $0["to"] as? String == to && (type == nil || $0["type"] as? String == type) }
    }
    func places(_ records: Any?) -> [String] { (records as? [[String: Any]] ?? []).compactMap { $0["at"] as? String } }
    for dependency in result.graph.dependencies {
        let record = edge(dependency.from, dependency.to, "code")
        #expect(record?["kinds"] as? [String] == dependency.kinds.map(\.rawValue), "\(dependency.from)->\(dependency.to)")
        #expect(places(record?["evidence"]) == dependency.evidence.map(\.location.description), "\(dependency.from)->\(dependency.to)")
        #expect((record?["evidence"] as? [[String: Any]])?.compactMap { $0["text"] as? String } == dependency.evidence.map(\.text))
    }
    for business in result.manifest.businessDependencies {
        #expect(places(edge(business.from, business.to, "business")?["via"]) == business.via.map(\.location.description), "\(business.from)->\(business.to)")
    }
    func rules(_ record: [String: Any]?) -> [String] { (record?["violations"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
    for violation in result.violations {
        if let cycle = violation.cycle {
            for (from, to) in zip(cycle, cycle.dropFirst()) { #expect(rules(edge(from, to, "code")).contains(violation.rule), "\(violation.rule) \(from)->\(to)") }
        } else if violation.from == violation.to {
            #expect(rules(nodes.first { $0["name"] as? String == violation.from }).contains(violation.rule), "\(violation.rule) on \(violation.from)")
        } else {
            #expect(rules(edge(violation.from, violation.to)).contains(violation.rule) || edges.contains {
                $0["from"] as? String == violation.from && $0["to"] as? String == violation.to && rules($0).contains(violation.rule)
            }, "\(violation.rule) \(violation.from)->\(violation.to)")
        }
    }
}
