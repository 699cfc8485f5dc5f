import Foundation
import PushTestSupport
import Testing
@testable import pushtui

/// The pages made from the code are what the code makes: `docs/pushtui.1` and `docs/cli.md`.
/// `./dev docs` (this suite with PUSHTUI_RECORD_DOCS=1) writes them after a change to the specs.
@Suite struct GeneratedDocsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let recording = ProcessInfo.processInfo.environment["PUSHTUI_RECORD_DOCS"] == "1"

    static let pages: [(path: String, text: String)] = [
        ("docs/pushtui.1", ReferencePages.manPage),
        ("docs/cli.md", ReferencePages.commandReference),
    ]

    @Test(arguments: pages.map(\.path))
    func thePageEqualsWhatTheCodeMakes(_ path: String) throws {
        let generated = try #require(Self.pages.first { $0.path == path }).text
        let url = Self.root.appendingPathComponent(path)
        if Self.recording { try generated.write(to: url, atomically: true, encoding: .utf8) }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "\(path) is not what the code makes: run ./dev docs")
    }

    @Test func theManPageRendersEveryCommandAndExitCode() throws {
        let man = try #require(CommandLineTool.locate("man"), "man is installed by ./dev test (man-db)")
        let result = try CommandLineTool.run(man, ["-l", Self.root.appendingPathComponent("docs/pushtui.1").path],
                                             environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100", "LANG": "C.UTF-8"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty, "roff warnings: \(result.standardError)")
        let page = result.standardOutput
        for command in Command.all.map(\.spec) {
            #expect(page.contains("PUSHTUI \(command.name.uppercased())"), "no section for \(command.name)")
            for option in command.options {
                #expect(page.contains("--\(option.name)"), "\(command.name) --\(option.name) missing")
            }
        }
        #expect(page.contains("EXIT STATUS"))
        #expect(page.contains("130"))
    }
}
