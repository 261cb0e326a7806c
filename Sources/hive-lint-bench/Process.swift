#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Process-level measurements: peak resident memory, CPU time, and timed child processes
/// (spawned with `posix_spawn` and reaped with `wait4`, whose `rusage` gives the child's
/// own peak RSS).
enum ProcessProbe {
    /// This process's peak resident set in bytes: `VmHWM` on Linux, `ru_maxrss` elsewhere.
    static func peakRSS() -> Int {
        #if os(Linux)
        if let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) {
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
                if let kilobytes = digits { return kilobytes * 1024 }
            }
        }
        #endif
        var usage = rusage()
        getrusage(selfUsage, &usage)
        return maxRSSBytes(usage)
    }

    /// User + system CPU seconds this process has used.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(selfUsage, &usage)
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    #if canImport(Darwin)
    private static let selfUsage = RUSAGE_SELF
    #else
    private static let selfUsage = RUSAGE_SELF.rawValue
    #endif

    static func seconds(_ value: timeval) -> Double { Double(value.tv_sec) + Double(value.tv_usec) / 1_000_000 }

    /// `ru_maxrss` in bytes (kilobytes on Linux, bytes on Darwin).
    static func maxRSSBytes(_ usage: rusage) -> Int {
        #if canImport(Darwin)
        return Int(usage.ru_maxrss)
        #else
        return Int(usage.ru_maxrss) * 1024
        #endif
    }

    /// The path of the running executable.
    static func executablePath() -> String {
        #if os(Linux)
        if let resolved = realpath("/proc/self/exe", nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments.first ?? "hive-lint-bench"
    }

    /// What a finished child process did.
    struct Outcome {
        var exitCode: Int32
        /// Set when the child was killed by a signal.
        var signal: Int32?
        var standardOutput: Data
        /// From spawn to reaping, including process start-up.
        var seconds: Double
        var peakRSS: Int
        var cpuSeconds: Double
    }

    /// Runs `executable` with `arguments`; its standard output is captured (or discarded),
    /// standard error passes through.
    static func run(_ executable: String, _ arguments: [String], captureOutput: Bool) throws(BenchError) -> Outcome {
        var pipe: [Int32] = [-1, -1]
        if captureOutput {
            guard Glue.pipe(&pipe) == 0 else { throw BenchError("cannot create a pipe: \(String(cString: strerror(errno)))") }
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if captureOutput {
            posix_spawn_file_actions_addclose(&actions, pipe[0])
            posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
            posix_spawn_file_actions_addclose(&actions, pipe[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }

        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, Glue.environment)
        if captureOutput { close(pipe[1]) }
        guard spawned == 0 else {
            if captureOutput { close(pipe[0]) }
            throw BenchError("cannot run \(executable): \(String(cString: strerror(spawned)))")
        }

        var output = Data()
        if captureOutput {
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while true {
                let count = buffer.withUnsafeMutableBytes { systemRead(pipe[0], $0.baseAddress, $0.count) }
                if count <= 0 { break }
                output.append(contentsOf: buffer[0..<count])
            }
            close(pipe[0])
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchError("cannot wait for \(executable): \(String(cString: strerror(errno)))") }
        }
        let elapsed = clock.now - start
        let signal = status & 0x7F
        return Outcome(
            exitCode: signal == 0 ? (status >> 8) & 0xFF : -1,
            signal: signal == 0 ? nil : signal,
            standardOutput: output,
            seconds: elapsed.seconds,
            peakRSS: maxRSSBytes(usage),
            cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
    }
}

/// The C library calls whose Swift names differ between Glibc and Darwin.
private enum Glue {
    static func pipe(_ fds: inout [Int32]) -> Int32 {
        fds.withUnsafeMutableBufferPointer { buffer in
            #if canImport(Darwin)
            Darwin.pipe(buffer.baseAddress)
            #else
            Glibc.pipe(buffer.baseAddress)
            #endif
        }
    }

    static var environment: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? {
        #if canImport(Darwin)
        _NSGetEnviron().pointee
        #else
        environ
        #endif
    }
}

/// `read(2)`, named the same on Glibc and Darwin.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Darwin)
    Darwin.read(descriptor, buffer, count)
    #else
    Glibc.read(descriptor, buffer, count)
    #endif
}

/// Durations as plain seconds, for reports.
extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        let parts = components
        return Double(parts.seconds) + Double(parts.attoseconds) * 1e-18
    }
}
