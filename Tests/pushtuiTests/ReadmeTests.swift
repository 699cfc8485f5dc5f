import Foundation
import PushDelivery
import PushTestSupport
import Testing
@testable import pushtui

/// The README documents the command line; these keep it true to the parser.
@Suite struct ReadmeTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    static let specs = Command.all.map(\.spec)

    @Test(arguments: specs.map(\.name))
    func everyCommandHasASection(_ name: String) {
        let documented = Self.readme.contains("### `pushtui \(name)`")
        #expect(documented, "README has no section for pushtui \(name)")
    }

    @Test(arguments: specs.flatMap { spec in spec.options.map { (spec.name, $0.name) } })
    func everyOptionIsDocumented(_ command: String, _ option: String) {
        let documented = Self.readme.contains("`--\(option)")
        #expect(documented, "README does not mention --\(option) of pushtui \(command)")
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
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.split(separator: "\n").first { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        #expect(released?.hasPrefix("## [\(Version.current)] - ") == true, "CHANGELOG.md's newest release: \(released ?? "none")")
    }
}
