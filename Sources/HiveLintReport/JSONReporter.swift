import Foundation
import HiveLintCore

/// `--format json`: the full report other tools consume, described by
/// `Sources/HiveLintReport/report.schema.json`. Keys sorted, arrays sorted, paths relative to
/// the root: the same input gives the same bytes.
public struct JSONReporter: Reporter {
    public static let name = "json"
    /// Bumped on any incompatible change to the report's shape.
    public static let schemaVersion = 1

    public init(options: ReportOptions) {}

    public func render(_ result: AnalysisResult) -> String {
        Self.encode(JSONReport(result))
    }

    /// Every JSON document hive-lint writes: pretty, keys sorted, slashes unescaped, a final
    /// newline. Same value, same bytes.
    static func encode(_ value: some Encodable) -> String {
        do {
            return String(decoding: try encodedBytes(value, pretty: true), as: UTF8.self) + "\n"
        } catch {
            // Encoding plain value types cannot fail; say so rather than crash if it ever does.
            return "{\"error\": \"could not encode the report: \(error)\"}\n"
        }
    }

    /// A value as Foundation's `JSONEncoder` writes it with keys sorted and slashes unescaped
    /// (`pretty`: and pretty-printed), through `SortedJSONEncoder` (the same bytes, faster)
    /// unless the value holds what only Foundation writes.
    static func encodedBytes(_ value: some Encodable, pretty: Bool) throws -> [UInt8] {
        if let bytes = try SortedJSONEncoder(pretty: pretty).encode(value) { return bytes }
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return Array(try encoder.encode(value))
    }
}

/// `hive-lint modules --format json`: the modules as in the report, and the unowned files.
struct JSONModuleList: Encodable {
    var schemaVersion = JSONReporter.schemaVersion
    var tool = JSONReport.Tool()
    var root: String
    var modules: [JSONReport.ModuleEntry]
    var unownedFiles: [String]

    init(_ result: AnalysisResult) {
        root = result.root
        modules = result.modules.map { JSONReport.ModuleEntry($0, graph: result.graph) }
        unownedFiles = result.unownedFiles
    }
}

/// The JSON report's shape. Field names are a contract: change them only with the schema,
/// the README and `schemaVersion`.
struct JSONReport: Encodable {
    struct Tool: Encodable {
        var name = "hive-lint"
        var version = HiveLintVersion.current
    }

    struct Files: Encodable {
        var swift, objcHeader, objc, objcpp, total: Int
        init(_ counts: FileCounts) {
            swift = counts.swift; objcHeader = counts.objcHeader; objc = counts.objc; objcpp = counts.objcpp; total = counts.total
        }
    }

    struct Summary: Encodable {
        var modules: Int
        var modulesByKind: [String: Int]
        var files: Files
        var dependencies: Int
        var violations: [String: Int]
        var suppressed: Int
        var baseline: BaselineSummary?
        var unownedFiles: Int
        var diagnostics: [String: Int]
    }

    struct ModuleEntry: Encodable {
        var name: String
        var kind: String
        var kindReason: String
        var path: String
        var declaredBy: ModuleOrigin
        var alsoDeclaredBy: [ModuleOrigin]
        var importNames: [String]
        var declaredDependencies: [String]
        var observedDependencies: [String]
        var externalImports: [String]
        var prefixHeaders: [String]
        var files: Files

        init(_ module: Module, graph: DependencyGraph) {
            name = module.name
            kind = module.kind.rawValue
            kindReason = module.kindReason
            path = module.path
            declaredBy = module.declaredBy
            alsoDeclaredBy = module.alsoDeclaredBy.sorted()
            importNames = module.importNames.sorted()
            declaredDependencies = module.declaredDependencies.sorted()
            observedDependencies = graph.successors(of: module.name)
            externalImports = module.externalImports.sorted()
            prefixHeaders = module.prefixHeaders.sorted()
            files = Files(module.fileCounts)
        }
    }

