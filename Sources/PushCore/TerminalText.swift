/// Text that came from the network (an APNs reason, a response body, a header value, curl's
/// message), made safe to print on a terminal: the one escaping every human printer uses.
///
/// A server that answers `{"reason":"\u001b]0;owned\u0007"}` must not set the window title, clear
/// the screen or start a forged result line. Control characters (C0 including newline and tab,
/// DEL, C1) and the bidirectional overrides and isolates, which can reorder what a line seems to
/// say, are shown as escapes: `\x1b`, `\x07`, `\x7f`, `\u{9b}`, `\u{202e}`. Everything else,
/// backslashes included, is left as it is, so escaping twice changes nothing. `--json` and the
/// history keep the text exact; only what a person reads goes through here.
public enum TerminalText {
    /// `text` with every control character and bidi override escaped, on one line.
    public static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if !needsEscape(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar.value < 0x80 {
                result += "\\x" + hex(scalar.value, digits: 2)
            } else {
                result += "\\u{" + hex(scalar.value, digits: 2) + "}"
            }
        }
        return result
    }

    /// `text` escaped line by line: its own line breaks kept, everything else as in ``escaped(_:)``.
    /// For messages of several lines that quote a server within a line.
    public static func escapedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { escaped(String($0)) }.joined(separator: "\n")
    }

    /// C0, DEL, C1, and the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x20, 0x7F..<0xA0, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func hex(_ value: UInt32, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
