import Foundation

/// Reads a passphrase for `pushtui secret set`: typed at the terminal without echo, or piped on
/// standard input. It goes nowhere but to the caller: never echoed, printed or logged.
enum PassphraseInput {
    /// The longest passphrase read; anything longer is not a passphrase someone typed.
    static let maximumBytes = 4096

    /// The passphrase from standard input: prompted for with `prompt` (on standard error) and read
    /// without echo when it is a terminal, else read to its end (one line, the newline dropped).
    static func read(prompt: String) throws(CommandFailure) -> String {
        let bytes = isatty(STDIN_FILENO) == 1 ? try readFromTerminal(prompt: prompt) : try readFromPipe()
        return try validated(bytes)
    }

    /// One passphrase from piped bytes: a single line, its newline (`\n` or `\r\n`) dropped.
    static func passphrase(piped bytes: [UInt8]) throws(CommandFailure) -> [UInt8] {
        var line = bytes
        if line.last == UInt8(ascii: "\n") { line.removeLast() }
        if line.last == UInt8(ascii: "\r") { line.removeLast() }
        if line.contains(UInt8(ascii: "\n")) {
            throw CommandFailure(exitCode: .invalidInput, description: "standard input holds more than one line; give the passphrase alone")
        }
        return line
    }

    private static func validated(_ bytes: [UInt8]) throws(CommandFailure) -> String {
        guard !bytes.isEmpty else {
            throw CommandFailure(exitCode: .invalidInput, description: "the passphrase is empty; a certificate without a passphrase needs no keyring item")
        }
        guard bytes.count <= maximumBytes else {
            throw CommandFailure(exitCode: .invalidInput, description: "the passphrase is longer than \(maximumBytes) bytes")
        }
        // The keyring takes a C string: a NUL would cut the passphrase short without a word.
        guard !bytes.contains(0) else {
            throw CommandFailure(exitCode: .invalidInput, description: "the passphrase holds a NUL byte, which a keyring cannot store")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw CommandFailure(exitCode: .invalidInput, description: "the passphrase is not UTF-8 text")
        }
        return text
    }

    private static func readFromPipe() throws(CommandFailure) -> [UInt8] {
        let data: Data?
        do {
            // One byte more than allowed is enough to tell that it is too long.
            data = try FileHandle.standardInput.read(upToCount: maximumBytes + 3)
        } catch {
            throw CommandFailure(exitCode: .invalidInput, description: "cannot read standard input: \(error.localizedDescription)")
        }
        return try passphrase(piped: Array(data ?? Data()))
    }

    /// Reads keys with echo, line editing and signals off, so the passphrase never shows and
    /// Ctrl-C cancels through this loop (which restores the terminal) rather than killing the process
    /// with echo still off. Enter ends it; Backspace deletes a character; Ctrl-C or Ctrl-D cancels.
    private static func readFromTerminal(prompt: String) throws(CommandFailure) -> [UInt8] {
        var saved = termios()
        guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
            throw CommandFailure(exitCode: .invalidInput, description: "cannot read the terminal's settings: \(String(cString: strerror(errno)))")
        }
        var raw = saved
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | ISIG)
        guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
            throw CommandFailure(exitCode: .invalidInput, description: "cannot turn the terminal's echo off: \(String(cString: strerror(errno)))")
        }
        defer {
            tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
            try? FileHandle.standardError.write(contentsOf: Data("\n".utf8))
        }
        try? FileHandle.standardError.write(contentsOf: Data(prompt.utf8))
        var typed: [UInt8] = []
        while true {
            var byte: UInt8 = 0
            let count = Foundation.read(STDIN_FILENO, &byte, 1)
            if count < 0, errno == EINTR { continue }
            guard count == 1 else { throw CommandFailure(exitCode: .invalidInput, description: "the terminal closed before Enter") }
            switch byte {
            case UInt8(ascii: "\r"), UInt8(ascii: "\n"):
                return typed
            case 0x03, 0x04:
                throw CommandFailure(exitCode: .interrupted, description: "cancelled; nothing was stored")
            case 0x7F, 0x08:
                // Delete the last character: its lead byte and any UTF-8 continuation bytes.
                while let last = typed.popLast(), last & 0xC0 == 0x80 {}
            default:
                guard typed.count <= maximumBytes else { continue }
                typed.append(byte)
            }
        }
    }
}
