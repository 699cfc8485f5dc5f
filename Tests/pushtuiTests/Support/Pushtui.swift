import Foundation
import PushTestSupport

/// The `pushtui` binary SwiftPM built next to this test bundle, run as a user would run it.
enum Pushtui {
    /// Long enough for a debug build on a busy 2-core machine; a command that hangs fails the test instead.
    static let timeout: TimeInterval = 20

    /// `XDG_STATE_HOME` for runs that do not choose one, so no test writes into the real
    /// `~/.local/state/pushtui` (every `send` appends to the history there). Removed at exit.
    static let defaultStateHome: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-tests-state-\(getpid())").path
        atexit { try? FileManager.default.removeItem(atPath: Pushtui.defaultStateHome) }
        return path
    }()

    /// `environment` over the defaults every run gets.
    static func environment(_ environment: [String: String]) -> [String: String] {
        ["XDG_STATE_HOME": defaultStateHome].merging(environment) { _, given in given }
    }

    /// The path of the built `pushtui`, or an error that says where it was looked for.
    static func binary() throws -> String {
        try BuiltExecutable.path("pushtui")
    }

    /// Runs `pushtui` with `arguments` to completion (killed and failed after ``timeout``).
    /// - Parameters:
    ///   - input: a file for standard input (default `/dev/null`).
    ///   - environment: variables set on top of the inherited environment (`HOME`, `$NAME` for profiles).
    static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil,
                    environment: [String: String] = [:]) throws -> ProcessResult {
        try CommandLineTool.run(try binary(), arguments, in: directory, input: input, environment: Self.environment(environment),
                                timeout: timeout)
    }

    /// Starts `pushtui` with `arguments` and returns while it runs.
    static func start(_ arguments: [String], environment: [String: String] = [:]) throws -> RunningProcess {
        try CommandLineTool.start(try binary(), arguments, environment: Self.environment(environment))
    }
}
