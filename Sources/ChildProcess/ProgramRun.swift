import CSpawnShims
import Foundation

/// A program run to its end: bytes handed to its standard input through a pipe (never its command
/// line, which other users can read), what it wrote to standard output and error, and how it
/// ended. For short tools (`xcrun simctl push`, `security`): everything is held in memory.
///
/// The caller ignores SIGPIPE (pushtui does): a program that exits without reading its input
/// costs EPIPE here, which ends the writing and nothing else.
public struct ProgramRun: Sendable, Equatable {
    /// The exit code; -1 when a signal ended the program (or the deadline's SIGKILL).
    public let status: Int32
    /// What it wrote to standard output.
    public let output: [UInt8]
    /// What it wrote to standard error.
    public let error: [UInt8]
    /// Whether it ran past its deadline and was killed.
    public let timedOut: Bool

    /// Runs `path` with `arguments` in `environment` (`NAME=value` entries), `input` on its
    /// standard input, and waits for its end, killing it (SIGKILL) after `timeout`. With
    /// `newSession` it runs without a controlling terminal (``ChildSpawn/start(_:arguments:environment:directory:input:output:error:defaultSignals:newSession:)``).
    ///
    /// - Throws: when the program cannot be started (its path, its permissions, no pipe).
    public static func run(_ path: String, arguments: [String], environment: [String], input: [UInt8] = [],
                           newSession: Bool = false, timeout: Duration) throws(ChildSpawn.Failure) -> ProgramRun {
        let deadline = ContinuousClock.now + timeout
        var pipes: [(read: Int32, write: Int32)] = []
        for _ in 0..<3 {
            var ends: [Int32] = [0, 0]
            guard pipe(&ends) == 0 else {
                let code = errno
                pipes.forEach(closeBoth)
                throw ChildSpawn.Failure(path: path, code: code)
            }
            for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
            pipes.append((ends[0], ends[1]))
        }
        let (stdin, stdout, stderr) = (pipes[0], pipes[1], pipes[2])
        let pid: pid_t
        do {
            pid = try ChildSpawn.start(path, arguments: arguments, environment: environment, directory: nil,
                                       input: .descriptor(stdin.read), output: .descriptor(stdout.write),
                                       error: .descriptor(stderr.write), newSession: newSession)
        } catch {
            pipes.forEach(closeBoth)
            throw error
        }
        // The child has its own copies: closing these lets the end of its input and output be seen.
        [stdin.read, stdout.write, stderr.write].forEach { close($0) }
        var streams = Streams(input: input, inputDescriptor: stdin.write, outputs: [stdout.read, stderr.read])
        let finished = streams.pump(until: deadline)
        if !finished { kill(pid, SIGKILL) }
        streams.closeAll()
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return ProgramRun(status: pushtui_wait_exit_code(status), output: streams.collected[0], error: streams.collected[1],
                          timedOut: !finished)
    }

    /// The path of the executable `name` in the directories of `environment`'s `PATH`, the first
    /// found; nil when none has it.
    public static func locate(_ name: String, in environment: [String: String]) -> String? {
        (environment["PATH"] ?? "").split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private static func closeBoth(_ ends: (read: Int32, write: Int32)) {
        close(ends.read)
        close(ends.write)
    }
}

/// This process's ends of a running program's pipes: the input still to write, and what the
/// program's output and error have said so far.
private struct Streams {
    var input: [UInt8]
    var written = 0
    var inputDescriptor: Int32
    var outputs: [Int32]
    var collected: [[UInt8]] = [[], []]

    init(input: [UInt8], inputDescriptor: Int32, outputs: [Int32]) {
        self.input = input
        self.inputDescriptor = inputDescriptor
        self.outputs = outputs
        for descriptor in [inputDescriptor] + outputs { _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK) }
        if input.isEmpty { closeInput() }
    }

    /// Writes the input and reads both outputs until they end (true) or `deadline` passes (false).
    mutating func pump(until deadline: ContinuousClock.Instant) -> Bool {
        while outputs.contains(where: { $0 >= 0 }) {
            let left = deadline - ContinuousClock.now
            guard left > .zero else { return false }
            var watched = outputs.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            watched.append(pollfd(fd: inputDescriptor, events: Int16(POLLOUT), revents: 0))
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&watched, nfds_t(watched.count), milliseconds)
            if ready < 0, errno != EINTR { return false }
            guard ready > 0 else { continue }
            for index in outputs.indices where outputs[index] >= 0 && watched[index].revents != 0 {
                read(stream: index)
            }
            if inputDescriptor >= 0, watched[outputs.count].revents != 0 { writeInput() }
        }
        return true
    }

    /// Reads what output `index` has; closes it at its end.
    private mutating func read(stream index: Int) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = buffer.withUnsafeMutableBytes { Foundation.read(outputs[index], $0.baseAddress, $0.count) }
        if count > 0 {
            collected[index] += buffer.prefix(count)
        } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
            close(outputs[index])
            outputs[index] = -1
        }
    }

    /// Writes what the pipe takes of the input; closes it once all is written or the program stopped reading.
    private mutating func writeInput() {
        let count = input.withUnsafeBytes { buffer in
            buffer.baseAddress.map { Foundation.write(inputDescriptor, $0 + written, buffer.count - written) } ?? -1
        }
        if count > 0 { written += count }
        if written == input.count || (count < 0 && errno != EINTR && errno != EAGAIN) { closeInput() }
    }

    private mutating func closeInput() {
        if inputDescriptor >= 0 { close(inputDescriptor) }
        inputDescriptor = -1
    }

    mutating func closeAll() {
        closeInput()
        for index in outputs.indices where outputs[index] >= 0 {
            close(outputs[index])
            outputs[index] = -1
        }
    }
}
