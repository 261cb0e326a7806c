import Foundation

/// Writing a file whole: to a temporary file in the same folder, renamed over the old one, so
/// two runs at once never leave a torn file (the last rename wins).
enum AtomicFile {
    /// Writes `bytes` to `file`; the reason it could not, naming `what` the file is.
    static func replace(_ file: String, with bytes: [UInt8], what: String) -> String? {
        replace(file, what: what) { write in write(bytes[...]) }
    }

    /// Writes to `file` what `produce` hands its `write`, piece by piece (a large file is never
    /// whole in memory); the reason it could not, naming `what` the file is.
    static func replace(_ file: String, what: String, produce: (_ write: (ArraySlice<UInt8>) -> Void) -> Void) -> String? {
        let directory = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot write \(what) in \(directory): \(error.localizedDescription)"
        }
        let temporary = directory + "/.\((file as NSString).lastPathComponent)-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return "cannot write \(what) in \(directory)" }
        var failed = false
        produce { piece in
            guard !failed else { return }
            piece.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 && errno == EINTR { continue }
                    guard written > 0 else {
                        failed = true
                        return
                    }
                    offset += written
                }
            }
        }
        if close(descriptor) != 0 { failed = true }
        guard !failed else {
            // A full disk leaves part of it.
            unlink(temporary)
            return "cannot write \(what) in \(directory)"
        }
        guard rename(temporary, file) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            return "cannot replace \(what) \(file): \(reason)"
        }
        return nil
    }
}
