import Foundation

/// Reading a whole file into a byte array, for the parse workers and the parse cache.
public enum FileBytes {
    /// The size of the file at `path` (following symbolic links), or `nil` when it cannot be
    /// found.
    public static func size(_ path: String) -> Int? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_size >= 0 else { return nil }
        return Int(info.st_size)
    }

    /// The file's bytes, read straight into an array (`FileManager.contents` makes a `Data`
    /// that must then be copied), or `nil` when it cannot be read.
    public static func read(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_size >= 0 else { return nil }
        let size = Int(info.st_size)
        var failed = false
        let bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            var done = 0
            while done < size {
                let got = Foundation.read(descriptor, base + done, size - done)
                if got <= 0 { failed = got < 0; break }
                done += got
            }
            count = done
        }
        return failed ? nil : bytes
    }
}
