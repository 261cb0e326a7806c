#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on a thread of its own with a large stack. The parsers recurse once per level of
/// an expression (libclang: `!!!!…x`, `x = x = …`, `a ? b : a ? b : …`; swift-syntax: nested
/// types), and a pool thread's stack (512 KB to 8 MB) is exhausted by a file of 100,000
/// levels: a stack overflow kills the process, since no crash recovery can run on a stack
/// that is gone. The stack is reserved address space; only what a parse touches is memory.
/// When the thread cannot be made, the work runs on the caller's thread.
public enum LargeStack {
    /// 4 GiB of address space: a 1 MiB file (the full-parse limit) of nested unary operators
    /// needs about 1 GB of libclang's stack.
    public static let defaultSize = 4 << 30

    public static func run<T>(stackSize: Int = defaultSize, _ body: () -> T) -> T {
        var result: T?
        withoutActuallyEscaping({ result = body() }) { work in
            let box = Unmanaged.passRetained(WorkBox(work))
            if let thread = start(box, stackSize: stackSize, detached: false) {
                #if canImport(Darwin)
                pthread_join(thread!, nil)
                #else
                pthread_join(thread, nil)
                #endif
            } else {
                work()
            }
            box.release()
        }
        return result!
    }

    /// Starts `work` on a detached thread of its own with this stack, and returns at once;
    /// `false` when the thread cannot be made (nothing ran).
    @discardableResult
    public static func detach(stackSize: Int, _ work: @escaping @Sendable () -> Void) -> Bool {
        // The thread owns the box and releases it when the work is done.
        let box = Unmanaged.passRetained(WorkBox(work, releasedByThread: true))
        guard start(box, stackSize: stackSize, detached: true) != nil else {
            box.release()
            return false
        }
        return true
    }

    #if canImport(Darwin)
    private typealias Thread = pthread_t?
    #else
    private typealias Thread = pthread_t
    #endif

    /// A thread running `box`'s work with a stack of `stackSize` bytes, or `nil`.
    private static func start(_ box: Unmanaged<WorkBox>, stackSize: Int, detached: Bool) -> Thread? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        let started = pthread_attr_setstacksize(&attributes, stackSize) == 0
            && pthread_create(&thread, &attributes, { pointer in
                #if canImport(Darwin)
                let box = Unmanaged<WorkBox>.fromOpaque(pointer)
                #else
                let box = Unmanaged<WorkBox>.fromOpaque(pointer!)
                #endif
                let work = box.takeUnretainedValue()
                work.work()
                if work.releasedByThread { box.release() }
                return nil
            }, box.toOpaque()) == 0
        return started ? thread : nil
    }
}

private final class WorkBox {
    let work: () -> Void
    /// A detached thread's box, which the thread releases.
    let releasedByThread: Bool
    init(_ work: @escaping () -> Void, releasedByThread: Bool = false) {
        self.work = work
        self.releasedByThread = releasedByThread
    }
}
