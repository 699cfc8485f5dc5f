import Foundation
import PushTestSupport
import Testing

/// End-to-end: Ctrl-E hands the real console's terminal to `$EDITOR` the way a shell hands it to a
/// job: the editor is the terminal's foreground (a real vim reads its keys, a script reads
/// /dev/tty), its Ctrl-C and Ctrl-\ stay its own, its Ctrl-Z leaves nobody stuck, and no key typed
/// for it reaches the console.
@Suite(.serialized) struct ConsoleEditorHandOffTests {
    /// Debian's vim-tiny (`./dev test` installs it), without a vimrc: a real full-screen editor.
    private static func vim() throws -> String {
        guard let vim = CommandLineTool.locate("vim.tiny") else { throw TestSupportError.notFound("vim.tiny (Debian's vim-tiny)") }
        return "\(vim) -u NONE -N"
    }

    /// Waits until vim reads keys again after its Ctrl-Z: keys typed while it is still stopped or
    /// setting its terminal back can be lost, so each probe sets a shift width only this probe
    /// uses and asks for it (vim.tiny has no `:echo`); whichever answer shows, vim is back.
    private static func waitUntilVimAnswers(_ session: TmuxSession) throws {
        for probe in 11...30 {
            try session.sendKeys("Escape")
            try session.type(":set sw=\(probe) sw?")
            try session.sendKeys("Enter")
            if (try? session.waitFor(#"(?m)^ *shiftwidth=\#(probe) *$"#, timeout: 2)) != nil { return }
        }
        throw TestSupportError.timedOut("vim answering again after Ctrl-Z")
    }

    /// The demo console with `editor` as `$EDITOR` (and no `$VISUAL` to win over it).
    private func launch(editor: String) throws -> ConsoleHarness {
        try ConsoleHarness(environment: ["EDITOR": editor, "VISUAL": ""], waitFor: ConsoleDemoTests.demoPayloadMeter)
    }

    /// One push delivered and in the history, and Responses focused: there `r` asks to resend it.
    private func sendOnePushAndFocusResponses(_ console: ConsoleHarness) throws {
        try console.session.sendKeys("C-s")
        try console.session.waitFor("200 Delivered")
        try #require(poll(until: { ((try? console.historyRecords()) ?? []).count == 1 }), "the push is not in the history")
        try console.session.sendKeys("Tab")
        try console.session.waitFor("┏━ Responses")
    }

    /// Waits for the console's first finished frame after the editor: while the editor runs the
    /// title says the console is away, so the first idle frame is the one after it.
    @discardableResult
    private func waitForTheConsole(_ console: ConsoleHarness, showing pattern: String) throws -> String {
        try console.session.waitForIdle(after: nil, timeout: 20)
        return try console.session.waitFor(pattern, timeout: 20)
    }

    @Test func vimEditsThePayloadAndItsKeysNeverReachTheConsole() throws {
        let console = try launch(editor: try Self.vim())
        let session = console.session
        // One push in the log and Responses focused: there `r` asks to resend the push.
        try sendOnePushAndFocusResponses(console)

        try session.sendKeys("C-e")
        try session.waitFor(#"payload\.json" (\[noeol\] )?\d+L"#)
        try session.type("ggdG")
        try session.waitFor("--No lines in buffer--")
        // `i`, and `ir` in "stir": keys that, had they reached Responses, would resend the push.
        try session.type("i")
        try session.waitFor("-- INSERT --")
        try session.type(#"{"aps":{"alert":"stir","badge":7}}"#)
        try session.waitFor(#"\{"aps":\{"alert":"stir","badge":7\}\}"#)
        try session.sendKeys("Escape")
        try session.waitForScreen("vim back in normal mode") { !$0.contains("-- INSERT --") }
        try session.type(":wq")
        try session.sendKeys("Enter")

        let screen = try waitForTheConsole(console, showing: "payload read back from")
        #expect(screen.contains(#""badge":7"#), "the edited payload is not in the payload pane:\n\(screen)")
        #expect(screen.contains("Responses (1)") && !screen.contains("Send this push again?"), "a key typed in vim reached the console:\n\(screen)")
        #expect(try console.historyRecords().count == 1, "a key typed in vim resent the push")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
    }

    @Test func keysTheEditorLeftUnreadAreDiscarded() throws {
        // An editor that reads one key and exits: the rest of what was typed for it is still
        // waiting on the terminal, and must not become console keys.
        let scripts = try TemporaryDirectory(prefix: "pushtui-editor")
        let oneKey = try scripts.write("""
            stty raw -echo < /dev/tty
            printf 'one-key-editor: ready' > /dev/tty
            dd bs=1 count=1 < /dev/tty 2> /dev/null > /dev/null
            """, to: "one-key-editor")
        let console = try launch(editor: "sh \(oneKey)")
        let session = console.session
        try sendOnePushAndFocusResponses(console)
        try session.sendKeys("C-e")
        try session.waitFor("one-key-editor: ready")
        // One write: both keys are on the terminal before the editor reads the first.
        try session.type("xr")
        let screen = try waitForTheConsole(console, showing: "payload read back from sh ")
        #expect(screen.contains("Responses (1)") && !screen.contains("Send this push again?"),
                "the key the editor left reached the console:\n\(screen)")
        #expect(try console.historyRecords().count == 1, "the key the editor left resent the push")
    }

    @Test func anEditorCommandWithAnArgumentGetsItAndTheTerminal() throws {
        // A stand-in for `code --wait`: its option, then the file; it asks on the terminal.
        let scripts = try TemporaryDirectory(prefix: "pushtui-editor")
        let fakeCode = try scripts.write("""
            [ "$1" = --wait ] || exit 64
            printf 'fake-code: badge? ' > /dev/tty
            read badge < /dev/tty
            printf '{"aps":{"badge":%s}}\\n' "$badge" > "$2"
            """, to: "fake-code")
        let console = try launch(editor: "sh \(fakeCode) --wait")
        try console.session.sendKeys("C-e")
        try console.session.waitFor("fake-code: badge?")
        try console.session.type("42")
        try console.session.sendKeys("Enter")
        let screen = try waitForTheConsole(console, showing: "payload read back from sh ")
        #expect(screen.contains(#"{"aps":{"badge":42}}"#), "the payload is not the one the editor wrote:\n\(screen)")
        try console.session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func ctrlCAndCtrlBackslashInTheEditorEndOnlyTheEditor() throws {
        // An editor in the terminal's normal (cooked) mode, where Ctrl-C and Ctrl-\ are signals.
        let scripts = try TemporaryDirectory(prefix: "pushtui-editor")
        let held = try scripts.write("printf 'held-editor: waiting' > /dev/tty\nread line < /dev/tty\n", to: "held-editor")
        let console = try launch(editor: "sh \(held)")
        let session = console.session
        // Twice the same outcome: the second frame equals the first, and must still be painted.
        for (key, signal) in [("C-c", "SIGINT"), ("C-c", "SIGINT"), ("C-\\", "SIGQUIT")] {
            try session.sendKeys("C-e")
            try session.waitFor("held-editor: waiting")
            try session.sendKeys(key)
            let screen = try waitForTheConsole(console, showing: "was ended by \(signal); payload unchanged")
            #expect(!screen.contains("held-editor: waiting"), "the console did not repaint after \(key):\n\(screen)")
            #expect(try session.format("#{alternate_on}") == "1")
        }
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
    }

    @Test func ctrlZInVimLeavesNobodyStuck() throws {
        // The console runs under a shell without job control (as under tmux, ssh or a script): no
        // shell could continue a stopped console, so the editor is continued at once.
        let console = try launch(editor: try Self.vim())
        let session = console.session
        try session.sendKeys("C-e")
        try session.waitFor(#"payload\.json" (\[noeol\] )?\d+L"#)
        try session.sendKeys("C-z")
        try Self.waitUntilVimAnswers(session)
        try session.type(":s/^/{\"aps\":{\"badge\":3}}/")
        try session.sendKeys("Enter")
        try session.waitFor(#"^\{"aps":\{"badge":3\}\}"#)
        try session.type(":wq")
        try session.sendKeys("Enter")
        try waitForTheConsole(console, showing: "payload read back from")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func ctrlZInVimSuspendsTheConsoleToAJobControlShellAndFgBringsVimBack() throws {
        // An interactive bash, as a user has: the console is its job, and Ctrl-Z in the editor stops both.
        let bash = try #require(CommandLineTool.locate("bash"), "bash is not installed")
        let home = try TemporaryDirectory(prefix: "pushtui-console")
        let profiles = home.file("profiles")
        try FileManager.default.createDirectory(atPath: profiles, withIntermediateDirectories: true)
        let session = try TmuxSession(command: [bash, "--norc", "--noprofile", "-i"], width: 120, height: 40,
                                      environment: ["HOME": home.path, "XDG_CONFIG_HOME": home.file("config"),
                                                    "XDG_STATE_HOME": home.file("state"), "EDITOR": try Self.vim(),
                                                    "VISUAL": "", "PS1": "job-shell$ "],
                                      idleSignal: true)
        defer { session.stop() }
        try session.waitFor(#"(?m)^job-shell\$ *$"#)
        try session.type("\(try BuiltExecutable.path("pushtui")) console --profiles \(profiles)")
        try session.sendKeys("Enter")
        try session.waitForIdle(after: nil, timeout: 20)
        try session.waitFor(ConsoleDemoTests.demoPayloadMeter, timeout: 20)

        try session.sendKeys("C-e")
        try session.waitFor(#"payload\.json" (\[noeol\] )?\d+L"#)
        try session.sendKeys("C-z")
        try session.waitFor(#"(?m)Stopped +\S*pushtui console[\s\S]*^job-shell\$ *$"#)
        try session.type("fg")
        try session.sendKeys("Enter")
        try session.waitForScreen("vim back after fg") { $0.contains(#""title": "Hello""#) && !$0.contains("Stopped") }
        try session.type(":s/^/{\"aps\":{\"badge\":5}}/")
        try session.sendKeys("Enter")
        try session.waitFor(#"^\{"aps":\{"badge":5\}\}"#)
        try session.type(":wq")
        try session.sendKeys("Enter")
        try session.waitForIdle(after: nil, timeout: 20)
        let screen = try session.waitFor("payload read back from", timeout: 20)
        #expect(screen.contains(#"{"aps":{"badge":5}}{"#), "the edited payload is not in the payload pane:\n\(screen)")
        try session.sendKeys("C-q")
        try session.waitFor(#"(?m)^job-shell\$ *$"#)
    }

    @Test func aHangUpWhileTheEditorRunsEndsTheConsole() throws {
        let console = try launch(editor: try Self.vim())
        let pid = try console.processID()
        try console.session.sendKeys("C-e")
        try console.session.waitFor(#"payload\.json" (\[noeol\] )?\d+L"#)
        // The terminal closes under vim and the waiting console.
        console.session.stop()
        #expect(poll(until: { ProcessInspection.hasEnded(pid) }, timeout: 20), "the console is still running after its terminal closed")
    }
}
