import Foundation
import PushTestSupport

/// The `pushtui` binary SwiftPM built next to this test bundle, run as a user would run it.
enum Pushtui {
    /// Long enough for a debug build on a busy 2-core machine; a command that hangs fails the test instead.
    static let timeout: TimeInterval = 20

    /// The path of the built `pushtui`, or an error that says where it was looked for.
    static func binary() throws -> String {
        // The test runner (`<Package>PackageTests.xctest`) lives in the same build directory as the
        // executable products; /proc/self/exe is right even when argv[0] is relative or a bare name.
        var directories: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            directories.append(URL(fileURLWithPath: executable).deletingLastPathComponent())
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        directories.append(URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL.deletingLastPathComponent())
        directories.append(Bundle.main.bundleURL.deletingLastPathComponent())
        let candidates = directories.map { $0.appendingPathComponent("pushtui").path }
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw TestSupportError.failed(
                "the pushtui binary was not found next to the test bundle (looked at \(candidates.joined(separator: ", "))); "
                    + "run the tests with `swift test`, which builds it")
        }
        return found
    }

    /// Runs `pushtui` with `arguments` to completion (killed and failed after ``timeout``).
    /// - Parameters:
    ///   - input: a file for standard input (default `/dev/null`).
    ///   - environment: variables set on top of the inherited environment (`HOME`, `$NAME` for profiles).
    static func run(_ arguments: [String], in directory: URL? = nil, input: String? = nil,
                    environment: [String: String] = [:]) throws -> ProcessResult {
        try CommandLineTool.run(try binary(), arguments, in: directory, input: input, environment: environment,
                                timeout: timeout)
    }

    /// Starts `pushtui` with `arguments` and returns while it runs.
    static func start(_ arguments: [String]) throws -> RunningProcess {
        try CommandLineTool.start(try binary(), arguments)
    }
}
