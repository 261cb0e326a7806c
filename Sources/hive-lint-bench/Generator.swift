import Foundation

/// Writes a synthetic modular iOS app for benchmarks: `Modules/<Name>/` folders of business,
/// function and mediator modules, an `App/` shell, a `rules.json` that names every module's
/// kind, and a few planted business → business imports. The same seed and size give a
/// byte-identical tree.
struct TreeGenerator {
    var seed: UInt64
    var files: Int
    var violations: Int

    /// What was written, for the summary line and `.hive-lint-bench.json`.
    struct Summary: Codable {
        var generator: Int
        var seed: UInt64
        var requestedFiles: Int
        var counts: SourceCounts
        var modules: [String: Int]
        var seededViolations: [SeededViolation]
    }

    /// The file beside the tree that records how it was made (hidden: hive-lint skips it).
    static let markerName = ".hive-lint-bench.json"
    static let version = 1

    /// Writes the tree into `output`. A non-empty folder is refused unless `force`; with
    /// `force`, a tree this command wrote before is removed first.
    func write(to output: String, force: Bool) throws(BenchError) -> Summary {
        try prepare(output, force: force)
        let plan = TreePlan(seed: seed, files: files, violationCount: violations)

        // Which file carries each planted import: a file of the importing module not used yet,
        // Objective-C implementations first.
        var planted: [String: PlannedModule] = [:]
        var seeded: [SeededViolation] = []
        for (from, to) in plan.violations {
            let module = plan.modules[from]
            let candidates = module.types.filter { $0.language == .objc }.compactMap(\.paths.last)
                + module.types.filter { $0.language == .swift }.compactMap(\.paths.first)
            guard let path = candidates.first(where: { planted[$0] == nil }) else { continue }
            planted[path] = plan.modules[to]
            seeded.append(SeededViolation(from: module.name, to: plan.modules[to].name, file: path, line: 0))
        }

        var counts = SourceCounts()
        var createdDirectories: Set<String> = []
        for module in plan.modules {
            for type in module.types {
                for path in type.paths {
                    var writer = SourceWriter(plan: plan, module: module, type: type, path: path, violation: planted[path])
                    let text: String
                    var line: Int?
                    if path.hasSuffix(".swift") {
                        (text, line) = writer.swiftFile()
                    } else if path.hasSuffix(".h") {
                        text = writer.objcHeader()
                    } else {
                        (text, line) = writer.objcImplementation()
                    }
                    if let line, let index = seeded.firstIndex(where: { $0.file == path }) { seeded[index].line = line }
                    let directory = (path as NSString).deletingLastPathComponent
                    if !createdDirectories.contains(directory) {
                        try create(output + "/" + directory)
                        createdDirectories.insert(directory)
                    }
                    try save(text, to: output + "/" + path)
                    if let group = SourceGroup(fileName: path) { counts.add(group, bytes: text.utf8.count) }
                }
            }
        }
        try save(rulesJSON(plan), to: output + "/rules.json")

        var modules: [String: Int] = [:]
        for module in plan.modules { modules[module.kind.rawValue, default: 0] += 1 }
        let summary = Summary(
            generator: Self.version, seed: seed, requestedFiles: files, counts: counts, modules: modules,
            seededViolations: seeded.sorted { ($0.from, $0.to) < ($1.from, $1.to) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            try save(String(decoding: try encoder.encode(summary), as: UTF8.self) + "\n", to: output + "/" + Self.markerName)
        } catch let error as BenchError {
            throw error
        } catch {
            throw BenchError("cannot encode the tree summary: \(error)")
        }
        return summary
    }

    /// Makes sure `output` is a folder we may write into.
    private func prepare(_ output: String, force: Bool) throws(BenchError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: output, isDirectory: &isDirectory) else {
            try create(output)
            return
        }
        guard isDirectory.boolValue else { throw BenchError("not a directory: \(output)") }
        let entries: [String]
        do {
            entries = try manager.contentsOfDirectory(atPath: output)
        } catch {
            throw BenchError("cannot read directory \(output): \((error as NSError).localizedDescription)")
        }
        guard !entries.isEmpty else { return }
        guard force else { throw BenchError("output directory is not empty: \(output) (use --force to write into it)") }
        // A tree written before by this command is replaced whole, so the result is exactly the new tree.
        guard entries.contains(Self.markerName) else { return }
        for name in ["App", "Modules", "rules.json", Self.markerName] where entries.contains(name) {
            do {
                try manager.removeItem(atPath: output + "/" + name)
            } catch {
                throw BenchError("cannot remove \(output)/\(name): \((error as NSError).localizedDescription)")
            }
        }
    }

    private func create(_ directory: String) throws(BenchError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw BenchError("cannot create directory \(directory): \((error as NSError).localizedDescription)")
        }
    }

    private func save(_ text: String, to path: String) throws(BenchError) {
        guard FileManager.default.createFile(atPath: path, contents: Data(text.utf8)) else {
            throw BenchError("cannot write \(path)")
        }
    }

    /// The tree's `rules.json`: modules are the folders under `Modules/`, the app is `App/`,
    /// and `kinds` names every module (the default rules then apply).
    func rulesJSON(_ plan: TreePlan) -> String {
        func list(_ kind: GeneratedKind) -> String {
            let names = plan.modules.filter { $0.kind == kind }.map { "\"\($0.name)\"" }
            var lines: [String] = []
            var line = ""
            for name in names {
                if !line.isEmpty, line.count + name.count + 2 > 96 {
                    lines.append(line + ",")
                    line = ""
                }
                line += (line.isEmpty ? "" : ", ") + name
            }
            if !line.isEmpty { lines.append(line) }
            return "[\n      " + lines.joined(separator: "\n      ") + "\n    ]"
        }
        return """
        {
          "version": 1,
          "comment": "Synthetic benchmark tree written by hive-lint-bench (seed \(seed), \(files) files). Regenerate, do not edit.",
          "discovery": {
            "folders": ["Modules/*"],
            "modules": [{ "name": "App", "path": "App", "kind": "app" }]
          },
          "kinds": {
            "app": ["App"],
            "mediator": \(list(.mediator)),
            "function": \(list(.function)),
            "business": \(list(.business))
          }
        }

        """
    }
}
