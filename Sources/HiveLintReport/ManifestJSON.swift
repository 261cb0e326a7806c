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

/// `hive-lint manifest` (the default, JSON): the service and route manifest on its own
/// (schema: `$defs/manifestDocument`; the same object is the lint report's `manifest`).
public struct ManifestJSONReporter: Reporter {
    public static let output = ReportOutput.manifest
    public static let name = "json"

    public init(options: ReportOptions) {}

    public func render(_ result: AnalysisResult) -> String {
        JSONReporter.encode(JSONManifestDocument(root: result.root, manifest: ManifestJSON(result.manifest)))
    }
}
