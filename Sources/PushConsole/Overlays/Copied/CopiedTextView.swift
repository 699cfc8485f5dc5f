/// The last copy over the whole screen, for the terminal's own selection: a header (what it is,
/// the file that keeps it, the keys), then the text from the first column, cut at the screen's
/// edge without a character left out — no border, no padding a selection would pick up.
struct CopiedTextView {
    /// The header lines with their styles.
    let header: [(String, StyleRole)]
    /// The text's lines as shown: each of its lines cut into pieces as wide as the screen.
    let body: [String]
    /// The rows the text has.
    let room: Int

    init(copy: ClipboardCopy, width: Int, height: Int) {
        let kept: String
        switch copy.kept {
        case .file(let path): kept = "also in \(path)"
        case .notKept(let reason): kept = "not kept in a file: \(reason)"
        }
        let lines = [("Copied: \(copy.what) — \(kept)", StyleRole.title),
                     ("Mouse off here: drag selects · " + Keymap.footer(for: .copied), StyleRole.key)]
        header = lines.flatMap { line in TextWrap.lines(line.0, width: width).map { ($0, line.1) } }
        body = copy.text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { TextWrap.cut(String($0), width: width) }
        room = max(1, height - header.count - 1)
    }

    /// The largest useful scroll offset.
    var maxOffset: Int { max(0, body.count - room) }

    /// Clears the screen and draws the header, a blank row, and the text scrolled down `offset` lines.
    func draw(offset: Int, into screen: inout Screen) {
        screen.fill(row: 0, column: 0, width: screen.width, height: screen.height)
        for (row, line) in header.enumerated() where row < screen.height {
            screen.put(line.0, row: row, column: 0, style: line.1, limit: screen.width)
        }
        let start = min(max(0, offset), maxOffset)
        for (index, line) in body.dropFirst(start).prefix(room).enumerated() {
            screen.put(line, row: header.count + 1 + index, column: 0, limit: screen.width)
        }
        if body.count > room {
            // Where the view is, at the header's end: "12–30/80".
            let position = "\(start + 1)–\(start + min(room, body.count - start))/\(body.count)"
            screen.put(position, row: header.count, column: max(0, screen.width - DisplayWidth.of(position)), style: .dim)
        }
    }
}
