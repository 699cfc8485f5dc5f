import Foundation
import PushTestSupport
import Testing

/// The process runner every test starts programs with: a child gets its working directory, its
/// environment and its streams, no descriptor of the test's, and starting one while the test holds
/// thousands of descriptors is as safe as with none (Foundation's `Process.run()` could crash there).
@Suite struct CommandLineToolTests {
    @Test func aChildStartsAmongThousandsOfOpenDescriptorsAndInheritsNoneOfThem() throws {
        let held = (0..<3_000).map { _ in open("/dev/null", O_RDONLY) }
        defer { held.forEach { close($0) } }
        #expect(held.allSatisfy { $0 >= 0 })
        // /dev/fd lists the reading process's own descriptors on Linux and macOS alike.
        let result = try CommandLineTool.run("/bin/ls", ["/dev/fd/"])
        #expect(result.status == 0, "\(result.standardError)")
        // Standard input, output and error, and the descriptor `ls` reads the directory through.
        let inherited = result.standardOutput.split(separator: "\n").compactMap { Int($0) }.filter { $0 > 3 }
        #expect(inherited.isEmpty, "the child inherited \(inherited.count) of the test's descriptors")
    }

    @Test func aChildGetsItsDirectoryEnvironmentInputAndExitStatus() throws {
        let directory = try TemporaryDirectory(prefix: "spawn")
        let input = try directory.write("from the file\n", to: "input.txt")
        let result = try CommandLineTool.run("/bin/sh", ["-c", #"pwd; echo "$PUSHTUI_PROBE"; cat; echo oops >&2; exit 7"#],
                                             in: URL(fileURLWithPath: directory.path), input: input,
                                             environment: ["PUSHTUI_PROBE": "a value"])
        let resolved = URL(fileURLWithPath: directory.path).resolvingSymlinksInPath().path
        #expect(result.standardOutput == "\(resolved)\na value\nfrom the file\n")
        #expect(result.standardError == "oops\n")
        #expect(result.status == 7 && result.signal == nil)
    }

    @Test func aChildEndedByASignalSaysWhich() throws {
        let sleeper = try CommandLineTool.start("/bin/sleep", ["60"])
        #expect(sleeper.isRunning)
        // SIGKILL: the child inherits the signal mask of the thread that started it, which may block SIGTERM.
        sleeper.send(SIGKILL)
        let result = try sleeper.wait(timeout: 10)
        #expect(result.signal == SIGKILL && result.status == SIGKILL)
        #expect(!sleeper.isRunning)
    }
}
