import Foundation
import PushTestSupport
import Testing

/// Two demo consoles started at once on one state directory: each runs a simulator of its own on
/// a port of its own, both agree on one CA and one demo key (neither replaces what the other is
/// generating), both deliver, and the shared demo profile's file holds neither console's port:
/// once it exists, running the demo twice at once leaves it byte for byte as it was.
@Suite(.serialized) struct ConsoleDemoTwiceTests {
    /// Starts two demo consoles at once sharing `first`'s state directory (a fresh one when nil),
    /// waits for both, and sends a push from each.
    private func twoDemosDeliver(sharingStateOf first: ConsoleHarness? = nil) throws -> (ConsoleHarness, ConsoleHarness) {
        let a = try ConsoleHarness(environment: first.map { ["XDG_STATE_HOME": $0.home.file("state")] } ?? [:], waitFor: nil)
        let b = try ConsoleHarness(environment: ["XDG_STATE_HOME": first?.home.file("state") ?? a.home.file("state")], waitFor: nil)
        for console in [a, b] {
            try console.session.waitFor(ConsoleHarness.readyPattern, timeout: 20)
            try console.session.sendKeys("C-s")
        }
        for console in [a, b] {
            let screen = try console.session.waitFor("200 Delivered", timeout: 20)
            // A 403 in the status column, not in a port or a latency that happens to hold "403".
            #expect(screen.firstMatch(of: /\s403 [A-Z]/) == nil && !screen.contains("InvalidProviderToken"), "\(screen)")
        }
        return (a, b)
    }

    @Test func twoDemosAtOnceEachDeliverAndLeaveTheDemoProfileAsItWas() throws {
        let (a, b) = try twoDemosDeliver()
        let file = a.demoProfileFile
        let profile = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
        #expect(profile?["endpoint"] as? String == "https://127.0.0.1:2197", "the file names a console's port: \(profile ?? [:])")
        for console in [a, b] {
            try console.session.sendKeys("C-q")
            #expect(try console.exitStatus() == 0)
        }
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        let (c, d) = try twoDemosDeliver(sharingStateOf: a)
        for console in [c, d] {
            try console.session.sendKeys("C-q")
            #expect(try console.exitStatus() == 0)
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before, "running the demo changed its profile's file")
    }
}
