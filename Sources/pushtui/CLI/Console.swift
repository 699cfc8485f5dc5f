import Foundation
import PushCore

/// Writes to the process's standard streams. The only place the executable prints.
enum Console {
    /// Writes a line to standard output. A failed write (a full disk, a closed pipe) ends the
    /// command with exit code 1 and a message instead of trapping.
    static func out(_ text: String) throws(CommandFailure) {
        do {
            try FileHandle.standardOutput.write(contentsOf: Data((text + "\n").utf8))
        } catch {
            throw CommandFailure(exitCode: .failure, description: "cannot write to standard output: \(Self.reason(error))")
        }
    }

    /// Writes `bytes` (whole lines, each ended by `\n`) to standard output in as few `write()`s as
    /// it takes, for output gathered in batches; fails like ``out(_:)``.
    static func out(bytes: [UInt8]) throws(CommandFailure) {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { all in
                write(STDOUT_FILENO, all.baseAddress.map { $0 + offset }, all.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw CommandFailure(exitCode: .failure, description: "cannot write to standard output: \(String(cString: strerror(errno)))")
            }
            offset += written
        }
    }

    /// Whether standard output is a terminal, where a line should appear as soon as it is ready.
    static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }

    /// Writes a line for a person to standard output, on one line, with every control character
    /// escaped (``TerminalText``): for human output that quotes a server or any other outside text.
    /// `--json` lines go through ``out(_:)``, exact.
    static func show(_ text: String) throws(CommandFailure) {
        try out(TerminalText.escaped(text))
    }

    /// Writes a message to standard error; if even that fails there is no one left to tell. Its
    /// own line breaks are kept and every other control character is escaped (``TerminalText``),
    /// since many messages quote a server or curl.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((TerminalText.escapedLines(text) + "\n").utf8))
    }

    private static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        guard let posix = underlying, posix.domain == NSPOSIXErrorDomain else { return error.localizedDescription }
        return String(cString: strerror(Int32(posix.code)))
    }
}

extension Console {
    /// Whether standard error is a terminal (progress lines only make sense there).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Rewrites one progress line in place on standard error. A terminal that has gone away (a
    /// hangup) makes the write fail, which must not end the send: its results are still being recorded.
    static func progress(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data("\r\u{1B}[K\(text)".utf8))
    }
}
