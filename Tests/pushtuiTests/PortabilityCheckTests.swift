import Foundation
import PushTestSupport
import Testing

/// Scripts/portability-check, which `./dev lint` runs: the tree passes it, and a Linux-only symbol
/// planted outside the Linux platform units (in a copy of the tree) fails it, named with its file
/// and line. The symbols are spelled in parts here so this file does not match itself.
@Suite struct PortabilityCheckTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let script = root.appendingPathComponent("Scripts/portability-check").path

    /// One line added to the end of one file of the copy, and the finding expected for it (nil: none).
    struct Plant: Sendable, CustomTestStringConvertible {
        let file: String
        let line: String
        let finding: String?

        var testDescription: String { "\(line) in \(file)" }
    }

    static let plants = [
        Plant(file: "Sources/PushTransport/SocketCork.swift", line: "let corkOption = TCP_" + "CORK",
              finding: "Linux-only symbol 'TCP_" + "CORK' outside the Linux platform units"),
        Plant(file: "Sources/PushStorage/DirectoryWatcher.swift", line: "let watch = ino" + "tify_init1(0)",
              finding: "Linux-only symbol 'ino" + "tify' outside the Linux platform units"),
        Plant(file: "Tests/PushTestSupport/Poll.swift", line: #"let tasks = "/pro"# + #"c/self/task""#,
              finding: "Linux-only symbol '/pro" + "c/' outside the Linux platform units"),
        Plant(file: "Sources/PushSimulator/ListeningSocket.swift", line: "let kind = SOCK_" + "NONBLOCK",
              finding: "Linux-only symbol 'SOCK_" + "NONBLOCK' outside the Linux platform units"),
        Plant(file: "Sources/PushStorage/HistoryFollower.swift", line: "import Gli" + "bc",
              finding: "'import Gli" + "bc' not guarded by '#if canImport(Gli" + "bc)'"),
        // Allowed: the symbol in its Linux platform unit, in a comment, and Darwin's st_mtimespec.
        Plant(file: "Sources/PushTransport/Platform/TCPCork+Linux.swift", line: "let corkOption = TCP_" + "CORK", finding: nil),
        Plant(file: "Sources/PushTransport/SocketCork.swift", line: "// like TCP_" + "CORK on Linux", finding: nil),
        Plant(file: "Sources/PushStorage/DirectoryWatcher.swift", line: "let seconds = status.st_mtimespec.tv_sec", finding: nil),
    ]

    private static func check(root: String) throws -> ProcessResult {
        try CommandLineTool.run("/usr/bin/env", ["python3", script, "--root", root], timeout: 60)
    }

    @Test func theTreeHasNoLinuxOnlySymbolOutsideItsPlatformUnits() throws {
        let result = try Self.check(root: Self.root.path)
        #expect(result.status == 0, "\(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(result.standardOutput)")
    }

    @Test(arguments: plants) func aPlantedSymbolIsNamedWithItsFileAndLine(_ plant: Plant) throws {
        let copy = try TemporaryDirectory(prefix: "portability")
        defer { copy.remove() }
        for top in ["Sources", "Tests"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(top), to: copy.url.appendingPathComponent(top))
        }
        let clean = try Self.check(root: copy.path)
        #expect(clean.status == 0, "the copy passes before the plant: \(clean.transcript)")

        let planted = copy.url.appendingPathComponent(plant.file)
        let text = try String(contentsOf: planted, encoding: .utf8)
        let body = text.hasSuffix("\n") ? text : text + "\n"
        try (body + plant.line + "\n").write(to: planted, atomically: true, encoding: .utf8)
        let line = body.split(separator: "\n", omittingEmptySubsequences: false).count
        let result = try Self.check(root: copy.path)
        if let finding = plant.finding {
            #expect(result.status == 1, "\(result.transcript)")
            #expect(result.standardOutput.contains("\(plant.file):\(line): \(finding)"), "\(result.standardOutput)")
        } else {
            #expect(result.status == 0, "\(result.transcript)")
        }
    }
}
