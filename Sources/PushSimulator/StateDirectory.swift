import Foundation

/// The simulator's private state directory (certificates, demo key).
enum StateDirectory {
    /// Creates `directory` (and its parents) readable by the owner only, if it is missing.
    static func create(_ directory: String) throws(SimulatorError) {
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw .file(path: directory, reason: "cannot create the state directory: \(error.localizedDescription)")
        }
    }
}
