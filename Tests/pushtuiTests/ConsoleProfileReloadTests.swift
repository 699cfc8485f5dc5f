import Foundation
import PushTestSupport
import Testing

/// End-to-end: a profile file that does not load is fixed through `i` and `$EDITOR` (the terminal
/// handed to another program), and becomes usable without a restart; the simulator's journal is the
/// witness. (Fixed by hand and `R`, and `e` on it, are tested headless in KeyBehaviourSessionTests.)
@Suite(.serialized) struct ConsoleProfileReloadTests {
    static let broken: [UInt8] = Array(#"{"name": "later", "topic": "#.utf8)

    /// The console on a broken profile (`a-broken.json`) and one that loads, which launch selects,
    /// left where it starts (Devices) so the launch's message stays on the status line.
    private func launch(_ testbed: SendTestbed, width: Int, height: Int, environment: [String: String] = [:]) throws -> ConsoleHarness {
        let valid = testbed.profileJSON(name: "first", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["a-broken.json": Self.broken, "b-valid.json": Array(valid.utf8)],
                                         width: width, height: height, environment: environment, inPayload: false)
        try console.session.waitFor("1 profile file could not be read")
        return console
    }

    /// The profile fixed as "later" is selected, sends one push, and the console quits cleanly.
    private func expectTheFixedProfileSends(_ console: ConsoleHarness, _ testbed: SendTestbed) throws {
        try console.session.waitFor("pushtui   LOCAL  later")
        try console.session.sendKeys("C-s")
        try console.session.waitFor("1 of 1 delivered")
        #expect(try testbed.simulator.waitForJournal { !$0.isEmpty }.count == 1)
        try console.session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func iOnABrokenProfileOpensItInTheEditorAndTheFixLoads() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let fixedFile = testbed.files.file("fixed.json")
        try Data(testbed.profileJSON(name: "later", tokens: [ConsoleBadInputTests.tokenEntry]).utf8).write(to: URL(fileURLWithPath: fixedFile))
        // The "editor" writes the fixed profile over the file it is given.
        let editor = testbed.files.file("fix-editor.sh")
        try Data("#!/bin/sh\ncp '\(fixedFile)' \"$1\"\n".utf8).write(to: URL(fileURLWithPath: editor))
        chmod(editor, 0o755)
        let console = try launch(testbed, width: 80, height: 24, environment: ["EDITOR": editor, "VISUAL": ""])
        try console.session.sendKeys("BTab", "k")
        try console.session.waitFor("✗ a-broken.json")
        try console.session.sendKeys("i")
        try console.session.waitFor("read 2 profiles")
        try expectTheFixedProfileSends(console, testbed)
    }
}
