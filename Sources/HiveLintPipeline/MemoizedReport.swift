import HiveLintCache
import HiveLintCore
import HiveLintScan

extension Analyzer {
    /// `render`'s report of the analysis, memoized in the run memo at `memoFile` under `key`
    /// (the invocation: arguments, working directory, changed files). When the memo holds a
    /// report for `key` and nothing it depended on has changed, that report is returned and
    /// nothing is analysed or rendered. A report made while the parse cache was rebuilt or
    /// not written is not memoized (the next run would not say so). Errors are `Failure`s, or
    /// what `render` throws. (How recent an input's change keeps the report from being
    /// memoized: `Options.racyWindow`.)
    public func report(
        memoFile: String?, key: String, render: (AnalysisResult) throws -> RunMemo.Output
    ) async throws -> RunMemo.Output {
        let started = DiskIdentity.now()
        var memo = memoFile.map(RunMemo.init(file:))
        if let memoized = memo?.output(for: key, root: options.root) { return memoized }
        let (result, inputs, recorded) = try await runRecordingInputs(memoStartedAt: memo == nil ? nil : started)
        let made = try render(result)
        if options.keepsMemoryUntilExit { KeptUntilExit.keep((result, inputs)) }
        if let recorded, !result.diagnostics.contains(where: { $0.code == Self.cacheRebuilt || $0.code == Self.cacheNotWritten }) {
            memo?.save(made, for: key, recorded: recorded, ownFiles: options.cacheFile.map { [ScanRoot.absolute($0)] } ?? [])
        }
        return made
    }
}
