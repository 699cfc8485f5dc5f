import Foundation
import PushTestSupport
import Testing

/// End-to-end: the payload library shared by the real console and `pushtui library` in a second
/// shell — what the console saves the CLI lists, and what the CLI saves the reopened picker shows
/// and Enter puts into the payload.
@Suite(.serialized) struct ConsoleLibraryTests {
    @Test func theConsoleAndTheCommandLineShareTheLibrary() throws {
        let data = try TemporaryDirectory(prefix: "pushtui-library-data")
        let console = try ConsoleHarness(environment: ["XDG_DATA_HOME": data.path], waitFor: ConsoleDemoTests.demoPayloadMeter)
        let session = console.session
        let environment = ["XDG_DATA_HOME": data.path, "XDG_STATE_HOME": console.home.file("state"), "HOME": console.home.path]

        try session.sendKeys("C-t")
        try session.waitFor(#"Templates and saved payloads[\s\S]*\(none yet: s saves the payload being edited\)"#)
        try session.type("s")
        try session.waitFor("Save the payload as")
        try session.type("Boarding call")
        try session.sendKeys("Enter")
        try session.waitFor(#"▸ Boarding call[\s\S]*saved 'Boarding call'"#)

        let listed = try Pushtui.run(["library", "list", "--profile", console.demoProfileFile], environment: environment)
        #expect(listed.status == 0, "\(listed.transcript)")
        #expect(listed.standardOutput.contains("saved     Boarding call"), "\(listed.transcript)")

        let payload = try data.write(#"{"aps":{"alert":"saved by a script"}}"#, to: "script.json")
        let saved = try Pushtui.run(["library", "save", "From a script", "--profile", console.demoProfileFile, "--payload", payload,
                                     "--type", "alert", "--collapse-id", "script"], environment: environment)
        #expect(saved.status == 0, "\(saved.transcript)")
        try session.sendKeys("Escape")
        try session.waitFor(#"Responses \(0\)"#)
        try session.sendKeys("C-t")
        try session.waitFor(#"Boarding call[\s\S]*From a script  \(alert\)"#)
        // ↑ wraps to the last row: the script's payload (saved payloads are sorted by name).
        try session.sendKeys("Up", "Enter")
        try session.waitFor("saved by a script")
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
