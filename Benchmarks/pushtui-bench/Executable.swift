import Foundation

/// Finds and runs the outside programs a benchmark compares against.
enum Executable {
    /// The path of `name` on PATH, if it is installed.
    static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// This program, to run itself in a child mode.
    static var current: String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().path
    }

    /// A program built next to this one (the release `pushtui` beside `pushtui-bench`).
    static func sibling(_ name: String) -> String? {
        let directory = URL(fileURLWithPath: current).deletingLastPathComponent()
        let path = directory.appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// The path of `name` on PATH, or an error that says how to install it.
    static func require(_ name: String, install: String) throws -> String {
        guard let path = find(name) else { throw BenchmarkError("\(name) is not installed (\(install))") }
        return path
    }

    /// Runs `path` to completion and returns its standard output (through a file: no pipe to fill).
    static func run(_ path: String, _ arguments: [String]) throws -> String {
        let outputFile = FileManager.default.temporaryDirectory.appendingPathComponent("bench-\(UUID().uuidString).out")
        _ = FileManager.default.createFile(atPath: outputFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: outputFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: outputFile)
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // The clients need no clean shutdown.
        InterruptCleanup.track(process.processIdentifier, stopWith: SIGKILL)
        process.waitUntilExit()
        InterruptCleanup.untrack(process.processIdentifier)
        let output = try String(contentsOf: outputFile, encoding: .utf8)
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("\(URL(fileURLWithPath: path).lastPathComponent) exited \(process.terminationStatus):\n\(output)")
        }
        return output
    }
}
