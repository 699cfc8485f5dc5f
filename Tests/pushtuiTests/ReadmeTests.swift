import Foundation
import PushDelivery
import PushTestSupport
import Testing
@testable import pushtui

/// The README and docs/commands.md document the command line; these keep them true to the parser
/// (docs/cli.md lists every option by construction: GeneratedDocsTests).
@Suite struct ReadmeTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let readme = (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    static let commandsPage = (try? String(contentsOf: root.appendingPathComponent("docs/commands.md"), encoding: .utf8)) ?? ""

    static let specs = Command.all.map(\.spec)

    @Test(arguments: specs.map(\.name))
    func everyCommandHasASectionAndARow(_ name: String) {
        #expect(Self.commandsPage.contains("## `pushtui \(name)`"), "docs/commands.md has no section for pushtui \(name)")
        #expect(Self.readme.contains("| `pushtui \(name)` |") || Self.readme.contains("| `\(name)` |"),
                "the README's command table has no row for pushtui \(name)")
    }

    @Test(arguments: ExitCode.allCases)
    func everyExitCodeIsInTheTable(_ code: ExitCode) {
        let documented = Self.readme.contains("| \(code.rawValue) | ")
        #expect(documented, "README's exit-code table lacks \(code.rawValue)")
    }
}

/// `pushtui --version` prints the one version constant, and the README states the same.
@Suite struct VersionTests {
    @Test func theBinaryAndTheReadmeAgreeOnTheVersion() throws {
        let result = try Pushtui.run(["--version"])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput == "pushtui \(Version.current)\n", "\(result.transcript)")
        #expect(ReadmeTests.readme.contains("`pushtui --version` prints `pushtui \(Version.current)`"),
                "the README states another version than \(Version.current)")
    }

    @Test func theChangelogsNewestReleaseIsTheVersion() throws {
        let changelog = try String(contentsOf: ReadmeTests.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(released?.hasPrefix("## [\(Version.current)] - ") == true, "CHANGELOG.md's newest release: \(released ?? "none")")
    }
}
