import Foundation
import PushConsole
import PushCore

/// The console's costs: the first frame, a full 200x60 frame, a keystroke in a 4 KB payload until
/// the screen is updated (validation and render), and the real binary's first frame and idle CPU
/// under tmux.
enum ConsoleBenchmark {
    static let iterations = 500

    static func run() async throws -> String {
        var table = Table("measure", "median", "target")
        let started = DispatchTime.now().uptimeNanoseconds
        var state = demoState(width: 120, height: 40)
        consume(ConsoleView.render(state))
        let firstFrame = Double(DispatchTime.now().uptimeNanoseconds - started)
        table.add("first frame in process (state + render, 120x40)", format(firstFrame), "< 100 ms")

        let wide = demoState(width: 200, height: 60)
        let full = Measure.median(iterations: iterations) { consume(ConsoleView.render(wide)) }
        table.add("render a full 200x60 frame", format(full), "-")

        state = demoState(width: 120, height: 40, draft: String(decoding: SamplePayload.make(targetBytes: 4096), as: UTF8.self))
        var flip = false
        let keystroke = Measure.median(iterations: iterations) {
            flip.toggle()
            let key: Key = flip ? .character("x") : .backspace
            _ = Reducer.reduce(&state, .event(.key(key)), now: Date(timeIntervalSince1970: 0))
            consume(ConsoleView.render(state))
        }
        table.add("keystroke in a 4 KB payload to a new screen", format(keystroke), "< 2 ms")

        var lines = ["Console (in process, release build)", table.render()]
        if let binary = Executable.sibling("pushtui"), let tmux = Executable.find("tmux") {
            lines += ["", try TmuxConsoleProbe(tmux: tmux, pushtui: binary).measure()]
        } else {
            lines += ["", "(tmux or the pushtui binary is missing: no real-terminal figures)"]
        }
        return lines.joined(separator: "\n")
    }

    private static func demoState(width: Int, height: Int, draft: String? = nil) -> AppState {
        var state = AppState(width: width, height: height)
        let tokens = (0..<6).compactMap { try? DeviceToken(parsing: String(format: "%064x", $0 + 1)) }
        let profile = Profile(name: "Local simulator", environment: .sandbox, topic: "com.example.demo",
                              auth: .token(keyFile: "AuthKey.p8", keyID: "DEMOKEY001", teamID: "DEMOTEAM01"),
                              endpoint: "https://127.0.0.1:2197",
                              tokens: tokens.enumerated().map { TokenBookEntry(label: "Device \($0.offset + 1)", token: $0.element) })
        _ = Reducer.reduce(&state, .profilesLoaded([.loaded(file: "/p.json", profile: profile)], drafts: draft.map { [profile.name: $0] } ?? [:]),
                           now: Date(timeIntervalSince1970: 0))
        return state
    }

    private static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1_000_000) : String(format: "%.1f µs", nanoseconds / 1000)
    }
}

/// Runs the real `pushtui console --demo` in a private tmux server: time until its first frame is
/// on the pane, and the CPU it uses while idle for 10 s (read from /proc).
struct TmuxConsoleProbe {
    let tmux: String
    let pushtui: String

    func measure() throws -> String {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("pushtui-bench-tmux-\(getpid())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let socket = scratch.appendingPathComponent("sock").path
        let configuration = scratch.appendingPathComponent("tmux.conf")
        try Data("set -g remain-on-exit on\n".utf8).write(to: configuration)
        // The server runs in the foreground (-D) as this program's child: a daemonized server keeps
        // the client's descriptors, and Foundation's Process then never sees the client exit.
        let server = Process()
        server.executableURL = URL(fileURLWithPath: tmux)
        server.arguments = ["-D", "-S", socket, "-f", configuration.path]
        server.standardInput = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        server.standardError = FileHandle.nullDevice
        try server.run()
        defer {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
        }
        let serverStarted = DispatchTime.now().uptimeNanoseconds
        while !FileManager.default.fileExists(atPath: socket) {
            guard DispatchTime.now().uptimeNanoseconds - serverStarted < 10_000_000_000 else { throw BenchmarkError("tmux did not start") }
            usleep(2_000)
        }
        func tmuxRun(_ arguments: [String]) throws -> String { try Executable.run(tmux, ["-S", socket] + arguments) }
        let command = "env LANG=C.UTF-8 TERM=screen-256color XDG_STATE_HOME=\(scratch.path)/state XDG_CONFIG_HOME=\(scratch.path)/config "
            + "\(pushtui) console --demo --profiles \(scratch.path)/profiles"
        let started = DispatchTime.now().uptimeNanoseconds
        _ = try tmuxRun(["new-session", "-d", "-x", "120", "-y", "40", "-s", "bench", command])
        var firstFrame: Double?
        let deadline = started + 10_000_000_000
        while DispatchTime.now().uptimeNanoseconds < deadline {
            if try tmuxRun(["capture-pane", "-p", "-t", "bench"]).contains("Responses") {
                firstFrame = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
                break
            }
            usleep(2_000)
        }
        guard let firstFrame else { throw BenchmarkError("the console did not draw within 10 s") }
        let pid = try tmuxRun(["display-message", "-p", "-t", "bench", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let before = try cpuTicks(pid: pid)
        let idleSeconds = 10.0
        usleep(UInt32(idleSeconds * 1_000_000))
        let after = try cpuTicks(pid: pid)
        let ticksPerSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        let cpuPercent = Double(after - before) / ticksPerSecond / idleSeconds * 100
        var table = Table("real terminal (tmux, 120x40)", "figure", "target")
        table.add("launch to first frame on the pane", String(format: "%.0f ms", firstFrame), "< 100 ms (in process)")
        table.add("idle CPU over \(Int(idleSeconds)) s", String(format: "%.2f %%", cpuPercent), "~0")
        return table.render()
    }

    /// utime + stime of a process and its threads, in clock ticks.
    private func cpuTicks(pid: String) throws -> Int {
        // The pane runs `env … pushtui`; env execs, so the pane's pid is pushtui's.
        let stat = try String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
        guard let close = stat.lastIndex(of: ")") else { throw BenchmarkError("cannot read /proc/\(pid)/stat") }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command: state is 0, utime is 11, stime is 12.
        guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else {
            throw BenchmarkError("cannot read CPU times from /proc/\(pid)/stat")
        }
        return user + system
    }
}
