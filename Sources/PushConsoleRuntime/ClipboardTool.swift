import ChildProcess
import Foundation

/// A program that puts the text on its standard input on the desktop's clipboard: `pbcopy`,
/// `wl-copy`, `xclip` or `xsel`. Run off the loop's thread: ``copy(_:environment:timeout:)`` waits
/// for it, at most until its deadline.
public struct ClipboardTool: Sendable, Equatable {
    /// Its name, as the status line gives it ("xclip").
    public let name: String
    /// The program's path.
    public let path: String
    /// Its arguments (`-selection clipboard`).
    public let arguments: [String]

    /// A tool run as `path arguments`.
    public init(name: String, path: String, arguments: [String]) {
        self.name = name
        self.path = path
        self.arguments = arguments
    }

    /// The tool for the session `environment` describes, the first `locate` finds (a name to its
    /// path, nil when missing): `pbcopy` (macOS, not over SSH, where it would fill the remote
    /// machine's pasteboard); `wl-copy` under Wayland (`WAYLAND_DISPLAY`); `xclip`, else `xsel`,
    /// under X (`DISPLAY`). Nil when none applies: then the terminal is asked (OSC 52).
    public static func choose(environment: [String: String], locate: (String) -> String?) -> ClipboardTool? {
        func isSet(_ name: String) -> Bool { !(environment[name] ?? "").isEmpty }
        var candidates: [(name: String, arguments: [String])] = []
        if !isSet("SSH_CONNECTION"), !isSet("SSH_TTY") { candidates.append(("pbcopy", [])) }
        if isSet("WAYLAND_DISPLAY") { candidates.append(("wl-copy", [])) }
        if isSet("DISPLAY") { candidates += [("xclip", ["-selection", "clipboard"]), ("xsel", ["--clipboard", "--input"])] }
        for candidate in candidates {
            if let path = locate(candidate.name) { return ClipboardTool(name: candidate.name, path: path, arguments: candidate.arguments) }
        }
        return nil
    }

    /// The tool for `environment`, looked for in the directories of its `PATH`.
    public static func choose(environment: [String: String]) -> ClipboardTool? {
        choose(environment: environment) { ProgramRun.locate($0, in: environment) }
    }

    /// Runs the tool with `text` on its standard input and the `environment` given; nil when it
    /// read it and exited 0 within `timeout` seconds, else why not. A tool still running at the
    /// deadline is killed. (A tool that exits without reading costs EPIPE: pushtui ignores SIGPIPE.)
    public func copy(_ text: String, environment: [String: String], timeout: Double) -> String? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        let (input, errors) = (ToolPipe.make(), ToolPipe.make())
        guard let input, let errors else {
            let reason = String(cString: strerror(errno))
            input?.close()
            errors?.close()
            return "\(name): cannot make a pipe: \(reason)"
        }
        for end in [input.write, errors.read] { _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK) }
        let pid: pid_t
        do {
            pid = try ChildSpawn.start(path, arguments: arguments, environment: environment.map { "\($0.key)=\($0.value)" }, directory: nil,
                                       input: .descriptor(input.read), output: .file("/dev/null"), error: .descriptor(errors.write))
        } catch {
            input.close()
            errors.close()
            return error.description
        }
        close(input.read)
        close(errors.write)
        let wrote = write(Array(text.utf8), to: input.write, until: deadline)
        close(input.write)
        let status = wait(for: pid, until: deadline)
        // Only what it said by now: a tool that stays to serve the selection (xclip, xsel) keeps
        // the pipe open, so its end never comes.
        let said = Self.firstLine(of: errors.read)
        close(errors.read)
        guard let status else { return "\(name) did not finish in time" }
        if status != 0 { return "\(name) failed (\(status == -1 ? "killed" : "exit \(status)")" + (said.map { ": \($0)" } ?? "") + ")" }
        return wrote ? nil : "\(name) did not read the text"
    }

    /// Writes `bytes` to the non-blocking `descriptor`, waiting for room until `deadline`; false
    /// when not all of them went.
    private func write(_ bytes: [UInt8], to descriptor: Int32, until deadline: Date) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                buffer.baseAddress.map { Foundation.write(descriptor, $0 + offset, buffer.count - offset) } ?? -1
            }
            if written > 0 {
                offset += written
                continue
            }
            guard written < 0, errno == EINTR || errno == EAGAIN else { return false }
            let left = Int32(max(0, deadline.timeIntervalSinceNow * 1000))
            guard left > 0 else { return false }
            var waiting = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
            _ = poll(&waiting, 1, left)
        }
        return true
    }

    /// The exit code of `pid` (-1: ended by a signal), reaped; nil when it ran past `deadline`
    /// and was killed. Polled: the tool is quick when it works, and this runs off the loop.
    private func wait(for pid: pid_t, until deadline: Date) -> Int32? {
        var status: Int32 = 0
        while true {
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid { break }
            if reaped == -1, errno != EINTR { return -1 }
            if Date() >= deadline {
                kill(pid, SIGKILL)
                while waitpid(pid, &status, 0) == -1, errno == EINTR {}
                return nil
            }
            usleep(5_000)
        }
        // The wait status: the low 7 bits are the signal that ended it (0: it exited), the next byte its exit code.
        return status & 0x7f == 0 ? (status >> 8) & 0xff : -1
    }

    /// The first line of what is waiting on the non-blocking `descriptor`, shortened; nil for nothing.
    private static func firstLine(of descriptor: Int32) -> String? {
        var buffer = [UInt8](repeating: 0, count: 512)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return nil }
        let text = String(decoding: buffer.prefix(count), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        guard !line.isEmpty else { return nil }
        return line.count > 80 ? String(line.prefix(79)) + "…" : line
    }
}

/// A pipe whose ends close on exec; this process's ends (the input's writing one, the errors'
/// reading one) do not block.
private struct ToolPipe {
    let read: Int32
    let write: Int32

    /// A new pipe, or nil (errno says why).
    static func make() -> ToolPipe? {
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return ToolPipe(read: ends[0], write: ends[1])
    }

    func close() {
        _ = Foundation.close(read)
        _ = Foundation.close(write)
    }
}
