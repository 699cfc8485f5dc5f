import Foundation
import PushStorage

/// The simulator's state directory and files (keys, certificates), written through PushStorage's
/// ``AtomicFile`` with failures in the simulator's own error type.
enum StateFile {
    /// Creates the private state directory if it is missing.
    static func createDirectory(_ directory: String) throws(SimulatorError) {
        do {
            try AtomicFile.createPrivateDirectory(directory)
        } catch {
            throw .file(path: directory, reason: "cannot create the state directory: \(error.reason)")
        }
    }

    static func write(_ text: String, to path: String, mode: mode_t) throws(SimulatorError) {
        do {
            try AtomicFile.write(text, to: path, mode: mode)
        } catch {
            throw .file(path: error.path, reason: "cannot write: \(error.reason)")
        }
    }
}
