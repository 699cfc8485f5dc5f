import Foundation

/// What a finished command printed and how it exited.
struct CommandResult {
    let status: Int32
    let standardOutput: String
    let standardError: String

    /// Both streams, for assertion messages.
    var transcript: String { "exit \(status)\nstdout: \(standardOutput)\nstderr: \(standardError)" }
}

/// Runs command-line tools (the `openssl` CLI, `/usr/bin/python3`) as independent checkers.
enum CommandLineTool {
    enum Failure: Error, CustomStringConvertible {
        case notFound(String)
        var description: String {
            switch self {
            case .notFound(let name): return "\(name) is not installed"
            }
        }
    }

    /// The first executable called `name` on PATH or in the usual system directories.
    static func locate(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let directories = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin", "/bin"]
        return directories.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Runs `executable` (a name on PATH or an absolute path) with `arguments` in `directory`.
    /// Output goes to files so a chatty tool can never block on a full pipe.
    static func run(_ executable: String, _ arguments: [String], in directory: URL) throws -> CommandResult {
        let path = executable.hasPrefix("/") ? executable : locate(executable)
        guard let path, FileManager.default.isExecutableFile(atPath: path) else { throw Failure.notFound(executable) }
        let outURL = directory.appendingPathComponent("stdout-\(UUID().uuidString)")
        let errURL = directory.appendingPathComponent("stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
        defer {
            try? FileManager.default.removeItem(at: outURL)
            try? FileManager.default.removeItem(at: errURL)
        }
        let out = try FileHandle(forWritingTo: outURL)
        let err = try FileHandle(forWritingTo: errURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = out
        process.standardError = err
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        return CommandResult(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outURL, encoding: .utf8),
            standardError: try String(contentsOf: errURL, encoding: .utf8))
    }

    /// Runs the `openssl` CLI and fails the calling test with the transcript when it does not exit 0.
    @discardableResult
    static func openssl(_ arguments: [String], in directory: URL) throws -> CommandResult {
        let result = try run("openssl", arguments, in: directory)
        guard result.status == 0 else { throw OpenSSLCommandFailed(arguments: arguments, result: result) }
        return result
    }
}

struct OpenSSLCommandFailed: Error, CustomStringConvertible {
    let arguments: [String]
    let result: CommandResult
    var description: String { "openssl \(arguments.joined(separator: " ")) failed: \(result.transcript)" }
}
