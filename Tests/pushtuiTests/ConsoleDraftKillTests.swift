import Foundation
import PushCore
import PushTestSupport
import Testing

/// The real console, killed with SIGKILL after three profiles' payloads and one's priority were
/// edited: the drafts reached the file on their own (the console's loop sleeps while idle, so the
/// runtime's timer wrote them) and a restart brings every one back, fields included; and the ways
/// to end the console write every profile's draft. Serialized: each test runs its own consoles and
/// tmux servers on a machine with few cores.
@Suite(.serialized) struct ConsoleDraftKillTests {
    static func profile(_ name: String) -> [UInt8] {
        Array("""
            {"name": "\(name)", "service": "apns", "environment": "sandbox", "topic": "com.\(name.lowercased()).app",
             "auth": {"type": "token", "keyFile": "k.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
             "tokens": [{"label": "Phone", "token": "\(String(repeating: "0", count: 63))1"}]}
            """.utf8)
    }

    static let names = ["Shop", "News", "Chat"]

    @Test func draftsOfThreeProfilesSurviveAKillAndComeBack() throws {
        var files: [String: [UInt8]] = [:]
        for (index, name) in Self.names.enumerated() { files["\(index)-\(name.lowercased()).json"] = Self.profile(name) }
        let console = try ConsoleHarness(profiles: files, width: 100, height: 30)
        let session = console.session
        for (index, name) in Self.names.enumerated() {
            if index > 0 {
                // To the Profiles pane, the next profile, and back to the Payload pane, whose
                // cursor is at the start of the profile's own payload.
                try session.sendKeys("BTab", "BTab", "Down", "Tab", "Tab")
            }
            // Into the title's string, before its closing quote: `"title": "Hello|",`.
            try session.sendKeys("Down", "Down", "Down", "End", "Left", "Left")
            try session.type(" from \(name)")
            _ = try session.waitFor("Hello from \(name)")
            if name == "Shop" {
                try session.sendKeys("F2", "Tab")
                try session.type("5")
                try session.sendKeys("Enter")
                _ = try session.waitFor("priority 5")
            }
        }
        let file = { (name: String) in console.profilesDirectory + "/\(Self.names.firstIndex(of: name) ?? 0)-\(name.lowercased()).json" }
        let written = poll(until: {
            let drafts = (try? console.savedDrafts()) ?? [:]
            return Self.names.allSatisfy { drafts[file($0)]?.payload.contains("Hello from \($0)") == true }
                && drafts[file("Shop")]?.headers?["apns-priority"] == "5"
        }, timeout: 10)
        #expect(written, "the drafts never reached the file: \(String(describing: try? console.savedDrafts()))")

        kill(try console.processID(), SIGKILL)
        #expect(try console.exitStatus() == 128 + SIGKILL)

        let restarted = try ConsoleHarness(width: 100, height: 30, restarting: console, waitFor: "Hello from Shop")
        let shop = try restarted.session.waitFor("priority 5")
        #expect(shop.contains("Hello from Shop"), "\(shop)")
        for name in Self.names.dropFirst() {
            try restarted.session.sendKeys("BTab", "BTab", "Down", "Tab", "Tab")
            let screen = try restarted.session.waitFor("Hello from \(name)")
            #expect(!screen.contains("priority 5"), "\(name) shows Shop's priority:\n\(screen)")
        }
    }

    /// Ctrl-Q (0), SIGTERM and SIGHUP right after edits to two profiles: the console ends cleanly
    /// and both drafts are on disk, the one left behind as well as the selected one.
    @Test(arguments: [0, SIGTERM, SIGHUP])
    func endingTheConsoleWritesEveryProfilesDraft(signal: Int32) throws {
        let files = ["0-shop.json": Self.profile("Shop"), "1-news.json": Self.profile("News")]
        let console = try ConsoleHarness(profiles: files, width: 100, height: 30)
        let session = console.session
        try session.type("A")
        try session.sendKeys("BTab", "BTab", "Down", "Tab", "Tab")
        try session.type("B")
        _ = try session.waitFor("B\\{")
        if signal == 0 {
            try session.sendKeys("C-q")
        } else {
            kill(try console.processID(), signal)
        }
        #expect(try console.exitStatus() == 0)
        try console.expectRestored()
        let drafts = try console.drafts()
        #expect(drafts[console.profilesDirectory + "/0-shop.json"]?.hasPrefix("A{") == true, "\(drafts)")
        #expect(drafts[console.profilesDirectory + "/1-news.json"]?.hasPrefix("B{") == true, "\(drafts)")
    }

    /// A drafts file that cannot be written (a directory in its place): said on the status line at
    /// start, and when the console ends with edits it could not keep, said again on the normal
    /// screen with a failing exit status.
    @Test func draftsThatCannotBeWrittenAreSaidWhenTheConsoleEnds() throws {
        // Left in Devices, where it starts: a key would take the load's message off the status line.
        let console = try ConsoleHarness(profiles: ["0-shop.json": Self.profile("Shop")], width: 100, height: 30, inPayload: false) { stateHome in
            try FileManager.default.createDirectory(atPath: stateHome + "/pushtui/drafts.json", withIntermediateDirectories: true)
        }
        _ = try console.session.waitFor("drafts.json is a directory, not a regular file: no draft is saved")
        try console.session.sendKeys("3")
        try console.session.type("A")
        try console.session.sendKeys("C-q")
        #expect(try console.exitStatus() == 1)
        try console.expectRestored()
        let screen = try console.session.capture()
        #expect(screen.contains("pushtui console: drafts.json is a directory"), "\(screen)")
    }
}
