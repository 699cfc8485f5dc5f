import Foundation

/// A program running in a detached session of a private tmux server, for end-to-end tests of
/// full-screen programs: send keys, pastes and resizes, read the screen, wait for text.
///
/// The server is the test's alone (its own socket in a temporary directory, no user config) and is
/// killed by ``stop()`` or deinit. The program runs under `env LANG=C.UTF-8 TERM=screen-256color`
/// with `NO_COLOR` removed unless given, and its pane stays after it exits (`remain-on-exit`), so a
/// test can still read the final screen.
///
/// Started with `idleSignal`, the program is asked (`PUSHTUI_TEST_IDLE`) to set the pane's title to
/// `pushtui idle N` after each frame it finishes with nothing left to do. Every input (keys, text,
/// bytes, a paste, a resize) then notes the idle frame the screen was at, and every wait looks only
/// at screens of a newer idle frame, read in the same tmux command as the title: a capture never
/// sees a half-drawn frame. A title that is not an idle marker (before the program's first frame,
/// while it hands the terminal to another program, after it exits) leaves waits as plain polls.
public final class TmuxSession {
    /// How often ``waitFor(_:timeout:colors:)`` looks at the screen, in milliseconds.
    public static let pollIntervalMilliseconds: Int32 = 20

    private let tmux: String
    private let directory: TemporaryDirectory
    private let socket: String
    private let serverName: String
    private let target = "test"
    private let server: RunningProcess
    private var stopped = false
    private let idleSignal: Bool
    /// The idle frame the screen was at when the last input was sent; waits look only at newer frames.
    private var idleFrameBeforeInput: Int?

