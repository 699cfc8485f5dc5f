/// Breaks text into lines no wider than a number of columns (display width, so wide characters
/// count twice): at spaces where it can, inside a word only when the word alone is too wide.
/// Continuation lines keep the first line's indentation, so wrapped headers stay readable; a line
/// laid out in two columns (a key, two or more spaces, what it does) continues under its second.
enum TextWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        guard DisplayWidth.of(text) > width else { return [text] }
        let indentation = String(text.prefix { $0 == " " })
        let hanging = secondColumn(of: text).map { String(repeating: " ", count: $0) } ?? indentation
        let indent = DisplayWidth.of(hanging) < width / 2 ? hanging : DisplayWidth.of(indentation) < width / 2 ? indentation : ""
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        var pendingSpace = false
        func flush() {
            lines.append(line)
            line = indent
            lineWidth = DisplayWidth.of(indent)
            pendingSpace = false
        }
        let words = text.dropFirst(indentation.count).split(separator: " ", omittingEmptySubsequences: false)
        line = indentation
        lineWidth = DisplayWidth.of(indentation)
        for word in words {
            let wordWidth = DisplayWidth.of(String(word))
            let space = pendingSpace ? 1 : 0
            if lineWidth + space + wordWidth <= width {
                if pendingSpace { line += " " }
                line += word
                lineWidth += space + wordWidth
            } else if wordWidth <= width - DisplayWidth.of(indent), lineWidth > DisplayWidth.of(indent) {
                flush()
                line += word
                lineWidth += wordWidth
            } else {
                // Too wide for any line: cut it where the line ends.
                if pendingSpace, lineWidth + 1 < width {
                    line += " "
                    lineWidth += 1
                }
                for character in word {
                    let columns = DisplayWidth.of(character)
                    if lineWidth + columns > width { flush() }
                    line.append(character)
                    lineWidth += columns
                }
            }
            pendingSpace = true
        }
        if lineWidth > DisplayWidth.of(indent) || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `text` cut into pieces at most `width` columns wide, at whatever character the edge falls
    /// on: every character kept and nothing added, for text to be selected off the screen.
    static func cut(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [text] }
        var pieces = [""]
        var pieceWidth = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if pieceWidth + columns > width, pieceWidth > 0 {
                pieces.append("")
                pieceWidth = 0
            }
            pieces[pieces.count - 1].append(character)
            pieceWidth += columns
        }
        return pieces
    }

    /// Where the second column of `text` begins (its display column): after the first run of two
    /// or more spaces that follows its first word; nil for text without one.
    private static func secondColumn(of text: String) -> Int? {
        let characters = Array(text)
        var index = characters.firstIndex { $0 != " " } ?? characters.endIndex
        var sawWord = false
        while index < characters.count {
            if characters[index] == " " {
                var end = index
                while end < characters.count, characters[end] == " " { end += 1 }
                if sawWord, end - index >= 2, end < characters.count {
                    return DisplayWidth.of(String(characters[..<end]))
                }
                index = end
            } else {
                sawWord = true
                index += 1
            }
        }
        return nil
    }
}
