import Foundation
import PushTestSupport
import Testing

/// End-to-end: a profile file that does not load is fixed on disk, by hand and `R`, or through
/// `i` and `$EDITOR`, and becomes usable without a restart; the simulator's journal is the witness.
@Suite(.serialized) struct ConsoleProfileReloadTests {
    static let broken: [UInt8] = Array(#"{"name": "later", "topic": "#.utf8)

    /// The console on a broken profile (`a-broken.json`) and one that loads, which launch selects.
    private func launch(_ testbed: SendTestbed, width: Int, height: Int, environment: [String: String] = [:]) throws -> ConsoleHarness {
        let valid = testbed.profileJSON(name: "first", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["a-broken.json": Self.broken, "b-valid.json": Array(valid.utf8)],
                                         width: width, height: height, environment: environment)
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

    @Test(arguments: [(80, 24), (60, 16)])
    func aBrokenProfileFixedOnDiskLoadsAfterR(width: Int, height: Int) throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let console = try launch(testbed, width: width, height: height)
        // Fixed on disk while the console runs; R reads every profile again.
        let fixed = testbed.profileJSON(name: "later", tokens: [ConsoleBadInputTests.tokenEntry])
        try console.home.write(Array(fixed.utf8), to: "profiles/a-broken.json")
        try console.session.sendKeys("BTab", "BTab", "R")
        try console.session.waitFor("read 2 profiles")
        try console.session.sendKeys("k")
        try expectTheFixedProfileSends(console, testbed)
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
        try console.session.sendKeys("BTab", "BTab", "k")
        try console.session.waitFor("✗ a-broken.json")
        // e on the broken file says why not, instead of doing nothing.
        try console.session.sendKeys("e")
        try console.session.waitFor("cannot switch a-broken.json: it does not load")
        try console.session.sendKeys("i")
        try console.session.waitFor("read 2 profiles")
        try expectTheFixedProfileSends(console, testbed)
    }
}
