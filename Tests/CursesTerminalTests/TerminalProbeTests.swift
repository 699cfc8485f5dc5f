import Foundation
import PushTestSupport
import Testing

/// End-to-end: the real CursesTerminal in a real (tmux) terminal, through the probe program.
/// Serialized: each test runs its own tmux server, and the machine has few cores to share.
@Suite(.serialized) struct TerminalProbeTests {
    @Test func showsUTF8AndWideTextAndTheSize() throws {
        let session = try Probe.start()
        let screen = try session.waitFor("size: 80x24")
        #expect(screen.contains("wide: 通知テスト ✓ ünïcödé"))
        #expect(screen.contains("production"))
    }

    @Test func paintsColours() throws {
        let session = try Probe.start()
        let screen = try session.capture(colors: true)
        // 256-colour foregrounds, and production's white-on-red background.
        #expect(screen.contains("\u{1B}[38;5;"))
        #expect(screen.contains("48;5;160m"))
    }

    @Test func noColorLeavesOnlyAttributes() throws {
        let session = try Probe.start(environment: ["NO_COLOR": "1"])
        let screen = try session.capture(colors: true)
        #expect(screen.firstMatch(of: /\x1B\[[0-9;]*(38|48|3[0-7]|4[0-7]|9[0-7])[;m]/) == nil,
                "a colour escape under NO_COLOR:\n\(screen.debugDescription)")
        #expect(screen.contains("\u{1B}[7m") || screen.contains(";7m"), "no reverse video:\n\(screen.debugDescription)")
        #expect(screen.contains("\u{1B}[1m") || screen.contains(";1m"), "no bold:\n\(screen.debugDescription)")
    }

    @Test func decodesKeys() throws {
        let session = try Probe.start()
        let keys: [(sent: String, shown: String)] = [
            ("a", #"character("a")"#), ("C-s", #"control("s")"#), ("C-q", #"control("q")"#), ("C-c", #"control("c")"#),
            ("F5", "function(5)"), ("F1", "function(1)"), ("F12", "function(12)"), ("BTab", "backTab"),
            ("Tab", "tab"), ("Enter", "enter"), ("BSpace", "backspace"), ("Escape", "escape"),
            ("Up", "up"), ("Down", "down"), ("Left", "left"), ("Right", "right"), ("C-Left", "wordLeft"),
            ("M-Right", "wordRight"), ("Home", "home"), ("End", "end"), ("PPage", "pageUp"), ("NPage", "pageDown"),
            ("DC", "delete"), ("IC", "insert"),
        ]
        for (index, key) in keys.enumerated() {
            try session.sendKeys(key.sent)
            try session.waitFor("events: \(index + 1)\\b")
            let screen = try session.capture()
            #expect(screen.contains("last: key \(key.shown)\n"), "\(key.sent) was not decoded as \(key.shown):\n\(screen)")
        }
        try session.type("世")
        try session.waitFor(#"last: key character\("世"\)"#)
    }

    @Test func invalidUTF8IsDroppedWithoutHarm() throws {
        let session = try Probe.start()
        try session.sendBytes([0xFF, 0xFE])
        try session.sendKeys("b")
        try session.waitFor(#"last: key character\("b"\)"#)
        // A lead byte with a bad continuation, then a good multi-byte character.
        try session.sendBytes([0xE9, 0x41])
        try session.type("é")
        try session.waitFor(#"last: key character\("é"\)"#)
    }

    @Test func aOneMegabytePasteArrivesAsOneEvent() throws {
        let session = try Probe.start()
        let line = String(repeating: #"{"aps":{"alert":"通知 ü"}} "#, count: 30) + "\n"
        let text = String(String(repeating: line, count: 2_000).unicodeScalars.prefix(1 << 20))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        try session.paste(text)
        // The frame reaches the pane as a row-by-row diff: wait until the events row has caught up with
        // the paste row, or a capture in between shows the new paste beside the old count.
        let screen = try session.waitFor(#"last: paste[^\n]*\nevents: [1-9]"#, timeout: 30)
        #expect(screen.contains("last: paste \(1 << 20) scalars \(lines) lines"), "\(screen)")
        #expect(screen.contains("events: 1 wakes"))
        try session.sendKeys("z")
        try session.waitFor(#"last: key character\("z"\)"#)
    }

    @Test func reportsResizes() throws {
        let session = try Probe.start()
        try session.resize(width: 100, height: 30)
        try session.waitFor("last: resize 100x30")
        try session.waitFor("size: 100x30")
        try session.resize(width: 20, height: 6)
        let screen = try session.waitFor("last: resize 20x6")
        #expect(screen.split(separator: "\n", omittingEmptySubsequences: false).allSatisfy { $0.count <= 20 })
    }

    @Test func reportsLeftClicks() throws {
        // tmux cannot click on its own, so the test sends the bytes a terminal sends: an X10 report
        // (which ncurses decodes) and an SGR report (which CursesTerminal decodes).
        let session = try Probe.start()
        try session.sendBytes([0x1B, 0x5B, 0x4D, 0x20, 0x20 + 10, 0x20 + 5])
        try session.waitFor("last: click row 4 column 9")
        try session.sendBytes(Array("\u{1B}[<0;3;2M".utf8))
        try session.waitFor("last: click row 1 column 2")
    }

    @Test func quittingRestoresTheTerminal() throws {
        let session = try Probe.start()
        try session.sendKeys("q")
        #expect(try Probe.exitStatus(in: session) == 0)
        try expectRestored(session)
    }

    @Test func aCrashRestoresTheTerminal() throws {
        let session = try Probe.start(["--crash"], waitForFrame: false)
        #expect(try Probe.exitStatus(in: session) == 128 + SIGABRT)
        try expectRestored(session)
    }

    @Test func anExitWithoutCloseRestoresTheTerminal() throws {
        let session = try Probe.start(["--exit"], waitForFrame: false)
        #expect(try Probe.exitStatus(in: session) == 3)
        try expectRestored(session)
    }

    @Test func wakeFromAnotherThreadEndsTheWait() throws {
        let session = try Probe.start(["--wake"], waitForFrame: false)
        try session.waitFor("events: 0 wakes: 1")
        // A wake is not an event: keys still arrive afterwards.
        try session.sendKeys("x")
        try session.waitFor("events: 1 wakes: 1")
    }

    @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
    func aTerminationSignalQuitsCleanly(signal: Int32) throws {
        let session = try Probe.start()
        kill(try Probe.processID(in: session), signal)
        // The probe exits 128 + signal by itself after closing the terminal; the screen proves it closed it.
        #expect(try Probe.exitStatus(in: session) == 128 + signal)
        try expectRestored(session)
    }

    @Test func anUnknownTerminalTypeFailsClearly() throws {
        let binary = try BuiltExecutable.path("pushtui-terminal-probe")
        let session = try TmuxSession(command: [binary], environment: ["TERM": "no-such-terminal"])
        try session.waitFor("terminal type 'no-such-terminal' is not in the terminfo")
    }

    @Test func aSecondTerminalIsRefusedAndTheFirstKeepsWorking() throws {
        let session = try Probe.start(["--twice"], waitForFrame: false)
        try session.waitFor("last: second open: the terminal is already open")
        try session.sendKeys("q")
        #expect(try Probe.exitStatus(in: session) == 0)
        try expectRestored(session)
    }

    @Test func withoutATerminalItFailsClearly() throws {
        let result = try CommandLineTool.run(try BuiltExecutable.path("pushtui-terminal-probe"), [], timeout: 20)
        #expect(result.status == 1)
        #expect(result.standardError.contains("standard input is not a terminal"))
    }

    /// Normal screen back (the marker printed before the probe is visible, the probe's frame is
    /// not), cursor shown, mouse reporting off, and the terminal modes the shell had.
    private func expectRestored(_ session: TmuxSession) throws {
        let screen = try session.waitFor(#"\bicanon\b"#)
        #expect(screen.contains(Probe.marker), "normal screen not restored:\n\(screen)")
        #expect(!screen.contains("probe pid"), "the probe's frame is left on the screen:\n\(screen)")
        for mode in ["icanon", "echo", "ixon", "isig", "opost"] {
            let set = try Regex("(?m)(^| )\(mode)( |$)")
            #expect(screen.contains(set), "terminal mode \(mode) not restored:\n\(screen)")
        }
        #expect(try session.format("#{alternate_on}") == "0")
        #expect(try session.format("#{cursor_flag}") == "1")
        #expect(try session.format("#{mouse_any_flag}") == "0")
    }
}
