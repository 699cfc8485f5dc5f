import Foundation
import PushTestSupport
import Testing

/// `./dev` on macOS (issue 26 item 6), run here with stand-ins on `PATH`: `uname` says Darwin,
/// `brew` records what it is asked (and has every formula but tmux), `swift` records its build and
/// hands over a `pushtui` that prints the `PKG_CONFIG_PATH` it was started with.
@Suite struct DevScriptTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func demoOnDarwinInstallsTheMissingFormulaeWithBrewAndFindsTheKegOnlyOnes() throws {
        let files = try TemporaryDirectory()
        defer { files.remove() }
        let log = files.file("log")
        let stubs: [String: String] = [
            "uname": "echo Darwin",
            "brew": """
                echo "brew $*" >> '\(log)'
                case "$1 ${3:-}" in
                    "list tmux") exit 1 ;;
                    "list "*) echo "$3 1.0" ;;
                    "--prefix "*) echo "/opt/homebrew/opt/$2" ;;
                esac
                """,
            "swift": """
                echo "swift $*" >> '\(log)'
                case "$*" in *--show-bin-path*) echo '\(files.url.path)/bin' ;; esac
                """,
            "apt-get": "echo \"apt-get $*\" >> '\(log)'; exit 1",
            "dpkg-query": "echo \"dpkg-query $*\" >> '\(log)'; exit 1",
        ]
        for (name, body) in stubs {
            chmod(try files.write("#!/bin/sh\n" + body + "\n", to: name), 0o755)
        }
        try FileManager.default.createDirectory(atPath: files.file("bin"), withIntermediateDirectories: true)
        chmod(try files.write("#!/bin/sh\necho \"pushtui $* PKG_CONFIG_PATH=$PKG_CONFIG_PATH\"\n", to: "bin/pushtui"), 0o755)

        let result = try CommandLineTool.run(Self.root.appendingPathComponent("dev").path, ["demo"],
                                             environment: ["PATH": files.url.path + ":/usr/bin:/bin", "PKG_CONFIG_PATH": "/earlier"],
                                             timeout: 30)
        #expect(result.status == 0, "\(result.transcript)")
        let calls = try files.read("log").split(separator: "\n").map(String.init)
        #expect(calls.contains("brew install tmux"), "\(calls)")
        #expect(!calls.contains { $0.hasPrefix("brew install") && $0 != "brew install tmux" }, "\(calls)")
        #expect(!calls.contains { $0.hasPrefix("apt-get") || $0.hasPrefix("dpkg-query") }, "\(calls)")
        #expect(calls.contains("swift build -c release --product pushtui"), "\(calls)")
        #expect(result.standardOutput.contains(
            "pushtui console --demo PKG_CONFIG_PATH=/opt/homebrew/opt/curl/lib/pkgconfig:/opt/homebrew/opt/openssl@3/lib/pkgconfig:"
                + "/opt/homebrew/opt/ncurses/lib/pkgconfig:/earlier"), "\(result.transcript)")
    }
}
