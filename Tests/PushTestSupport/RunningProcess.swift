import Foundation

/// A child process started by ``CommandLineTool/start(_:_:in:input:environment:)``. Its output goes
/// to files, so a chatty child never blocks on a full pipe and a test can read what it printed so far.
public final class RunningProcess {
    private let process: Process
    private let outputDirectory: TemporaryDirectory
    /// The command line, for messages.
    public let commandLine: String

    init(process: Process, outputDirectory: TemporaryDirectory, commandLine: String) {
        self.process = process
        self.outputDirectory = outputDirectory
        self.commandLine = commandLine
    }

    deinit {
        // A test that failed half-way must not leave a server running.
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }

    /// The process ID.
    public var processIdentifier: Int32 { process.processIdentifier }

    /// Whether the process has not exited yet.
    public var isRunning: Bool { process.isRunning }

    /// What the process has written to standard output so far.
    public var standardOutput: String { (try? outputDirectory.read("stdout")) ?? "" }

    /// What the process has written to standard error so far.
    public var standardError: String { (try? outputDirectory.read("stderr")) ?? "" }

    /// Sends `signal` (e.g. `SIGTERM`) to the process.
    public func send(_ signal: Int32) {
        kill(process.processIdentifier, signal)
    }

    /// Waits until the process exits. With a `timeout` (seconds), a process still running at the
    /// deadline is killed and ``TestSupportError/timedOut(_:)`` is thrown.
    @discardableResult
    public func wait(timeout: TimeInterval? = nil) throws -> ProcessResult {
        if let timeout, !poll(until: { !process.isRunning }, timeout: timeout) {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            throw TestSupportError.timedOut("\(commandLine) (after \(timeout) s; stderr: \(standardError))")
        }
        process.waitUntilExit()
        let signal = process.terminationReason == .uncaughtSignal ? process.terminationStatus : nil
        return ProcessResult(status: process.terminationStatus, signal: signal,
                             standardOutput: standardOutput, standardError: standardError)
    }
}
