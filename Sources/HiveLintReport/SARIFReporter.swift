import HiveLintCore

/// `--format sarif`: SARIF 2.1.0, what GitHub code scanning and other static-analysis
/// dashboards read. One run: the rule instances that have results (with their documentation),
/// a result per violation (its fingerprint as `partialFingerprints`, further evidence as
/// related locations), a result with a `suppressions` entry per suppressed violation (inline
/// comments are `inSource`; `allow` entries and the baseline `external`), and the
/// diagnostics about the analysed tree as tool execution notifications (they belong to no
/// rule; informational ones only with `--verbose`). Paths are relative to the scanned root,
/// `uriBaseId` `%SRCROOT%`, which `originalUriBaseIds` places relative to the working
/// directory (never an absolute path the user did not give, so the same input gives the same
/// bytes on every machine); keys are sorted like the JSON report's.
public struct SARIFReporter: Reporter {
    public static let name = "sarif"
    let options: ReportOptions

    public init(options: ReportOptions) { self.options = options }

    public func render(_ result: AnalysisResult) -> String {
        let used = Set(result.violations.map(\.rule) + result.suppressed.map(\.rule))
        let rules = used.sorted().map { name in
            result.rules.first { $0.name == name } ?? Self.undocumented(name, in: result)
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.name, $0) })
        var results = result.violations.map { violation in
            Log.Result(
                ruleId: violation.rule, ruleIndex: ruleIndex[violation.rule] ?? -1, level: Log.level(violation.severity),
                message: Log.Message(violation.message), locations: [Log.Location(violation.location)],
                relatedLocations: related(violation), partialFingerprints: [Log.fingerprintKey: violation.fingerprint])
        }
        results += result.suppressed.map { suppressed in
            var entry = Log.Result(
                ruleId: suppressed.rule, ruleIndex: ruleIndex[suppressed.rule] ?? -1, level: Log.level(suppressed.severity),
                message: Log.Message(suppressed.message), locations: [Log.Location(suppressed.location)],
                partialFingerprints: [Log.fingerprintKey: suppressed.fingerprint])
            entry.suppressions = [Log.Suppression(kind: suppressed.by == .inline ? "inSource" : "external", justification: suppressed.reason)]
            return entry
        }
        let notifications = result.diagnostics.filter { $0.severity >= .warning || options.verbose }.map { diagnostic in
            Log.Notification(
                descriptor: Log.Reference(id: diagnostic.code), level: Log.level(diagnostic.severity), message: Log.Message(diagnostic.message),
                locations: diagnostic.location.map { [Log.Location($0)] })
        }
        let run = Log.Run(
            tool: Log.Tool(driver: Log.Driver(rules: rules.map(Log.Rule.init))),
            invocations: [Log.Invocation(toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            originalUriBaseIds: Log.baseIds(root: result.root), results: results)
        return JSONReporter.encode(Log(runs: [run]))
    }

    /// Every piece of evidence but the one the violation is reported at.
    private func related(_ violation: Violation) -> [Log.Location]? {
        let evidence = violation.evidence.first?.location == violation.location ? Array(violation.evidence.dropFirst()) : violation.evidence
        guard !evidence.isEmpty else { return nil }
        return evidence.enumerated().map { index, piece in
            var location = Log.Location(piece.location)
            location.id = index + 1
            location.message = Log.Message(piece.described)
            return location
        }
    }

    /// A rule the result does not describe (a result made without the pipeline): its name,
    /// at the severity of its first violation.
    static func undocumented(_ name: String, in result: AnalysisResult) -> RuleDescriptor {
        let severity = result.violations.first { $0.rule == name }?.severity ?? result.suppressed.first { $0.rule == name }?.severity ?? .warning
        return RuleDescriptor(name: name, type: name, severity: severity, summary: name, documentation: "")
    }
}

