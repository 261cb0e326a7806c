import Foundation

/// The parse stage's jobs, shared by its workers: each takes the next job when it is free, so
/// a worker with heavy files never leaves the other idle at the end. It also makes sure that
/// at most one *large* job (`ParseBudget.parsesAlone`) runs at a time, without making anyone
/// wait while there is other work: a worker that finds its job large while another large one
/// runs puts it aside (`beginLarge(orPutAside:)`) and takes the next; a job put aside is
/// handed out first once the large one has ended. Meanwhile the others take jobs from the
/// back of the queue (the smallest files), so little else is in memory beside a large parse.
final class WorkQueue: @unchecked Sendable {
    private let condition = NSCondition()
    /// Jobs `front..<back` are still to be handed out.
    private var front = 0
    private var back: Int
    private var asideJobs: [Int] = []
    private var largeRunning = false

    init(count: Int) {
        back = count
    }

    /// The index of the next job, and whether the caller holds the large-job slot with it (a
    /// job put aside: call `endLarge` when it is done); `nil` when every job is taken. Jobs
    /// come from the front, except while a large job runs: then from the back (the jobs come
    /// largest first, so the others work on the smallest files meanwhile, and the large
    /// parse's working set meets little else). Waits only when nothing but jobs put aside is
    /// left and a large job runs.
    func take() -> (index: Int, holdsLarge: Bool)? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if !asideJobs.isEmpty, !largeRunning {
                largeRunning = true
                return (asideJobs.removeFirst(), true)
            }
            if front < back {
                if largeRunning {
                    back -= 1
                    return (back, false)
                }
                front += 1
                return (front - 1, false)
            }
            if asideJobs.isEmpty { return nil }
            condition.wait()
        }
    }

    /// Takes the large-job slot for job `index` if it is free; else puts the job aside, to be
    /// handed out (with the slot) once the large job running now has ended.
    func beginLarge(orPutAside index: Int) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        guard !largeRunning else {
            asideJobs.append(index)
            return false
        }
        largeRunning = true
        return true
    }

    /// Frees the large-job slot.
    func endLarge() {
        condition.lock()
        largeRunning = false
        condition.broadcast()
        condition.unlock()
    }
}
