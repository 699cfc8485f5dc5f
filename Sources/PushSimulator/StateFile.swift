import Foundation
import PushStorage

/// The simulator's state files (keys, certificates), written through PushStorage's ``AtomicFile``
/// with failures in the simulator's own error type.
enum StateFile {
    static func write(_ text: String, to path: String, mode: mode_t) throws(SimulatorError) {
        do {
            try AtomicFile.write(text, to: path, mode: mode)
        } catch {
            throw .file(path: error.path, reason: "cannot write: \(error.reason)")
        }
    }
}
