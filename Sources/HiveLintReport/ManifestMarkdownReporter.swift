import HiveLintCore

/// `hive-lint manifest --format markdown`: the service and route manifest for people, one
/// table per kind of entry, then the business dependencies.
public struct ManifestMarkdownReporter: Reporter {
    public static let output = ReportOutput.manifest
    public static let name = "markdown"

    public init(options: ReportOptions) {}

    public func render(_ result: AnalysisResult) -> String { Self.markdown(result) }

    private static func cell(_ text: String?) -> String {
        guard let text, !text.isEmpty else { return "—" }
        return text.replacingOccurrences(of: "|", with: "\\|")
    }

    private static func at(_ location: SourceLocation) -> String { "`\(location)`" }

    static func markdown(_ result: AnalysisResult) -> String {
        let manifest = result.manifest
        var out = "# Service and route manifest: \(result.root)\n\n"
        out += "\(counted(manifest.services.count, "service")), \(counted(manifest.routes.count, "route")), "
        out += "\(counted(manifest.moduleEntries.count, "module entry", "module entries")), \(counted(manifest.consumers.count, "consumer")), "
        out += "\(counted(manifest.businessDependencies.count, "business dependency", "business dependencies")).\n"
        out += "\n## Services\n\n| Protocol | Implementation | Module | Mechanism | Singleton | Where |\n|---|---|---|---|---|---|\n"
        for s in manifest.services {
            let singleton = s.singleton.map { $0 ? "yes" : "no" }
            let implementation = s.resolution == .dynamic ? s.implementation : s.implementation ?? s.expression.map { "dynamic: " + $0 }
            out += "| \(cell(s.resolution == .dynamic ? "dynamic: " + (s.expression ?? s.protocol) : s.protocol)) | \(cell(implementation)) | \(cell(s.module)) | \(s.mechanism) | \(cell(singleton)) | \(at(s.location)) |\n"
        }
        out += "\n## Routes\n\n| Route | Resolved | Handler | Module | Mechanism | Where |\n|---|---|---|---|---|---|\n"
        for r in manifest.routes {
            let route = r.target.map { "\($0)/\(r.action ?? "")" } ?? r.pattern
            out += "| \(cell(route)) | \(cell(r.resolved ?? "dynamic")) | \(cell(r.handler)) | \(cell(r.module)) | \(r.mechanism) | \(at(r.location)) |\n"
        }
        out += "\n## Module entries\n\n| Class | Module | Mechanism | Level | Priority | Async | Where |\n|---|---|---|---|---|---|---|\n"
        for m in manifest.moduleEntries {
            out += "| \(m.name) | \(cell(m.module)) | \(m.mechanism) | \(cell(m.level)) | \(cell(m.priority.map(String.init))) | \(cell(m.async.map { $0 ? "yes" : "no" })) | \(at(m.location)) |\n"
        }
        out += "\n## Consumers\n\n| Kind | Key | Module | Provider | Mechanism | Where |\n|---|---|---|---|---|---|\n"
        for c in manifest.consumers {
            let key = c.resolution == .dynamic ? "dynamic: \(c.key)" : c.key
            out += "| \(c.kind.rawValue) | \(cell(key)) | \(cell(c.module)) | \(cell(c.provider ?? (c.resolution == .dynamic ? "— (dynamic, not checked)" : "not provided"))) | \(c.mechanism) | \(at(c.location)) |\n"
        }
        out += "\n## Business dependencies\n\n"
        if manifest.businessDependencies.isEmpty { out += "None.\n" }
        for d in manifest.businessDependencies {
            out += "- **\(d.from) → \(d.to)**: " + d.via.map { "\($0.kind.rawValue) `\($0.key)` at \(at($0.location))" }.joined(separator: "; ") + "\n"
        }
        return out
    }
}
