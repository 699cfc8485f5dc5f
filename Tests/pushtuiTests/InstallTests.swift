import Foundation
import PushTestSupport
import Testing
@testable import pushtui

/// `Scripts/install` (what `./dev install` runs after its release build) puts the binary, the man
/// page and the completions where a shell and man look, twice over without harm, and
/// `--uninstall` takes exactly those away.
@Suite struct InstallTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let installed = ["bin/pushtui", "share/man/man1/pushtui.1", "share/bash-completion/completions/pushtui",
                            "share/zsh/site-functions/_pushtui", "share/fish/vendor_completions.d/pushtui.fish"]

    private func install(_ arguments: [String]) throws -> ProcessResult {
        try CommandLineTool.run(Self.root.appendingPathComponent("Scripts/install").path, arguments, in: Self.root)
    }

    @Test func installsWhereShellsAndManLookAndUninstallsExactlyThat() throws {
        let scratch = try TemporaryDirectory()
        let prefix = scratch.file("prefix")
        let binary = try Pushtui.binary()
        for _ in 0..<2 {
            let result = try install([binary, prefix])
            #expect(result.status == 0, "\(result.standardError)")
        }
        for file in Self.installed {
            #expect(FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) not installed")
        }
        let path = "\(prefix)/bin:/usr/bin:/bin"
        let version = try CommandLineTool.run("/bin/sh", ["-c", "cd / && pushtui --version"], environment: ["PATH": path])
        #expect(version.standardOutput == "pushtui \(Version.current)\n", "\(version.standardError)")
        let man = try #require(CommandLineTool.locate("man"), "man is installed by ./dev test (man-db)")
        let located = try CommandLineTool.run(man, ["-w", "pushtui"], environment: ["PATH": path, "MANPATH": ""])
        #expect(located.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == prefix + "/share/man/man1/pushtui.1",
                "man finds the page through PATH: \(located.standardOutput) \(located.standardError)")
        let bash = try String(contentsOfFile: prefix + "/share/bash-completion/completions/pushtui", encoding: .utf8)
        #expect(bash == (try Pushtui.run(["completion", "bash"])).standardOutput)

        try FileManager.default.createDirectory(atPath: prefix + "/bin/other", withIntermediateDirectories: true)
        let removed = try install(["--uninstall", prefix])
        #expect(removed.status == 0, "\(removed.standardError)")
        for file in Self.installed {
            #expect(!FileManager.default.fileExists(atPath: prefix + "/" + file), "\(file) left behind")
        }
        #expect(FileManager.default.fileExists(atPath: prefix + "/bin/other"), "only pushtui's files are removed")
    }
}