/// The SARIF log's shape: only what hive-lint fills in, named as the SARIF 2.1.0 schema names
/// it (`scripts/schemas/sarif-schema-2.1.0.json`; scripts/test validates real outputs).
private struct Log: Encodable {
    static let fingerprintKey = "hiveLint/v1"

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    struct Message: Encodable {
        var text: String
        var markdown: String?
        init(_ text: String, markdown: String? = nil) {
            self.text = text
            self.markdown = markdown
        }
    }

    struct Reference: Encodable {
        var id: String
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var help: Message?
        var defaultConfiguration: Configuration
        var properties: [String: [String]]

        init(_ rule: RuleDescriptor) {
            id = rule.name
            name = rule.name
            shortDescription = Message(rule.summary)
            if !rule.documentation.isEmpty { help = Message(rule.documentation, markdown: rule.documentation) }
            defaultConfiguration = Configuration(level: Log.level(rule.severity))
            properties = ["tags": rule.type == rule.name ? ["architecture"] : ["architecture", rule.type]]
        }
    }

    struct Driver: Encodable {
        var name = "hive-lint"
        var version = HiveLintVersion.current
        var semanticVersion = HiveLintVersion.current
        var rules: [Rule]
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int?
    }

    static let rootBase = "%SRCROOT%"
    static let workingDirectoryBase = "PROJECTROOT"

    struct ArtifactLocation: Encodable {
        var uri: String?
        var uriBaseId: String?
        var description: Message?
    }

    /// Where `%SRCROOT%` is: the root as given, relative to the working directory (itself
    /// left unnamed, so the log does not depend on the machine), or an absolute root as a
    /// `file` URI.
    static func baseIds(root: String) -> [String: ArtifactLocation] {
        var root = root
        while root.count > 1, root.hasSuffix("/") { root.removeLast() }
        let describedRoot = Message("the tree hive-lint scanned; result paths are relative to it")
        if root.hasPrefix("/") {
            return [rootBase: ArtifactLocation(uri: "file://" + Location.uri(root == "/" ? "/" : root + "/"), description: describedRoot)]
        }
        return [
            rootBase: ArtifactLocation(uri: root == "." ? "./" : Location.uri(root + "/"), uriBaseId: workingDirectoryBase, description: describedRoot),
            workingDirectoryBase: ArtifactLocation(description: Message("the working directory hive-lint ran in")),
        ]
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }

    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var message: Message?

        init(_ location: SourceLocation) {
            let region = location.line > 0 ? Region(startLine: location.line, startColumn: location.column > 0 ? location.column : nil) : nil
            physicalLocation = PhysicalLocation(artifactLocation: ArtifactLocation(uri: Self.uri(location.file), uriBaseId: Log.rootBase), region: region)
        }

        /// A relative URI reference: the path with what URIs do not allow percent-encoded.
        static func uri(_ path: String) -> String {
            let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/!$&'()*+,;=:@".unicodeScalars)
            var out = ""
            for byte in path.utf8 {
                let scalar = Unicode.Scalar(byte)
                if byte < 0x80, allowed.contains(scalar) {
                    out.unicodeScalars.append(scalar)
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    out += "%" + (hex.count == 1 ? "0" + hex : hex)
                }
            }
            return out
        }
    }

    struct Suppression: Encodable {
        var kind: String
        var status = "accepted"
        var justification: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var partialFingerprints: [String: String]
        var suppressions: [Suppression]?
    }

    struct Notification: Encodable {
        var descriptor: Reference
        var level: String
        var message: Message
        var locations: [Location]?
    }

    struct Invocation: Encodable {
        var executionSuccessful = true
        var toolExecutionNotifications: [Notification]?
    }

    struct Run: Encodable {
        var tool: Tool
        var invocations: [Invocation]
        var originalUriBaseIds: [String: ArtifactLocation]
        var results: [Result]
    }

    enum CodingKeys: String, CodingKey {
        case schema = "$schema", version, runs
    }

    var schema = "https://json.schemastore.org/sarif-2.1.0.json"
    var version = "2.1.0"
    var runs: [Run]
}
