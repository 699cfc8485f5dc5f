/// How text enters the editor: one normalisation for typing, pasting and loading, so the editor
/// never holds a carriage return or a tab.
enum EditorText {
    /// Two spaces, the indentation unit of the editor and of pretty-printed payloads.
    static let indentUnit: [Character] = [" ", " "]

    /// `text` split into lines of Characters. CRLF and lone CR end lines like LF; tabs become
    /// `indentUnit`. Always at least one (possibly empty) line.
    ///
    /// Splits on UTF-8 bytes first so a megabyte of text costs one pass, then builds each line's
    /// Characters from its own slice: grapheme breaking never spans a line break.
    static func lines(of text: String) -> [[Character]] {
        var lines: [[Character]] = []
        let utf8 = text.utf8
        var lineStart = utf8.startIndex
        var index = utf8.startIndex
        var previousWasCarriageReturn = false
        while index != utf8.endIndex {
            let byte = utf8[index]
            if byte == newline || byte == carriageReturn {
                let skipsLineFeed = byte == newline && previousWasCarriageReturn
                if !skipsLineFeed {
                    lines.append(characters(of: text[lineStart..<index]))
                }
                previousWasCarriageReturn = byte == carriageReturn
                index = utf8.index(after: index)
                lineStart = index
            } else {
                previousWasCarriageReturn = false
                index = utf8.index(after: index)
            }
        }
        lines.append(characters(of: text[lineStart..<utf8.endIndex]))
        return lines
    }

    /// `lines` joined with `"\n"`.
    static func string(of lines: some Collection<[Character]>) -> String {
        var text = ""
        text.reserveCapacity(lines.reduce(lines.count) { $0 + $1.count })
        var first = true
        for line in lines {
            if !first { text.append("\n") }
            first = false
            text.append(contentsOf: line)
        }
        return text
    }

    private static func characters(of line: Substring) -> [Character] {
        guard line.utf8.contains(tab) else { return Array(line) }
        var characters: [Character] = []
        characters.reserveCapacity(line.count + 8)
        for character in line {
            if character == "\t" {
                characters.append(contentsOf: indentUnit)
            } else {
                characters.append(character)
            }
        }
        return characters
    }

    private static let newline = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let tab = UInt8(ascii: "\t")
}
