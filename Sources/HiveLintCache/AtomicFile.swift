import Foundation

/// Writing a file whole: to a temporary file in the same folder, renamed over the old one, so
/// two runs at once never leave a torn file (the last rename wins).
public enum AtomicFile {
    /// Writes `bytes` to `file`; the reason it could not, naming `what` the file is.
    public static func replace(_ file: String, with bytes: [UInt8], what: String, mode: mode_t? = nil) -> String? {
        replace(file, what: what, mode: mode) { write in write(bytes[...]) }
    }

    /// Writes to `file` what `produce` hands its `write`, piece by piece (a large file is never
    /// whole in memory); the reason it could not, naming `what` the file is. `mode`: the new
    /// file's permissions (those of the file it replaces), else 0644 less the umask.
    public static func replace(_ file: String, what: String, mode: mode_t? = nil, produce: (_ write: (ArraySlice<UInt8>) -> Void) -> Void) -> String? {
        let folder = (file as NSString).deletingLastPathComponent
        let directory = folder.isEmpty ? "." : folder  // `report.json`: the working directory
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot write \(what) in \(directory): \(error.localizedDescription)"
        }
        let temporary = directory + "/.\((file as NSString).lastPathComponent)-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot write \(what) in \(directory): \(String(cString: strerror(errno)))" }
        if let mode { fchmod(descriptor, mode) }
        var failure: Int32?
        produce { piece in
            guard failure == nil else { return }
            failure = writeAll(piece, to: descriptor)
        }
        if close(descriptor) != 0 && failure == nil { failure = errno }
        if let failure {
            // A full disk leaves part of it.
            unlink(temporary)
            return "cannot write \(what) in \(directory): \(String(cString: strerror(failure)))"
        }
        guard rename(temporary, file) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "cannot replace \(what) \(file): \(reason)"
        }
        return nil
    }

    /// Writes all of `bytes` to `descriptor` (again after a signal, on after a short write);
    /// the `errno` of a failed write, or `nil`.
    public static func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32? {
        bytes.withUnsafeBytes { buffer -> Int32? in
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { return written < 0 ? errno : EIO }
                offset += written
            }
            return nil
        }
    }
}
