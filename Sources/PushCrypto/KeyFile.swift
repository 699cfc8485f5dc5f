import Foundation

/// Reads key files with the system's own words for failures ("No such file or directory").
enum KeyFile {
    /// The file's bytes, or `.unreadableFile` with the path and the errno text.
    static func read(_ path: String) throws(KeyLoadError) -> [UInt8] {
        guard let handle = fopen(path, "rb") else {
            throw KeyLoadError(.unreadableFile(reason: String(cString: strerror(errno))), path: path)
        }
        defer { fclose(handle) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, handle)
            bytes.append(contentsOf: chunk.prefix(count))
            if count < chunk.count {
                if ferror(handle) != 0 {
                    throw KeyLoadError(.unreadableFile(reason: String(cString: strerror(errno))), path: path)
                }
                return bytes
            }
        }
    }
}
