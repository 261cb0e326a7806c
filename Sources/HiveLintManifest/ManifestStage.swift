import HiveLintCore

/// The manifest stage: what the recognizers find in the parsed facts and the property lists,
/// and the type index the manifest checks ask.
public enum ManifestStage {
    /// The service and route manifest, and the type index its checks use. A name whose
    /// existence a check asks about (one written as text, or a service protocol) that no
    /// parsed file declares is looked for in the text of `unparsedFiles` (absolute paths:
    /// third-party files, and files no module owns, such as a podspec whose glob misses its
    /// own headers), so a registration of a pod's class, or of a protocol in such a header, is
    /// not "unknown". Property lists and unparsed files over `budget.maxManifestSize` are
    /// not read (a list with a warning). `keepsMemoryUntilExit`: what the recognizers read is
    /// kept until the process exits (`KeptUntilExit`), not freed.
    public static func run(
        recognizers: [any FrameworkRecognizer], facts: [FileFacts], propertyLists: [String], absoluteRoot: String,
        owner: @escaping @Sendable (String) -> String?, compiles: @Sendable (String, String) -> Bool = { _, _ in false }, unparsedFiles: [String],
        budget: ParseBudget = ParseBudget(), keepsMemoryUntilExit: Bool = false
    ) -> (Manifest, TypeIndex, [Diagnostic]) {
        let (lists, diagnostics) = ManifestBuilder.readPropertyLists(propertyLists, absoluteRoot: absoluteRoot, budget: budget)
        // The type index does not need the manifest: built at once, on another core when one
        // is free.
        let (manifest, index) = Concurrently.both(
            {
                ManifestBuilder(recognizers: recognizers, keepsInputUntilExit: keepsMemoryUntilExit)
                    .build(facts: facts, propertyLists: lists, owner: owner, compiles: compiles)
            },
            { TypeIndex(facts: facts, owner: owner) })
        var types = index
        let named = Set(manifest.services.flatMap { [$0.protocol] + $0.unverifiedNames } + manifest.moduleEntries.flatMap(\.unverifiedNames))
        let missing = named.filter { !types.exists($0) && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        // Services looked up that no parsed code registers: a file no module owns may (Cllog's
        // assembly, in a project hive-lint could not read).
        let unprovided = Set(manifest.consumers.filter { $0.kind == .service && !$0.isProvided }.map(\.key))
            .filter { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } }
        let found = namesWritten(missing.union(unprovided), in: unparsedFiles, budget: budget)
        types.declareElsewhere(found.intersection(missing))
        types.noteWrittenInUnparsedCode(found.intersection(unprovided))
        return (manifest, types, diagnostics)
    }

    /// The `names` that occur as bytes in one of `files` (absolute paths; unreadable ones
    /// skipped). Stops reading once every name is found.
    static func namesWritten(_ names: Set<String>, in files: [String], budget: ParseBudget = ParseBudget()) -> Set<String> {
        guard !names.isEmpty else { return [] }
        var found: Set<String> = []
        let needles = names.map { ($0, Array($0.utf8)) }
        for file in files where found.count < names.count {
            guard (FileBytes.size(file) ?? 0) <= budget.maxManifestSize, let bytes = FileBytes.read(file) else { continue }
            for (name, needle) in needles where !found.contains(name) && bytes.contains(subsequence: needle) { found.insert(name) }
        }
        return found
    }
}
