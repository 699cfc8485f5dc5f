import Foundation

// Reads a whole file with the system's reason when it cannot: "Permission denied" or "Is a
// directory" tell a person what to fix, where FileManager only says nil.
enum FileContents {
    struct ReadError: Error {
        let reason: String
    }

    static func read(_ path: String) throws(ReadError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw ReadError(reason: AtomicFileError.systemReason()) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Foundation.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw ReadError(reason: AtomicFileError.systemReason()) }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
