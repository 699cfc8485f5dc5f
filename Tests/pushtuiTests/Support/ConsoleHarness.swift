import Foundation
import PushCore
import PushStorage
import PushTestSupport
import Testing

/// The real `pushtui` console in a private tmux session, with its own home: `HOME`,
/// `XDG_CONFIG_HOME` and `XDG_STATE_HOME` point into a temporary directory and `--profiles` at a
/// directory the test fills (left empty, the built-in demo starts).
///
/// A shell prints a marker on the normal screen, runs the console, then prints its exit status
/// and the terminal modes (`stty -a`), so a test can see whether the terminal came back.
/// The session runs with the frame-idle signal: every wait and capture sees only whole frames.
final class ConsoleHarness {
    /// Printed on the normal screen before the console starts.
    static let marker = "before-console"
    /// Every frame of the console at a usable size has the response log's title.
    static let readyPattern = #"Responses \(\d+\)"#

    /// The console's home; ``profilesDirectory`` lives inside it unless shared with another console.
    let home: TemporaryDirectory
    let session: TmuxSession

    /// Writes `profiles` (file name to bytes) into the profiles directory, runs `prepare` with the
    /// console's `XDG_STATE_HOME`, starts the console with `arguments` at `width` x `height` and,
    /// when `waitFor` is given, waits until the screen matches it. `command` names the console
    /// (`console`, or nil for the bare `pushtui --profiles DIR` form).
    /// `environment` adds variables (`EDITOR`) for the console. `sharing` runs this console on
    /// another harness's profiles directory (two consoles on one directory), with a home of its own;
    /// `restarting` runs it in another harness's home and profiles directory (the same user again,
    /// after that console ended). `inPayload` then presses `3`: the console starts in Devices, and
    /// most tests begin where a user who came to write a payload goes first.
    init(profiles: [String: [UInt8]] = [:], command: String? = "console", arguments: [String] = [], width: Int = 120, height: Int = 40,
         environment: [String: String] = [:], sharing other: ConsoleHarness? = nil, restarting previous: ConsoleHarness? = nil,
         waitFor pattern: String? = ConsoleHarness.readyPattern, inPayload: Bool = true, prepare: (_ stateHome: String) throws -> Void = { _ in }) throws {
        home = try previous?.home ?? TemporaryDirectory(prefix: "pushtui-console")
        profilesDirectory = other?.profilesDirectory ?? previous?.profilesDirectory ?? home.file("profiles")
        try FileManager.default.createDirectory(atPath: profilesDirectory, withIntermediateDirectories: true)
        for (name, bytes) in profiles { try Data(bytes).write(to: URL(fileURLWithPath: profilesDirectory + "/" + name)) }
        try prepare(home.file("state"))
        let binary = try BuiltExecutable.path("pushtui")
        let script = "echo \(Self.marker); \"$0\" \"$@\"; echo \"console exited $?\"; stty -a"
        session = try TmuxSession(
            command: ["sh", "-c", script, binary] + (command.map { [$0] } ?? []) + ["--profiles", profilesDirectory] + arguments,
            width: width, height: height,
            // No display: copies go to the terminal (OSC 52, tmux's buffer) whatever desktop the tests run on.
            environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.file("config"), "XDG_STATE_HOME": home.file("state"),
                          "DISPLAY": "", "WAYLAND_DISPLAY": ""]
                .merging(environment) { _, given in given },
            idleSignal: true)
        if let pattern {
            // The first frame's title is not set before it is idle: a plain look could catch it half drawn.
            try session.waitForIdle(after: nil, timeout: 20)
            try session.waitFor(pattern, timeout: 20)
            if inPayload {
                try session.sendKeys("3")
                try session.waitFor(pattern, timeout: 20)
            }
        }
    }

    deinit {
        session.stop()
    }

    /// The directory passed as `--profiles`.
    let profilesDirectory: String
    /// `$XDG_STATE_HOME/pushtui`.
    var stateDirectory: String { home.file("state") + "/pushtui" }
    var historyFile: String { stateDirectory + "/history.jsonl" }
    var draftsFile: String { stateDirectory + "/drafts.json" }

    /// Waits for the console to end and returns its exit status as the shell saw it (128 + n for signal n).
    func exitStatus() throws -> Int32? {
        let screen = try session.waitFor(#"console exited \d+"#, timeout: 20)
        return screen.firstMatch(of: /console exited (\d+)/).flatMap { Int32($0.1) }
    }

    /// The console's process ID: the one child of the pane's shell.
    func processID() throws -> pid_t {
        let shell = try session.format("#{pane_pid}")
        guard let pid = pid_t(shell).flatMap({ ProcessInspection.children(of: $0).first }) else {
            throw TestSupportError.failed("the pane's shell \(shell) has no child process")
        }
        return pid
    }

    /// The built-in demo profile's file, which its draft is saved under.
    var demoProfileFile: String { stateDirectory + "/demo/local-simulator.json" }

    /// The drafts file: payload text per profile file.
    func drafts() throws -> [String: String] {
        try savedDrafts().mapValues(\.payload)
    }

    /// The drafts file: payload and header fields per profile file, read as the console reads it.
    func savedDrafts() throws -> [String: PayloadDraft] {
        try FileDraftStore(path: draftsFile).load()
    }

    /// The history file's lines, each decoded as a JSON object.
    func historyRecords() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: historyFile, encoding: .utf8)
        return try text.split(separator: "\n").map { line in
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] else {
                throw TestSupportError.failed("a history line is not a JSON object: \(line)")
            }
            return object
        }
    }

    /// The byte count the meter shows (`1,213 / 4,096 B`), or nil when it shows none.
    static func meterCount(on screen: String) -> Int? {
        screen.firstMatch(of: /([0-9,]+) \/ [0-9,]+ B/).flatMap { Int($0.1.replacingOccurrences(of: ",", with: "")) }
    }

    /// Normal screen back (the marker printed before the console is visible, its frame is not),
    /// cursor shown, mouse reporting off, and the terminal modes the shell had.
    func expectRestored(sourceLocation: SourceLocation = #_sourceLocation) throws {
        let screen = try session.waitFor(#"\bicanon\b"#, timeout: 20)
        #expect(screen.contains(Self.marker), "normal screen not restored:\n\(screen)", sourceLocation: sourceLocation)
        #expect(screen.firstMatch(of: try Regex(Self.readyPattern)) == nil, "the console's frame is left on the screen:\n\(screen)", sourceLocation: sourceLocation)
        for mode in ["icanon", "echo", "ixon", "isig", "opost"] {
            let set = try Regex("(?m)(^| )\(mode)( |$)")
            #expect(screen.contains(set), "terminal mode \(mode) not restored:\n\(screen)", sourceLocation: sourceLocation)
        }
        #expect(try session.format("#{alternate_on}") == "0", sourceLocation: sourceLocation)
        #expect(try session.format("#{cursor_flag}") == "1", sourceLocation: sourceLocation)
        #expect(try session.format("#{mouse_any_flag}") == "0", sourceLocation: sourceLocation)
    }
}
