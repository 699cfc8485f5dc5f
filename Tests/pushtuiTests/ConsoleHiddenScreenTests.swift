import Foundation
import PushTestSupport
import Testing

/// End-to-end: the real console in tmux, shrunk below its minimum size, still quits and gives the
/// terminal back (what it sends or opens while hidden is tested headless in KeyBehaviourSessionTests).
@Suite(.serialized) struct ConsoleHiddenScreenTests {
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
