import PushCrypto
import PushCore

/// Warns, once per file and process, when a key file pushtui reads is readable by other users.
///
/// Process-wide because the warning is about the process's files, not about one command: the same
/// key read by `send` for three profiles, or by the console for every push, warns once. Warnings
/// go to standard error until the console routes them to its status line with ``route(to:)``.
final class KeyFileWarnings: Sendable {
    /// The process's reporter.
    static let shared = KeyFileWarnings()

    private struct State {
        var warned: Set<String> = []
        var sink: @Sendable (String) -> Void = { Console.error($0) }
    }

    private let state = Locked(State())

    /// Sends later warnings to `sink` instead of standard error (the console's status line, where
    /// standard error would scribble over the screen).
    func route(to sink: @escaping @Sendable (String) -> Void) {
        state.withLock { $0.sink = sink }
    }

    /// Checks `path` before it is read, and warns if group or others can read it and it has not
    /// been warned about yet.
    func check(_ path: String) {
        guard let exposure = KeyFileExposure.check(path) else { return }
        let sink: (@Sendable (String) -> Void)? = state.withLock { state in
            state.warned.insert(path).inserted ? state.sink : nil
        }
        sink?(exposure.description)
    }
}