    /// Starts `command` (program and arguments) in a `width` x `height` session.
    /// - Parameter environment: variables for the program on top of `LANG` and `TERM` (which it may override).
    /// - Parameter idleSignal: asks the program for the frame-idle signal and makes every wait use it.
    public init(command: [String], width: Int = 80, height: Int = 24, environment: [String: String] = [:],
                idleSignal: Bool = false) throws {
        guard let tmux = CommandLineTool.locate("tmux") else { throw TestSupportError.notFound("tmux") }
        self.tmux = tmux
        self.idleSignal = idleSignal
        directory = try TemporaryDirectory(prefix: "tmux")
        socket = directory.file("sock")
        serverName = "pushtui-\(directory.url.lastPathComponent)"
        // Options in a config file apply before the program starts, so even an instant exit leaves the pane.
        // set-clipboard on: what the program copies with OSC 52 lands in tmux's paste buffer (``clipboard()``).
        let configuration = try directory.write("set -g remain-on-exit on\nset -g history-limit 0\nset -g set-clipboard on\n", to: "tmux.conf")
        // The server runs in the foreground (-D) as our own child: a daemonized server would keep the
        // client's inherited descriptors open, and Foundation's Process then never sees the client exit.
        server = try CommandLineTool.start(tmux, ["-D", "-L", serverName, "-S", socket, "-f", configuration],
                                           environment: ["LANG": "C.UTF-8"])
        let socketPath = socket
        guard poll(until: { FileManager.default.fileExists(atPath: socketPath) }, timeout: 10) else {
            throw TestSupportError.failed("the tmux server did not start: \(server.standardError)")
        }
        let variables = ["LANG": "C.UTF-8", "TERM": "screen-256color"].merging(idleSignal ? [Self.idleVariable: "1"] : [:]) { _, idle in idle }
            .merging(environment) { _, given in given }
        let line = (["env", "-u", "NO_COLOR"] + variables.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" } + command)
            .map(Self.shellQuoted).joined(separator: " ")
        try tmuxCommand(["new-session", "-d", "-s", target, "-x", "\(width)", "-y", "\(height)", line])
    }

    deinit {
        stop()
    }

    /// Kills the private server (the program sees its terminal hang up). Safe to call more than once.
    public func stop() {
        guard !stopped else { return }
        stopped = true
        // A foreground server asked to exit with kill-server waits for the pane's program; killing
        // it closes the pane's terminal instead, and the program sees the hang-up.
        server.send(SIGKILL)
        _ = try? server.wait(timeout: 10)
    }

    /// Sends named keys (`"Enter"`, `"C-s"`, `"F5"`, `"BTab"`, `"Up"`, a plain letter …).
    public func sendKeys(_ keys: String...) throws {
        try sendKeys(keys)
    }

    /// Sends named keys, given as a list (a key pressed many times).
    public func sendKeys(_ keys: [String]) throws {
        try noteInput()
        try tmuxCommand(["send-keys", "-t", target] + keys)
    }

    /// Types `text` literally (UTF-8, wide characters included).
    public func type(_ text: String) throws {
        try noteInput()
        try tmuxCommand(["send-keys", "-t", target, "-l", text])
    }

    /// Sends raw bytes, for input no key name produces (mouse reports, invalid UTF-8).
    public func sendBytes(_ bytes: [UInt8]) throws {
        try noteInput()
        try tmuxCommand(["send-keys", "-t", target, "-H"] + bytes.map { String($0, radix: 16) })
    }

    /// Pastes `text` the way a terminal does: bracketed, when the program asked for bracketed paste.
    public func paste(_ text: String) throws {
        let file = try directory.write(text, to: "paste.txt")
        try tmuxCommand(["load-buffer", "-b", "test", file])
        try noteInput()
        try tmuxCommand(["paste-buffer", "-p", "-d", "-b", "test", "-t", target])
    }

    /// Resizes the window, as a user dragging the terminal's corner would.
    public func resize(width: Int, height: Int) throws {
        try noteInput()
        try tmuxCommand(["resize-window", "-t", target, "-x", "\(width)", "-y", "\(height)"])
    }

    /// Resizes the window to each size in turn, all in one tmux command line, so the program gets
    /// them as fast as tmux can deliver them (a storm of SIGWINCHes, not a user's drag).
    public func resize(through sizes: [(width: Int, height: Int)]) throws {
        try noteInput()
        let commands = sizes.map { ["resize-window", "-t", target, "-x", "\($0.width)", "-y", "\($0.height)"] }
        try tmuxCommand(Array(commands.joined(separator: [";"])))
    }

    /// The screen as text; with `colors`, including the escape sequences for colours and attributes.
    /// With the idle signal, the first screen of an idle frame newer than the last input's.
    public func capture(colors: Bool = false) throws -> String {
        guard idleSignal else { return try tmuxCommand(["capture-pane", "-p"] + (colors ? ["-e"] : []) + ["-t", target]).standardOutput }
        var screen: String?
        guard try waitUntil(timeout: 10, { screen = try settledCapture(colors: colors); return screen != nil }), let screen else {
            throw TestSupportError.timedOut("waiting for an idle frame after frame \(idleFrameBeforeInput ?? 0)")
        }
        return screen
    }

    /// What the program last put on the clipboard (OSC 52), from tmux's newest paste buffer; nil
    /// before it copied anything.
    public func clipboard() -> String? {
        try? tmuxCommand(["show-buffer"]).standardOutput
    }

    /// Waits until the clipboard (``clipboard()``) holds text that `matches`, and returns it.
    public func waitForClipboard(where matches: (String) -> Bool) throws -> String {
        var last: String?
        guard poll(until: {
            last = clipboard()
            return last.map(matches) ?? false
        }) else {
            throw TestSupportError.timedOut("the clipboard holds \(last ?? "nothing")")
        }
        return last ?? ""
    }

    /// A tmux format evaluated for the pane, such as `#{alternate_on}` or `#{pane_dead_status}`.
    public func format(_ format: String) throws -> String {
        try tmuxCommand(["display-message", "-p", "-t", target, format]).standardOutput
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Waits until the screen matches the regular expression `pattern` and returns that screen;
    /// throws with the last screen when `timeout` seconds pass first.
    @discardableResult
    public func waitFor(_ pattern: String, timeout: TimeInterval = 10, colors: Bool = false) throws -> String {
        let expression = try Regex(pattern)
        var screen = ""
        let matched = try waitUntil(timeout: timeout) {
            guard let settled = try settledCapture(colors: colors) else { return false }
            screen = settled
            return screen.contains(expression)
        }
        guard matched else {
            throw TestSupportError.timedOut("waiting for /\(pattern)/ on the screen; it shows:\n\(screen)")
        }
        return screen
    }

    /// Waits until `condition` holds for the screen and returns that screen; throws with
    /// `description` and the last screen when `timeout` seconds pass first. For what a regular
    /// expression cannot say well, such as the width of a line.
    @discardableResult
    public func waitForScreen(_ description: String, timeout: TimeInterval = 10,
                              where condition: (String) throws -> Bool) throws -> String {
        var screen = ""
        let matched = try waitUntil(timeout: timeout) {
            guard let settled = try settledCapture(colors: false) else { return false }
            screen = settled
            return try condition(screen)
        }
        guard matched else {
            throw TestSupportError.timedOut("waiting for \(description); the screen shows:\n\(screen)")
        }
        return screen
    }

    /// The idle frame the pane's title names, or nil when it names none (the program has not
    /// finished a frame yet, is away or has exited, or was not started with `idleSignal`).
    public func idleFrame() throws -> Int? {
        Self.idleFrame(inTitle: try format("#{pane_title}"))
    }

    /// Waits until the program reports an idle frame newer than `frame` (any frame when nil), then
    /// returns the screen of that frame, read in the same tmux command as the title.
    @discardableResult
    public func waitForIdle(after frame: Int?, timeout: TimeInterval = 10, colors: Bool = false) throws -> String {
        var screen = ""
        var title = ""
        let matched = try waitUntil(timeout: timeout) {
            (title, screen) = try titleAndScreen(colors: colors)
            return Self.idleFrame(inTitle: title).map { $0 > frame ?? 0 } ?? false
        }
        guard matched else {
            throw TestSupportError.timedOut("waiting for an idle frame after \(frame.map(String.init) ?? "none"); the title is '\(title)', the screen shows:\n\(screen)")
        }
        return screen
    }

    /// The screen, when it may be judged: with the idle signal, only a frame newer than the last
    /// input's (nil until one comes), or any screen while the title names no idle frame.
    private func settledCapture(colors: Bool) throws -> String? {
        guard idleSignal else { return try capture(colors: colors) }
        let (title, screen) = try titleAndScreen(colors: colors)
        guard let frame = Self.idleFrame(inTitle: title) else { return screen }
        return frame > idleFrameBeforeInput ?? 0 ? screen : nil
    }

    /// The pane's title and screen from one tmux command: tmux runs a command's parts one after the
    /// other without parsing the program's output in between, so the screen is the title's frame.
    private func titleAndScreen(colors: Bool) throws -> (title: String, screen: String) {
        let output = try tmuxCommand(["display-message", "-p", "-t", target, "#{pane_title}", ";",
                                      "capture-pane", "-p"] + (colors ? ["-e"] : []) + ["-t", target]).standardOutput
        let title = output.prefix { $0 != "\n" }
        return (String(title), String(output.dropFirst(title.count + 1)))
    }

    private func noteInput() throws {
        guard idleSignal else { return }
        idleFrameBeforeInput = try idleFrame()
    }

    /// The variable that asks the program for the idle signal (read by the console's terminal driver).
    static let idleVariable = "PUSHTUI_TEST_IDLE"

    private static func idleFrame(inTitle title: String) -> Int? {
        title.wholeMatch(of: /pushtui idle (\d+)/).flatMap { Int($0.1) }
    }

    private func waitUntil(timeout: TimeInterval, _ condition: () throws -> Bool) throws -> Bool {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(timeout * 1000)))
        while true {
            if try condition() { return true }
            if clock.now >= deadline { return false }
            // The pause between looks; never the thing waited for.
            _ = Foundation.poll(nil, 0, Self.pollIntervalMilliseconds)
        }
    }

    @discardableResult
    private func tmuxCommand(_ arguments: [String]) throws -> ProcessResult {
        let result = try CommandLineTool.run(tmux, ["-L", serverName, "-S", socket] + arguments,
                                             environment: ["LANG": "C.UTF-8"], timeout: 20)
        guard result.status == 0 else {
            throw TestSupportError.failed("tmux \(arguments.joined(separator: " ")) failed: \(result.transcript)")
        }
        return result
    }

    private static func shellQuoted(_ word: String) -> String {
        "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
