import Foundation

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

    /// Writes a line to standard error; if even that fails there is no one left to tell.
    static func error(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
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

    /// Rewrites one progress line in place on standard error.
    static func progress(_ text: String) {
        FileHandle.standardError.write(Data("\r\u{1B}[K\(text)".utf8))
    }
}
