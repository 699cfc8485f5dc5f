import ChildProcess
import Foundation

/// Runs command-line programs (`openssl`, `curl`, `nghttp`, the built `pushtui`) as independent checkers.
public enum CommandLineTool {
    /// How long ``run(_:_:in:input:environment:timeout:)`` lets a program run unless told otherwise.
    public static let defaultTimeout: TimeInterval = 120

    /// The first executable called `name` on PATH or in the usual system directories.
    public static func locate(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Starts `executable` (a name on PATH or an absolute path) with `arguments` and returns at once.
    /// - Parameters:
    ///   - directory: the working directory (default: the test's).
    ///   - input: a file for standard input (default `/dev/null`, so nothing waits for a terminal).
    ///   - environment: variables set on top of the inherited environment.
    public static func start(_ executable: String, _ arguments: [String], in directory: URL? = nil,
                             input: String? = nil, environment: [String: String] = [:]) throws -> RunningProcess {
        let path = executable.hasPrefix("/") ? executable : locate(executable)
        guard let path, FileManager.default.isExecutableFile(atPath: path) else { throw TestSupportError.notFound(executable) }
        let outputDirectory = try TemporaryDirectory(prefix: "process")
        try outputDirectory.write("", to: "stdout")
        try outputDirectory.write("", to: "stderr")
        let variables = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        let pid: pid_t
        do {
            pid = try ChildSpawn.start(path, arguments: arguments, environment: variables.map { "\($0.key)=\($0.value)" },
                                       directory: directory?.path, input: .file(input ?? "/dev/null"),
                                       output: .file(outputDirectory.file("stdout")), error: .file(outputDirectory.file("stderr")))
        } catch {
            throw TestSupportError.failed(error.description)
        }
        return RunningProcess(pid: pid, outputDirectory: outputDirectory, commandLine: ([path] + arguments).joined(separator: " "))
    }

    /// Runs `executable` to completion and returns what it printed. A program still running after
    /// `timeout` seconds is killed and the call throws.
    @discardableResult
    public static func run(_ executable: String, _ arguments: [String], in directory: URL? = nil, input: String? = nil,
                           environment: [String: String] = [:], timeout: TimeInterval = defaultTimeout) throws -> ProcessResult {
        try start(executable, arguments, in: directory, input: input, environment: environment).wait(timeout: timeout)
    }

    /// Runs the `openssl` CLI and throws with the transcript when it does not exit 0.
    @discardableResult
    public static func openssl(_ arguments: [String], in directory: URL? = nil) throws -> ProcessResult {
        let result = try run("openssl", arguments, in: directory)
        guard result.status == 0 else {
            throw TestSupportError.failed("openssl \(arguments.joined(separator: " ")) failed: \(result.transcript)")
        }
        return result
    }
}
