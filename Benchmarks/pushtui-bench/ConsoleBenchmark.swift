import Foundation
import PushConsole
import PushCore

/// The console's costs: the first frame, a full 200x60 frame, a keystroke in a 4 KB payload until
/// the screen is updated (validation and render), and the real binary's first frame and idle CPU
/// under tmux.
enum ConsoleBenchmark {
    static let iterations = 500

    static func run(_ context: BenchContext) async throws -> BenchmarkReport {
        var report = BenchmarkReport()
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
        report.figures["first_frame_in_process_ns"] = firstFrame
        report.figures["full_frame_200x60_ns"] = full
        report.figures["keystroke_4KB_ns"] = keystroke
        report.summary.append(SummaryRow("console first frame in process (120x40)", figure: format(firstFrame),
                                         target: "< 100 ms", met: firstFrame < 100_000_000))
        report.summary.append(SummaryRow("console keystroke in a 4 KB payload to screen", figure: format(keystroke),
                                         target: "< 2 ms", met: keystroke < 2_000_000))

        var lines = ["Console (in process, release build)", table.render()]
        let tmux = try Executable.require("tmux", install: "apt-get install tmux")
        let probe = try TmuxConsoleProbe(tmux: tmux, pushtui: try context.pushtui(), idleSeconds: context.quick ? 3 : 10).measure()
        lines += ["", probe.table]
        report.figures["tmux_launch_to_first_frame_ms"] = probe.firstFrameMilliseconds
        report.figures["idle_cpu_percent"] = probe.idleCPUPercent
        report.summary.append(SummaryRow("console launch to first frame (real binary, tmux)",
                                         figure: String(format: "%.0f ms", probe.firstFrameMilliseconds)))
        report.summary.append(SummaryRow("console idle CPU over \(probe.idleSeconds) s (real binary, tmux)",
                                         figure: String(format: "%.2f %%", probe.idleCPUPercent), target: "≤ 1 %",
                                         met: probe.idleCPUPercent <= 1))
        report.text = lines.joined(separator: "\n")
        return report
    }

    private static func demoState(width: Int, height: Int, draft: String? = nil) -> AppState {
        var state = AppState(width: width, height: height)
        let tokens = (0..<6).compactMap { try? DeviceToken(parsing: String(format: "%064x", $0 + 1)) }
        let settings = APNsSettings(environment: .sandbox, topic: "com.example.demo",
                                    auth: .token(keyFile: "AuthKey.p8", keyID: "DEMOKEY001", teamID: "DEMOTEAM01"))
        let profile = Profile(name: "Local simulator", service: .apns(settings), endpoint: "https://127.0.0.1:2197",
                              tokens: tokens.enumerated().map { TokenBookEntry(label: "Device \($0.offset + 1)", token: $0.element) })
        _ = Reducer.reduce(&state, .profilesLoaded([.loaded(file: "/p.json", profile: profile)], drafts: draft.map { ["/p.json": PayloadDraft(payload: $0, headers: nil)] } ?? [:]),
                           now: Date(timeIntervalSince1970: 0))
        return state
    }

    private static func format(_ nanoseconds: Double) -> String {
        nanoseconds >= 1_000_000 ? String(format: "%.2f ms", nanoseconds / 1_000_000) : String(format: "%.1f µs", nanoseconds / 1000)
    }
}

/// Runs the real `pushtui console --demo` in a private tmux server: time until its first frame is
/// on the pane, and the CPU it uses while idle for `idleSeconds` (read from /proc).
struct TmuxConsoleProbe {
    let tmux: String
    let pushtui: String
    let idleSeconds: Int

    /// The probe's figures and their table.
    struct Figures {
        let firstFrameMilliseconds: Double
        let idleCPUPercent: Double
        let idleSeconds: Int
        let table: String
    }

    func measure() throws -> Figures {
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
        // The pane runs `env … pushtui`; env execs, so the pane's pid is pushtui's.
        let pid = try tmuxRun(["display-message", "-p", "-t", "bench", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let processID = Int32(pid), let before = CPUTime.of(pid: processID) else {
            throw BenchmarkError("cannot read the console's CPU time (pid '\(pid)')")
        }
        usleep(UInt32(idleSeconds) * 1_000_000)
        guard let after = CPUTime.of(pid: processID) else { throw BenchmarkError("the console exited while idle") }
        let cpuPercent = (after - before).seconds / Double(idleSeconds) * 100
        // The console saves its drafts into the scratch directory as it exits, which it does when
        // its terminal goes away: stop the server (SIGKILL: it may have inherited a blocked SIGTERM
        // from the thread that started it) and let the console finish before the directory goes.
        kill(server.processIdentifier, SIGKILL)
        let exitDeadline = ContinuousClock.now + .seconds(5)
        while Self.isAlive(processID), ContinuousClock.now < exitDeadline { usleep(5_000) }
        var table = Table("real terminal (tmux, 120x40)", "figure", "target")
        table.add("launch to first frame on the pane", String(format: "%.0f ms", firstFrame), "-")
        table.add("idle CPU over \(idleSeconds) s", String(format: "%.2f %%", cpuPercent), "≤ 1 %")
        return Figures(firstFrameMilliseconds: firstFrame, idleCPUPercent: cpuPercent, idleSeconds: idleSeconds, table: table.render())
    }

    /// Whether `pid` still runs (a zombie waiting for its parent counts as gone).
    private static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0, let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return false }
        return !stat[close...].hasPrefix(") Z")
    }
}
