import Foundation
import PushTestSupport
import Testing
import PushDelivery

/// `pushtui [console] [--profiles DIR] [--demo]`: the console's options work with and without the
/// word `console`, as the README's usage line shows.
@Suite(.serialized) struct ConsoleOptionsWithoutCommandTests {
    static let needsTerminal = "pushtui console: the console needs a terminal; for scripts use pushtui send\n"

    @Test(arguments: [["--demo"], ["--profiles", "/nonexistent/profiles"], ["--profiles", "/nonexistent/profiles", "--demo"]])
    func optionsAloneGoToTheConsole(_ options: [String]) throws {
        // Not on a terminal, the console refuses to start: the message shows the options reached it.
        let bare = try Pushtui.run(options)
        #expect(bare.status == ExitCode.usage.rawValue, "\(bare.transcript)")
        #expect(bare.standardError == Self.needsTerminal, "\(bare.transcript)")
        #expect(!bare.standardError.contains("unknown command"), "\(bare.transcript)")
        let named = try Pushtui.run(["console"] + options)
        #expect(named.status == bare.status && named.standardError == bare.standardError, "\(named.transcript)")
    }

    @Test func optionsAloneAreParsedAsTheConsolesOptions() throws {
        let missingValue = try Pushtui.run(["--profiles"])
        #expect(missingValue.status == ExitCode.usage.rawValue, "\(missingValue.transcript)")
        #expect(missingValue.standardError.hasPrefix("pushtui console: "), "\(missingValue.transcript)")
        #expect(missingValue.standardError.contains("--profiles"), "\(missingValue.transcript)")

        let unknown = try Pushtui.run(["--demo", "--bogus"])
        #expect(unknown.status == ExitCode.usage.rawValue, "\(unknown.transcript)")
        #expect(unknown.standardError.hasPrefix("pushtui console: "), "\(unknown.transcript)")
        #expect(unknown.standardError.contains("--bogus"), "\(unknown.transcript)")

        let help = try Pushtui.run(["--demo", "--help"])
        #expect(help.status == ExitCode.success.rawValue, "\(help.transcript)")
        #expect(help.standardOutput == (try Pushtui.run(["console", "--help"])).standardOutput, "\(help.transcript)")
        #expect(help.standardOutput.contains("--demo"), "\(help.transcript)")
    }

    @Test func pushtuiWithProfilesAndDemoOpensTheConsoleWithBoth() throws {
        let testbed = try SendTestbed()
        defer { testbed.stop() }
        let profile = testbed.profileJSON(name: "my own profile", tokens: [ConsoleBadInputTests.tokenEntry])
        let console = try ConsoleHarness(profiles: ["mine.json": Array(profile.utf8)], command: nil, arguments: ["--demo"])
        let screen = try console.session.waitFor(#"my own profile[\s\S]*Local simulator|Local simulator[\s\S]*my own profile"#, timeout: 20)
        #expect(!screen.contains("unknown command"), "\(screen)")
        try console.session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }
}
