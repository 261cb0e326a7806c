/// Everything one run of hive-lint found; reporters turn it into text, JSON or other formats.
public struct AnalysisResult: Sendable, Hashable {
    /// The scanned root as the user named it.
    public var root: String
    public var modules: [Module]
    public var graph: DependencyGraph
    /// The service and route manifest, with the business-dependency graph.
    public var manifest: Manifest
    public var violations: [Violation]
    public var suppressed: [SuppressedViolation]
    /// Source files no module owns (relative paths, sorted).
    public var unownedFiles: [String]
    public var fileCounts: FileCounts
    public var diagnostics: [Diagnostic]
    /// Whether the rules checked example modules (`--include-examples`, `scope.examples`).
    public var examplesChecked = false
    /// The baseline the run was compared with, if any.
    public var baseline: BaselineSummary?
    /// The rule instances the run checked, with their documentation, sorted by name (for
    /// reports that describe their rules, such as SARIF).
    public var rules: [RuleDescriptor] = []

    public init(
        root: String, modules: [Module], graph: DependencyGraph, manifest: Manifest = Manifest(), violations: [Violation],
        suppressed: [SuppressedViolation], unownedFiles: [String], fileCounts: FileCounts, diagnostics: [Diagnostic]
    ) {
        self.root = root
        self.modules = modules.sorted()
        self.graph = graph
        self.manifest = manifest
        self.violations = violations.sorted()
        self.suppressed = suppressed.sorted()
        self.unownedFiles = unownedFiles.sorted()
        self.fileCounts = fileCounts
        self.diagnostics = diagnostics.sorted()
    }

    /// The number of violations at each severity.
    public func violationCount(_ severity: Severity) -> Int {
        violations.filter { $0.severity == severity }.count
    }
}

/// The one error type that stops a run (exit code 2): the tree or the configuration cannot
/// be read, or a needed front end is unavailable. Problems *in* the analysed code are
/// diagnostics instead.
public struct HiveLintError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

/// How a run compares with its baseline file.
public struct BaselineSummary: Sendable, Hashable, Codable {
    /// The file as reports show it (relative to the root when inside it).
    public var file: String
    /// Violations the baseline holds that still occur (not reported).
    public var baselined: Int
    /// Violations not in the baseline (reported).
    public var new: Int
    /// Baseline entries that no longer occur (each a `stale-baseline-entry`).
    public var fixed: Int

    public init(file: String, baselined: Int, new: Int, fixed: Int) {
        self.file = file
        self.baselined = baselined
        self.new = new
        self.fixed = fixed
    }
}
