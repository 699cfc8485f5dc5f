import Foundation
import PushTestSupport
import Testing

/// End-to-end: a profile file that does not load is fixed on disk, by hand and `R`, or through
/// `i` and `$EDITOR`, and becomes usable without a restart; the simulator's journal is the witness.
@Suite(.serialized) struct ConsoleProfileReloadTests {
    static let broken: [UInt8] = Array(#"{"name": "later", "topic": "#.utf8)

    @Test(arguments: [(80, 24), (60, 16)])
    func aBrokenProfileFixedOnDiskLoadsAfterR(width: Int, height: Int) throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let valid = testbed.profileJSON(name: "first", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["a-broken.json": Self.broken, "b-valid.json": Array(valid.utf8)], width: width, height: height)
        let session = console.session
        try session.waitFor("1 profile file could not be read")

        // Fixed on disk while the console runs; R reads every profile again.
        let fixed = testbed.profileJSON(name: "later", tokens: [ConsoleBadInputTests.tokenEntry])
        try console.home.write(Array(fixed.utf8), to: "profiles/a-broken.json")
        try session.sendKeys("BTab", "BTab", "R")
        try session.waitFor("read 2 profiles")
        // The fixed profile is selectable and sends.
        try session.sendKeys("k")
        try session.waitFor("pushtui   LOCAL  later")
        try session.sendKeys("C-s")
        try session.waitFor("1 of 1 delivered")
        let journal = try testbed.simulator.waitForJournal { !$0.isEmpty }
        #expect(journal.count == 1)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    @Test func iOnABrokenProfileOpensItInTheEditorAndTheFixLoads() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let valid = testbed.profileJSON(name: "first", tokens: [ConsoleBadInputTests.tokenEntry])
        let fixedFile = testbed.files.file("fixed.json")
        try Data(testbed.profileJSON(name: "later", tokens: [ConsoleBadInputTests.tokenEntry]).utf8).write(to: URL(fileURLWithPath: fixedFile))
        // The "editor" writes the fixed profile over the file it is given.
        let editor = testbed.files.file("fix-editor.sh")
        try Data("#!/bin/sh\ncp '\(fixedFile)' \"$1\"\n".utf8).write(to: URL(fileURLWithPath: editor))
        chmod(editor, 0o755)
        let console = try ConsoleHarness(profiles: ["a-broken.json": Self.broken, "b-valid.json": Array(valid.utf8)], width: 80, height: 24,
                                         environment: ["EDITOR": editor, "VISUAL": ""])
        let session = console.session
        try session.waitFor("1 profile file could not be read")
        try session.sendKeys("BTab", "BTab", "k")
        try session.waitFor("✗ a-broken.json")
        // e on the broken file says why not, instead of doing nothing.
        try session.sendKeys("e")
        try session.waitFor("cannot switch a-broken.json: it does not load")
        try session.sendKeys("i")
        try session.waitFor("read 2 profiles")
        try session.waitFor("pushtui   LOCAL  later")
        try session.sendKeys("C-s")
        try session.waitFor("200 Delivered")
        #expect(try testbed.simulator.waitForJournal { !$0.isEmpty }.count == 1)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
