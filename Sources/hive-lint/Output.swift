import ArgumentParser
import Foundation
import HiveLintCache

/// Where reports and messages are written, without Foundation's `FileHandle.write`, which
/// stops the process with a stack trace when a write fails (standard output on a full disk,
/// closed, or a pipe whose reader left).
enum Output {
    /// Whether hive-lint was started with standard output closed (`hive-lint . >&-`). Checked
    /// first thing in `main`: a closed standard descriptor gets `/dev/null` put in its place,
    /// so that no file the run opens (the cache) takes its number and receives the report.
    static let standardOutputWasClosed: Bool = {
        var outputClosed = false
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            // `open` takes the lowest free number: this one.
            _ = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if descriptor == STDOUT_FILENO { outputClosed = true }
        }
        return outputClosed
    }()

    /// Writes all of `text` to `descriptor`: the `errno` of a failed write, or `nil`.
    private static func write(_ text: String, to descriptor: Int32) -> Int32? {
        AtomicFile.writeAll(Array(text.utf8)[...], to: descriptor)
    }

    /// Writes `text` to standard error; a failure there has nowhere to be told, so it is ignored.
    static func standardError(_ text: String) {
        _ = write(text, to: STDERR_FILENO)
    }

    /// Writes `text` to standard output. A failed write is an error (exit 2): a report that
    /// did not reach its reader must not pass a gate. A reader that left on purpose
    /// (`hive-lint | head`, a broken pipe) gets no message, as `cat` and `git` give none.
    static func standardOutput(_ text: String) throws {
        if standardOutputWasClosed {
            fail("cannot write to standard output: it is closed")
            throw ExitCode(2)
        }
        guard let failure = write(text, to: STDOUT_FILENO) else { return }
        if failure != EPIPE { fail("cannot write to standard output: \(String(cString: strerror(failure)))") }
        throw ExitCode(2)
    }

    /// Writes `text` to the file `path`, as a shell's `>` would. A regular file (or a new one)
    /// is replaced whole: written beside it and renamed over it, so a reader never sees half a
    /// report; a link is written through (the file it names is replaced, the link stays); a
    /// device, pipe or socket (`/dev/stdout`, a named pipe) is written to as it is, never
    /// replaced. Why it could not (`cannot write …`), or `nil`.
    static func file(_ text: String, to path: String) -> String? {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists && (status.st_mode & S_IFMT) != S_IFREG {
            if (status.st_mode & S_IFMT) == S_IFDIR { return "cannot write \(path): it is a folder" }
            return direct(text, to: path)
        }
        var linkStatus = stat()
        let isLink = lstat(path, &linkStatus) == 0 && (linkStatus.st_mode & S_IFMT) == S_IFLNK
        // A dangling link: the shell's `>` makes the file it names.
        if isLink && !exists { return direct(text, to: path) }
        let target = isLink ? resolved(path) ?? path : path
        return AtomicFile.replace(target, with: Array(text.utf8), what: "the report", mode: exists ? status.st_mode & 0o7777 : nil)
    }

    /// Opens `path` for writing without replacing it (created if missing) and writes `text`.
    private static func direct(_ text: String, to path: String) -> String? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot write \(path): \(String(cString: strerror(errno)))" }
        let failure = write(text, to: descriptor)
        let closed = close(descriptor) == 0 ? nil : errno
        return (failure ?? closed).map { "cannot write \(path): \(String(cString: strerror($0)))" }
    }

    /// The file a link finally names.
    private static func resolved(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
