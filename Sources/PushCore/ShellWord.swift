/// One word of a POSIX shell command line after quote removal, with where it starts.
public struct ShellWord: Sendable, Equatable {
    /// The word as the shell would pass it: quotes removed, escapes applied, `$…` left as written.
    public let text: String
    /// Where the word starts in the command line (1-based line and column, in characters).
    public let position: TextPosition

    /// A word `text` starting at `position`.
    public init(text: String, position: TextPosition) {
        self.text = text
        self.position = position
    }

    /// Splits a command line into words as a POSIX shell does, without running anything.
    ///
    /// Handles blanks, single quotes, double quotes (where `\` escapes only `$`, `` ` ``, `"`, `\` and a
    /// newline), backslash escapes, and backslash-newline continuations. Parameter expansions and
    /// command substitutions (`$VAR`, `$(…)`) are kept as literal text: nothing is evaluated.
    /// - Throws: `CurlImportError` naming the position of an unterminated quote, or of an unquoted
    ///   operator (`|`, `;`, `&`, `<`, `>`) that would make the text more than one command.
    public static func split(_ text: String) throws(CurlImportError) -> [ShellWord] {
        var words: [ShellWord] = []
        var current: String?
        var start = TextPosition.unknown
        var quote: (kind: Character, position: TextPosition)?
        var line = 1, column = 1, offset = 0
        let characters = Array(text)
        var index = 0

        func here() -> TextPosition { TextPosition(line: line, column: column, offset: offset) }
        func advance(_ character: Character) {
            index += 1
            offset += 1
            if character == "\n" || character == "\r\n" { line += 1; column = 1 } else { column += 1 }
        }
        func begin() { if current == nil { current = ""; start = here() } }

        while index < characters.count {
            let character = characters[index]
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            if let open = quote {
                if character == open.kind {
                    quote = nil
                } else if open.kind == "\"", character == "\\", let next, "$`\"\\\n\r\n".contains(next) {
                    advance(character)
                    if next != "\n", next != "\r\n" { current?.append(next) }
                } else {
                    current?.append(character)
                }
                advance(characters[index])
                continue
            }
            switch character {
            case " ", "\t", "\n", "\r", "\r\n":
                if let word = current { words.append(ShellWord(text: word, position: start)) }
                current = nil
            case "\\":
                guard let next else { throw CurlImportError(position: here(), message: "the line ends with a lone backslash") }
                // A continuation joins lines and separates nothing by itself.
                if next != "\n", next != "\r\n" {
                    begin()
                    current?.append(next)
                }
                advance(character)
                advance(next)
                continue
            case "'", "\"":
                begin()
                quote = (character, here())
            case "|", ";", "&", "<", ">":
                throw CurlImportError(position: here(), message: "'\(character)' outside quotes makes this more than one curl command; paste the curl command alone")
            default:
                begin()
                current?.append(character)
            }
            advance(character)
        }
        if let open = quote {
            let name = open.kind == "'" ? "single" : "double"
            throw CurlImportError(position: open.position, message: "the \(name) quote opened here is never closed")
        }
        if let word = current { words.append(ShellWord(text: word, position: start)) }
        return words
    }
}
