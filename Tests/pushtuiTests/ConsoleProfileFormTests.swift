import Foundation
import PushTestSupport
import Testing

/// End-to-end: the console's profile form reads the key file as its path is typed (through the
/// runner), names a missing one, takes the Key ID from an `AuthKey_` file name, and saves.
@Suite(.serialized) struct ConsoleProfileFormTests {
    @Test func theKeyFileIsReadAsTypedAndTheKeyIDFollowsItsName() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let valid = testbed.profileJSON(name: "first", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["first.json": Array(valid.utf8)], width: 80, height: 24)
        let session = console.session
        try session.waitFor("pushtui   LOCAL  first")
        try session.sendKeys("BTab", "BTab", "a")
        try session.waitFor("New profile")
        try session.type("Shop")
        try session.sendKeys("Tab", "Tab")
        try session.type("com.shop.app")
        try session.sendKeys("Tab")
        let missing = testbed.files.file("nowhere/AuthKey_ABCDE12345.p8")
        try session.type(missing)
        try session.waitFor("does not exist")
        try session.waitFor("key ID +ABCDE12345")
        // The real key: its file name carries the simulator's Key ID.
        try session.sendKeys("C-u")
        try session.type(testbed.keyFile)
        try session.waitFor("✓ .p8 key read from")
        try session.sendKeys("Tab", "Tab")
        try session.type("TEAM123456")
        try session.waitFor("✓ ready to save")
        try session.sendKeys("Enter")
        try session.waitFor("saved Shop to ")
        let saved = try String(contentsOfFile: console.profilesDirectory + "/shop.json", encoding: .utf8)
        #expect(saved.contains(testbed.keyFile))
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
