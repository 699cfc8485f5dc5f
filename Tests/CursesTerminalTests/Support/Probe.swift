import Foundation
import PushTestSupport

/// `pushtui-terminal-probe` in a private tmux session. A shell prints a marker line on the normal
/// screen, runs the probe, then prints the probe's exit status and the terminal modes (`stty -a`),
/// so a test can see whether the normal screen and the modes came back.
enum Probe {
    /// Printed on the normal screen before the probe starts.
    static let marker = "before-probe"

    /// Starts the probe with `arguments` in a `width` x `height` session; unless `waitForFrame` is
    /// false, waits for its first frame.
    static func start(_ arguments: [String] = [], width: Int = 80, height: Int = 24,
                      environment: [String: String] = [:], waitForFrame: Bool = true) throws -> TmuxSession {
        let binary = try BuiltExecutable.path("pushtui-terminal-probe")
        let script = "echo \(marker); \"$0\" \"$@\"; echo \"probe exited $?\"; stty -a"
        let session = try TmuxSession(command: ["sh", "-c", script, binary] + arguments,
                                      width: width, height: height, environment: environment)
        if waitForFrame { try session.waitFor("events: 0") }
        return session
    }

    /// Waits for the probe to end and returns its exit status as the shell saw it (128 + n for signal n).
    static func exitStatus(in session: TmuxSession) throws -> Int32? {
        let screen = try session.waitFor(#"probe exited \d+"#)
        return screen.firstMatch(of: /probe exited (\d+)/).flatMap { Int32($0.1) }
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