    struct Location: Encodable {
        var file: String
        var line: Int
        var column: Int
        init(_ location: SourceLocation) {
            file = location.file; line = location.line; column = location.column
        }
    }

    struct SuppressedEntry: Encodable {
        var rule: String
        var from: String
        var to: String
        var by: String
        var reason: String
        var location: Location
        var fingerprint: String
    }

    struct EvidenceEntry: Encodable {
        var kind: String
        var file: String
        var line: Int
        var column: Int
        var text: String
        var condition: String?
        var resolvedTo: String?
        var symbol: String?
        init(_ evidence: Evidence) {
            kind = evidence.kind.rawValue
            file = evidence.location.file; line = evidence.location.line; column = evidence.location.column
            text = evidence.text; condition = evidence.condition; resolvedTo = evidence.resolvedTo; symbol = evidence.symbol
        }
    }

    struct DependencyEntry: Encodable {
        var from: String
        var to: String
        var kinds: [String]
        var evidence: [EvidenceEntry]
    }

    struct ViolationEntry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var from: String
        var to: String
        var location: Location
        var evidence: [EvidenceEntry]
        var cycle: [String]?
        var subject: String?
        var fingerprint: String
    }

    struct DiagnosticEntry: Encodable {
        var severity: String
        var code: String
        var message: String
        var location: Location?
    }

    var schemaVersion = JSONReporter.schemaVersion
    var tool = Tool()
    var root: String
    var summary: Summary
    var modules: [ModuleEntry]
    var dependencies: [DependencyEntry]
    var violations: [ViolationEntry]
    var manifest: ManifestJSON
    var suppressed: [SuppressedEntry]
    var unownedFiles: [String]
    var diagnostics: [DiagnosticEntry]

    init(_ result: AnalysisResult) {
        root = result.root
        var byKind: [String: Int] = [:]
        for module in result.modules { byKind[module.kind.rawValue, default: 0] += 1 }
        var bySeverity: [String: Int] = ["error": 0, "warning": 0, "info": 0]
        for violation in result.violations { bySeverity[violation.severity.rawValue, default: 0] += 1 }
        var diagnosticsBySeverity: [String: Int] = ["error": 0, "warning": 0, "info": 0]
        for diagnostic in result.diagnostics { diagnosticsBySeverity[diagnostic.severity.rawValue, default: 0] += 1 }
        summary = Summary(
            modules: result.modules.count, modulesByKind: byKind, files: Files(result.fileCounts),
            dependencies: result.graph.dependencies.count, violations: bySeverity, suppressed: result.suppressed.count,
            baseline: result.baseline, unownedFiles: result.unownedFiles.count, diagnostics: diagnosticsBySeverity)
        modules = result.modules.map { ModuleEntry($0, graph: result.graph) }
        dependencies = result.graph.dependencies.map { dependency in
            DependencyEntry(
                from: dependency.from, to: dependency.to, kinds: dependency.kinds.map(\.rawValue),
                evidence: dependency.evidence.map(EvidenceEntry.init))
        }
        violations = result.violations.map { violation in
            ViolationEntry(
                rule: violation.rule, severity: violation.severity.rawValue, message: violation.message,
                from: violation.from, to: violation.to, location: Location(violation.location),
                evidence: violation.evidence.map(EvidenceEntry.init), cycle: violation.cycle, subject: violation.subject,
                fingerprint: violation.fingerprint)
        }
        manifest = ManifestJSON(result.manifest)
        suppressed = result.suppressed.map { entry in
            SuppressedEntry(
                rule: entry.rule, from: entry.from, to: entry.to, by: entry.by.rawValue, reason: entry.reason, location: Location(entry.location),
                fingerprint: entry.fingerprint)
        }
        unownedFiles = result.unownedFiles
        diagnostics = result.diagnostics.map { diagnostic in
            DiagnosticEntry(
                severity: diagnostic.severity.rawValue, code: diagnostic.code, message: diagnostic.message,
                location: diagnostic.location.map(Location.init))
        }
    }
}
