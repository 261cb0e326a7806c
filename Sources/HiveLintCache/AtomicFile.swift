import Foundation

/// Writing a file whole: to a temporary file in the same folder, renamed over the old one, so
/// two runs at once never leave a torn file (the last rename wins).
enum AtomicFile {
    /// Writes `bytes` to `file`; the reason it could not, naming `what` the file is.
    static func replace(_ file: String, with bytes: [UInt8], what: String) -> String? {
        let directory = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            return "cannot write \(what) in \(directory): \(error.localizedDescription)"
        }
        let temporary = directory + "/.\((file as NSString).lastPathComponent)-\(getpid())-\(UInt64.random(in: 0...UInt64.max)).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            // A full disk may leave part of it.
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
