import Foundation

/// Whole-file writes that appear atomically with the final permissions already set.
enum AtomicFile {
    static func write(_ text: String, to path: String, mode: mode_t) throws(SimulatorError) {
        let temporary = "\(path).tmp-\(getpid())"
        // O_EXCL: never write through a file (or symlink) someone else planted at the temp path.
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw .file(path: temporary, reason: "cannot create: \(SimulatorError.systemReason())")
        }
        let bytes = Array(text.utf8)
        var offset = 0
        var failure: String?
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Foundation.write(descriptor, $0 + offset, buffer.count - offset) } ?? -1
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                failure = SimulatorError.systemReason()
                break
            }
            offset += written
        }
        if failure == nil && fsync(descriptor) != 0 {
            failure = SimulatorError.systemReason()
        }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 {
            failure = SimulatorError.systemReason()
        }
        if let failure {
            unlink(temporary)
            throw .file(path: path, reason: "cannot write: \(failure)")
        }
    }
}
