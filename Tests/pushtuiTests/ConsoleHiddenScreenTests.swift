import Foundation
import PushTestSupport
import Testing

/// End-to-end: the real console in tmux, shrunk below its minimum size, sends nothing; the
/// simulator's journal is the witness.
@Suite(.serialized) struct ConsoleHiddenScreenTests {
    @Test func atFortyByTenCtrlSSendsNothingAndAtEightyByTwentyFourItDelivers() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let profile = testbed.profileJSON(name: "small screen", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["small.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session
        try session.waitFor("small screen")

        try session.resize(width: 40, height: 10)
        try session.waitFor("enlarge the terminal")
        // Send, open help, answer `y` to a confirmation nobody could see.
        try session.sendKeys("C-s", "F5", "?", "y")
        let sentWhileHidden = try poll(until: { try !testbed.simulator.journal().isEmpty }, timeout: 2)
        let hiddenJournal = try testbed.simulator.journal().map(\.path)
        #expect(!sentWhileHidden, "a push went out behind the enlarge message: \(hiddenJournal)")

        // Alive: back at a usable size the normal frame returns, with no dialog opened unseen.
        try session.resize(width: 80, height: 24)
        let frame = try session.waitFor(ConsoleHarness.readyPattern)
        #expect(!frame.contains("━ Keys ━"), "help opened while hidden:\n\(frame)")
        #expect(!frame.contains("enlarge the terminal"))
        try session.sendKeys("C-s")
        try session.waitFor("200 Delivered")
        let journal = try testbed.simulator.waitForJournal { !$0.isEmpty }
        #expect(journal.count == 1, "\(journal.map(\.path))")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func ctrlQQuitsWhileHidden() throws {
        let console = try ConsoleHarness(width: 80, height: 24, waitFor: ConsoleDemoTests.demoPayloadMeter)
        // Narrow but tall: the shell's exit line and `stty -a` fit below once it quits.
        try console.session.resize(width: 50, height: 40)
        try console.session.waitFor("enlarge the terminal")
        try console.session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
    }
}
