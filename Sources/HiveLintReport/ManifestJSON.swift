import HiveLintCore

/// The `manifest` object of the JSON report and of `hive-lint manifest`: field names are a
/// contract for consumers. Fields without a value are written as `null`, never left out.
struct ManifestJSON: Encodable {
    let manifest: Manifest

    init(_ manifest: Manifest) { self.manifest = manifest }

    private enum Key: String, CodingKey {
        case services, routes, moduleEntries, consumers, businessDependencies
        case `protocol`, implementation, module, framework, mechanism, singleton, resolution, expression, file, line, column
        case pattern, resolved, handler, target, action, name, level, priority, async, kind, key, provider, from, to, via
    }

    private struct Entry: Encodable {
        let write: (inout KeyedEncodingContainer<Key>) throws -> Void
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try write(&container)
        }
    }

    private static func location(_ location: SourceLocation, _ container: inout KeyedEncodingContainer<Key>) throws {
        try container.encode(location.file, forKey: .file)
        try container.encode(location.line, forKey: .line)
        try container.encode(location.column, forKey: .column)
    }

    private static func consumer(_ entry: ConsumerEntry) -> Entry {
        Entry { c in
            try c.encode(entry.kind.rawValue, forKey: .kind)
            try c.encode(entry.key, forKey: .key)
            try c.encode(entry.resolution.rawValue, forKey: .resolution)
            try c.encode(entry.module, forKey: .module)
            try c.encode(entry.framework, forKey: .framework)
            try c.encode(entry.mechanism, forKey: .mechanism)
            try c.encode(entry.provider, forKey: .provider)
            try location(entry.location, &c)
        }
    }

    /// One consumer as the manifest writes it (also `why`'s `businessVia`).
    static func encode(_ entry: ConsumerEntry, to encoder: any Encoder) throws {
        try consumer(entry).encode(to: encoder)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(manifest.services.map { entry in
            Entry { c in
                try c.encode(entry.protocol, forKey: .protocol)
                try c.encode(entry.implementation, forKey: .implementation)
                try c.encode(entry.module, forKey: .module)
                try c.encode(entry.framework, forKey: .framework)
                try c.encode(entry.mechanism, forKey: .mechanism)
                try c.encode(entry.singleton, forKey: .singleton)
                try c.encode(entry.resolution.rawValue, forKey: .resolution)
                try c.encode(entry.expression, forKey: .expression)
                try Self.location(entry.location, &c)
            }
        }, forKey: .services)
        try container.encode(manifest.routes.map { entry in
            Entry { c in
                try c.encode(entry.pattern, forKey: .pattern)
                try c.encode(entry.resolved, forKey: .resolved)
                try c.encode(entry.resolution.rawValue, forKey: .resolution)
                try c.encode(entry.handler, forKey: .handler)
                try c.encode(entry.target, forKey: .target)
                try c.encode(entry.action, forKey: .action)
                try c.encode(entry.module, forKey: .module)
                try c.encode(entry.framework, forKey: .framework)
                try c.encode(entry.mechanism, forKey: .mechanism)
                try Self.location(entry.location, &c)
            }
        }, forKey: .routes)
        try container.encode(manifest.moduleEntries.map { entry in
            Entry { c in
                try c.encode(entry.name, forKey: .name)
                try c.encode(entry.module, forKey: .module)
                try c.encode(entry.framework, forKey: .framework)
                try c.encode(entry.mechanism, forKey: .mechanism)
                try c.encode(entry.level, forKey: .level)
                try c.encode(entry.priority, forKey: .priority)
                try c.encode(entry.async, forKey: .async)
                try Self.location(entry.location, &c)
            }
        }, forKey: .moduleEntries)
        try container.encode(manifest.consumers.map(Self.consumer), forKey: .consumers)
        try container.encode(manifest.businessDependencies.map { dependency in
            Entry { c in
                try c.encode(dependency.from, forKey: .from)
                try c.encode(dependency.to, forKey: .to)
                try c.encode(dependency.via.map(Self.consumer), forKey: .via)
            }
        }, forKey: .businessDependencies)
    }
}

/// `hive-lint manifest --format json`: the manifest on its own.
struct JSONManifestDocument: Encodable {
    var schemaVersion = JSONReporter.schemaVersion
    var tool = JSONReport.Tool()
    var root: String
    var manifest: ManifestJSON
}

/// `hive-lint manifest`: the service and route manifest, as JSON (default) or Markdown.
public enum ManifestReporter {
    public static let formats = ["json", "markdown"]

    public static func render(_ result: AnalysisResult, format: String) -> String {
        format == "markdown" ? markdown(result) : JSONReporter.encode(JSONManifestDocument(root: result.root, manifest: ManifestJSON(result.manifest)))
    }

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
            out += "| \(cell(s.resolution == .dynamic ? "dynamic: " + (s.expression ?? s.protocol) : s.protocol)) | \(cell(s.implementation)) | \(cell(s.module)) | \(s.mechanism) | \(cell(singleton)) | \(at(s.location)) |\n"
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
