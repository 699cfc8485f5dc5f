import Foundation
import PushTestSupport
import Testing

/// End-to-end: the real console in tmux under what a hostile or unlucky terminal throws at it — a
/// storm of resizes, binary garbage, Ctrl-C while a push hangs. Whatever happens, the console keeps
/// answering keys, does not crash, and gives the terminal back when it ends.
@Suite(.serialized) struct ConsoleHostileInputTests {
    @Test func aHundredResizesInASecondLeaveTheConsoleAnsweringAndQuitRestoresTheTerminal() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        var random = SeededFuzzer(seed: 0x51DE_5140)
        // Tiny sizes (the "enlarge" screen) among usable ones; the storm ends at 100x30.
        let sizes = (0..<99).map { _ in (width: 2 + random.below(180), height: 2 + random.below(60)) } + [(width: 100, height: 30)]
        let clock = ContinuousClock()
        let started = clock.now
        try session.resize(through: sizes)
        #expect(clock.now - started < .seconds(1), "the storm took \(clock.now - started), not a storm")

        try session.waitForScreen("the layout at 100x30 after the storm", timeout: 20) {
            ConsoleDemoTests.fills($0, width: 100, height: 30)
        }
        #expect(try session.format("#{pane_dead}") == "0")
        // Still answering: a key changes the screen.
        try session.sendKeys("Tab")
        try session.waitFor("┏━ Responses")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
    }

    @Test func binaryGarbageOnStandardInputNeitherCrashesNorSilencesTheConsole() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        var random = SeededFuzzer(seed: 0xB1_6A5B_A6E)
        for round in 0..<20 {
            let bytes = Self.garbage(using: &random)
            try session.sendBytes(bytes)
            #expect(try session.format("#{pane_dead}") == "0", "round \(round) killed the console: \(bytes)")
        }
        // Garbage may have opened a dialog, moved the focus or started a bracketed paste that never
        // ends (the console takes what follows as pasted text until the input stalls for two
        // seconds). Esc closes dialogs; then the help overlay must open and close: the console is
        // reading keys and drawing.
        var help = ""
        for _ in 0..<5 where !help.contains("━ Keys ━") {
            try session.sendKeys("Escape")
            try session.sendKeys("F1")
            help = (try? session.waitFor("━ Keys ━", timeout: 3)) ?? ""
        }
        let last = try session.capture()
        try #require(help.contains("━ Keys ━"), "the console stopped answering keys:\n\(last)")
        try session.sendKeys("Escape")
        try session.waitForScreen("help to close") { !$0.contains("━ Keys ━") }
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
    }

    @Test func ctrlCWhileAPushHangsQuitsAtOnceAndRestoresTheTerminal() throws {
        // The simulator answers after a minute: far longer than the test waits for the exit.
        let testbed = try SendTestbed(scenarioJSON: #"{"latencyMilliseconds": 60000}"#)
        defer { testbed.stop() }
        let profile = testbed.profileJSON(name: "slow server", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["slow.json": Array(profile.utf8)])
        let session = console.session
        try session.waitFor("slow server")
        try session.sendKeys("C-s")
        // In flight: the row spins while the simulator sits on the answer.
        try session.waitFor("sending…")
        // An edit the draft saver may not have written yet when Ctrl-C comes.
        try session.type("x")
        // The keymap binds Ctrl-C to quit (every profile's draft kept), in flight or not.
        try session.sendKeys("C-c")
        let clock = ContinuousClock()
        let asked = clock.now
        #expect(try console.exitStatus() == 0)
        #expect(clock.now - asked < .seconds(15), "quitting waited for the hanging push")
        try console.expectRestored()
        #expect(try console.drafts()[console.profilesDirectory + "/slow.json"]?.hasPrefix("x{") == true, "the draft is kept under the profile file")
    }

    @Test func sigtermEndsABracketedPasteThatNeverEnds() throws {
        let console = try ConsoleHarness(waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        // A paste start with no end, and a trickle of input that never lets it stall.
        try session.sendBytes(Array("\u{1B}[200~never ends ".utf8))
        for _ in 0..<20 { try session.type("x") }
        let processID = try console.processID()
        kill(processID, SIGTERM)
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .seconds(15))
        var screen = ""
        while !screen.contains("console exited"), clock.now < deadline {
            // Keep the trickle going only while the console lives: an "x" that reaches the shell
            // after it is gone is echoed into the `stty` output the restore check reads.
            if kill(processID, 0) == 0 { try? session.type("x") }
            screen = (try? session.capture()) ?? screen
        }
        #expect(screen.contains("console exited 0"), "the console kept reading the paste:\n\(screen)")
        try console.expectRestored()
        let draft = try #require(try console.drafts()[console.demoProfileFile])
        // What had arrived when the signal came: the last of the 20 "x" may still be on the terminal
        // then (a loaded machine, a sanitizer), and the trickle may add some before the quit.
        #expect(draft.firstMatch(of: /^never ends x+/) != nil, "the paste so far was not kept: \(draft.debugDescription)")
    }

    /// One burst of hostile bytes: random bytes (NUL and C0 controls included), escape sequences
    /// cut short, invalid UTF-8, C1 controls raw and UTF-8-encoded, and a mouse report cut short.
    /// The keys that legitimately end the console or hand the terminal to $EDITOR (Ctrl-C, Ctrl-Q,
    /// Ctrl-E, `q`) are left out: they are keys, not garbage, and are tested elsewhere.
    static func garbage(using random: inout SeededFuzzer) -> [UInt8] {
        let forbidden: Set<UInt8> = [0x03, 0x11, 0x05, UInt8(ascii: "q")]
        let pieces: [[UInt8]] = [
            [0x00], [0x1B], [0x1B, 0x5B], [0x1B, 0x5B, 0x31, 0x3B], [0x1B, 0x4F], [0x1B, 0x5B, 0x3C, 0x30, 0x3B, 0x31],
            [0x1B, 0x5B, 0x4D, 0x20], [0x1B, 0x5B, 0x32, 0x30, 0x30], [0x1B, 0x5D, 0x35, 0x32, 0x3B],
            [0xFF], [0xC3], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80],
            [0x80], [0x9B], [0x9D], [0xC2, 0x9B], [0xC2, 0x85], [0xC2, 0x90],
        ]
        var bytes: [UInt8] = []
        for _ in 0..<(8 + random.below(40)) {
            if random.chance(50) {
                bytes += random.pick(pieces)
            } else {
                bytes.append(UInt8(truncatingIfNeeded: random.next()))
            }
        }
        return bytes.filter { !forbidden.contains($0) }
    }
}
