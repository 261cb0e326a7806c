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
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            #if canImport(Darwin)
            var thread: pthread_t?
            #else
            var thread = pthread_t()
            #endif
            let started = pthread_attr_setstacksize(&attributes, stackSize) == 0
                && pthread_create(&thread, &attributes, { pointer in
                    #if canImport(Darwin)
                    let box = Unmanaged<WorkBox>.fromOpaque(pointer).takeUnretainedValue()
                    #else
                    let box = Unmanaged<WorkBox>.fromOpaque(pointer!).takeUnretainedValue()
                    #endif
                    box.work()
                    return nil
                }, box.toOpaque()) == 0
            if started {
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
}

private final class WorkBox {
    let work: () -> Void
    init(_ work: @escaping () -> Void) { self.work = work }
}
