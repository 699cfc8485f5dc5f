import Foundation

/// A child process started by ``CommandLineTool/start(_:_:in:input:environment:)``. Its output goes
/// to files, so a chatty child never blocks on a full pipe and a test can read what it printed so far.
public final class RunningProcess: @unchecked Sendable {
    // `exit` is written once, when the child is reaped, and only under `lock`.
    private let pid: pid_t
    private let lock = NSLock()
    private var exit: (status: Int32, signal: Int32?)?
    private let outputDirectory: TemporaryDirectory
    /// The command line, for messages.
    public let commandLine: String

    init(pid: pid_t, outputDirectory: TemporaryDirectory, commandLine: String) {
        self.pid = pid
        self.outputDirectory = outputDirectory
        self.commandLine = commandLine
    }

    deinit {
        // A test that failed half-way must not leave a server running, nor a zombie behind.
        if isRunning {
            kill(pid, SIGKILL)
            reap(blocking: true)
        }
    }

    /// The process ID.
    public var processIdentifier: Int32 { pid }

    /// Whether the process has not exited yet.
    public var isRunning: Bool { reap(blocking: false) == nil }

    /// What the process has written to standard output so far.
    public var standardOutput: String { (try? outputDirectory.read("stdout")) ?? "" }

    /// What the process has written to standard error so far.
    public var standardError: String { (try? outputDirectory.read("stderr")) ?? "" }

    /// Sends `signal` (e.g. `SIGTERM`) to the process, unless it has exited.
    public func send(_ signal: Int32) {
        if isRunning { kill(pid, signal) }
    }

    /// Waits until the process exits. With a `timeout` (seconds), a process still running at the
    /// deadline is killed and ``TestSupportError/timedOut(_:)`` is thrown.
    @discardableResult
    public func wait(timeout: TimeInterval? = nil) throws -> ProcessResult {
        if let timeout, !poll(until: { !isRunning }, timeout: timeout) {
            kill(pid, SIGKILL)
            reap(blocking: true)
            throw TestSupportError.timedOut("\(commandLine) (after \(timeout) s; stderr: \(standardError))")
        }
        let (status, signal) = reap(blocking: true) ?? (-1, nil)
        return ProcessResult(status: status, signal: signal, standardOutput: standardOutput, standardError: standardError)
    }

    /// How the child ended (its exit code, or the signal that ended it as both), reaping it the
    /// first time; nil while it runs (or, `blocking`, once it has ended).
    @discardableResult
    private func reap(blocking: Bool) -> (status: Int32, signal: Int32?)? {
        lock.lock()
        defer { lock.unlock() }
        if let exit { return exit }
        var status: Int32 = 0
        var reaped: pid_t
        repeat {
            reaped = waitpid(pid, &status, blocking ? 0 : WNOHANG)
        } while reaped == -1 && errno == EINTR
        guard reaped == pid else { return nil }
        // The wait status: the low 7 bits are the signal that ended the child (0: it exited), the
        // next byte its exit code.
        let signal = status & 0x7f
        exit = signal == 0 ? ((status >> 8) & 0xff, nil) : (signal, signal)
        return exit
    }
}
