import Foundation

/// Values a process keeps until it exits instead of freeing them, as clang's `-disable-free`
/// does: tearing down a run's facts, graph and result object by object (every file's events,
/// every piece of evidence) takes the command line a tenth of a run after an edit, for memory
/// the system reclaims at exit anyway. Only for a process that exits after one run.
public enum KeptUntilExit {
    nonisolated(unsafe) private static var values: [Any] = []
    private static let lock = NSLock()

    public static func keep(_ value: Any) {
        lock.lock()
        values.append(value)
        lock.unlock()
    }
}
