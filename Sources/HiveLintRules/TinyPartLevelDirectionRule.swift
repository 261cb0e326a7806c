import HiveLintConfig
import HiveLintCore

/// `tinypart-level-direction`: a TinyPart Report (`reportNotification:targetModule:`) goes to a
/// module of a higher level (basic < middle < topout). Reports go to lower or same-level
/// modules; upward news is a Broadcast. The sender's level is that of the TinyPart module
/// entries in the sending hive-lint module. No options.
public struct TinyPartLevelDirectionRule: Rule {
    public static let typeName = "tinypart-level-direction"
    public static let summary = "a TinyPart Report is sent to a higher-level module"

    static let levels = ["basic", "middle", "topout"]

    public init?(instance: RuleInstance, problems: inout [ConfigProblem]) {
        OptionReader.expectNoOptions(instance, &problems)
    }

    public func check(_ context: RuleContext) -> [Violation] {
        let entries = context.manifest.moduleEntries.filter { $0.framework == "tinypart" }
        let levelOfClass = Dictionary(entries.compactMap { entry in entry.level.map { (entry.name, $0) } }, uniquingKeysWith: { first, _ in first })
        var levelOfModule: [String: String] = [:]
        for entry in entries.sorted() {
            if let module = entry.module, let level = entry.level, levelOfModule[module] == nil { levelOfModule[module] = level }
        }
        return context.manifest.consumers.compactMap { consumer in
            guard consumer.kind == .report, consumer.resolution != .dynamic, context.checks(consumer.module),
                  let sender = consumer.module, let senderLevel = levelOfModule[sender], let targetLevel = levelOfClass[consumer.key],
                  let from = Self.levels.firstIndex(of: senderLevel), let to = Self.levels.firstIndex(of: targetLevel), to > from else { return nil }
            return Violation(
                rule: context.ruleName, severity: .error,
                message: "\(sender) (\(senderLevel)) sends a Report to \(consumer.key) (\(targetLevel)); Reports go to lower or same-level modules, use a Broadcast",
                from: sender, to: consumer.provider ?? sender, location: consumer.location,
                evidence: [Evidence(kind: .registration, location: consumer.location, text: "\(consumer.mechanism) \(consumer.key)")],
                subject: consumer.key)
        }
    }
}
