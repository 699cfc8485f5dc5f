import Foundation
import PushTestSupport
import Testing

/// End-to-end (issue 14, item 6): the real console signs with a key ID the simulator does not
/// trust, and the simulator's clock runs two hours ahead; the Profiles pane shows the token's
/// life, the refusal and the skew measured from the simulator's `date` header, at 80x24 and 60x16.
@Suite(.serialized) struct ConsoleProviderTokenTests {
    @Test func aRefusedProviderTokenAndTheClockSkewShowInTheProfilesPane() throws {
        let testbed = try SendTestbed(scenarioJSON: #"{"clockOffsetSeconds": 7200}"#)
        defer { testbed.stop() }
        let phone = #"{"label": "Test phone", "token": "\#(SendTestbed.token(number: 1))"}"#
        let profile = testbed.profileJSON(name: "app", tokens: [phone])
            .replacingOccurrences(of: #""keyID": "\#(testbed.simulator.key.keyID)""#, with: #""keyID": "UNTRUSTED1""#)
        try #require(profile.contains("UNTRUSTED1"))
        let console = try ConsoleHarness(profiles: ["app.json": Array(profile.utf8)], width: 80, height: 24)
        let session = console.session
        #expect(!(try session.capture()).contains("JWT"), "no token line before a send")

        try session.sendKeys("C-s")
        try session.waitFor("403 Unauthorized")
        // Minted for this send, renewed 50 minutes later (the reuse window).
        let screen = try session.waitFor(#"JWT \d\d:\d\d · new \d\d:\d\d"#)
        #expect(screen.contains("✗ InvalidProviderToken"), "\(screen)")
        // Two hours less the part of a second the offset was set up with.
        #expect(screen.firstMatch(of: /at \d\d:\d\d · skew -(2h0m|1h59m)/) != nil, "the skew from the date header:\n\(screen)")

        try session.resize(width: 60, height: 16)
        let small = try session.waitFor("✗ InvalidProviderToken")
        #expect(small.contains("▸app"), "the selected profile stays in the list:\n\(small)")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
