import Foundation
import PushTestSupport

/// `pushtui sim` running as a child process, with the fields of the line it prints once ready.
final class SimProcess {
    /// The ready line's prefix, the contract scripts wait for.
    static let readyPrefix = "pushtui sim ready: "

    let process: RunningProcess
    /// `endpoint=`, `ca=`, `key=`, `key-id=`, `team-id=`, `environment=` from the ready line.
    let fields: [String: String]

    /// Starts `pushtui sim --port 0 --state-dir <stateDirectory>` plus `arguments`, and polls its
    /// standard output until the ready line appears (or fails after `timeout` seconds).
    init(stateDirectory: String, _ arguments: [String] = [], timeout: TimeInterval = 10) throws {
        process = try Pushtui.start(["sim", "--port", "0", "--state-dir", stateDirectory] + arguments)
        let process = process
        let ready = poll(until: { process.standardOutput.contains("\n") || !process.isRunning }, timeout: timeout)
        let output = process.standardOutput
        guard ready, let line = output.split(separator: "\n").first, line.hasPrefix(Self.readyPrefix) else {
            process.send(SIGKILL)
            throw TestSupportError.failed("pushtui sim did not print its ready line within \(timeout) s: "
                + "stdout: \(output) stderr: \(process.standardError)")
        }
        fields = Self.parse(line.dropFirst(Self.readyPrefix.count))
    }

    /// `name=value` pairs separated by spaces (the paths come from temp directories without spaces).
    static func parse(_ text: Substring) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: " ") {
            guard let equals = pair.firstIndex(of: "=") else { continue }
            fields[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
        }
        return fields
    }

    /// A ready-line field, or an error naming the missing one.
    func field(_ name: String) throws -> String {
        guard let value = fields[name] else {
            throw TestSupportError.failed("the ready line has no \(name)=: \(process.standardOutput)")
        }
        return value
    }

    /// Sends `signal` and waits (at most `timeout` seconds) for the process to exit.
    @discardableResult
    func terminate(with signal: Int32 = SIGTERM, timeout: TimeInterval = 10) throws -> ProcessResult {
        process.send(signal)
        return try process.wait(timeout: timeout)
    }
}
