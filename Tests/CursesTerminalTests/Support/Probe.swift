import Foundation
import PushTestSupport

/// `pushtui-terminal-probe` in a private tmux session: a shell prints a marker line on the normal
/// screen, then execs the probe, so the pane's exit status is the probe's own and the marker shows
/// whether the normal screen came back.
enum Probe {
    /// Printed on the normal screen before the probe starts.
    static let marker = "before-probe"

    /// Starts the probe with `arguments` in a `width` x `height` session and waits for its first frame.
    static func start(_ arguments: [String] = [], width: Int = 80, height: Int = 24,
                      environment: [String: String] = [:]) throws -> TmuxSession {
        let binary = try BuiltExecutable.path("pushtui-terminal-probe")
        let session = try TmuxSession(command: ["sh", "-c", "echo \(marker); exec \"$0\" \"$@\"", binary] + arguments,
                                      width: width, height: height, environment: environment)
        try session.waitFor("events: 0")
        return session
    }

    /// The probe's process ID, from its first line.
    static func processID(in session: TmuxSession) throws -> Int32 {
        let screen = try session.capture()
        guard let match = screen.firstMatch(of: /probe pid (\d+)/), let pid = Int32(match.1) else {
            throw TestSupportError.failed("no pid on the probe's screen:\n\(screen)")
        }
        return pid
    }
}
