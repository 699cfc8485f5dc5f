import Foundation

/// Writes to the process's standard streams. The only place the executable prints.
enum Console {
    static func out(_ text: String) {
        FileHandle.standardOutput.write(Data((text + "\n").utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
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
