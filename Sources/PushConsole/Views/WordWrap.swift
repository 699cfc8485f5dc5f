/// Breaks text into lines of at most a given number of terminal columns, at spaces; a word longer
/// than a line is cut into line-sized pieces, so nothing is lost.
enum WordWrap {
    static func lines(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            for piece in pieces(of: String(word), width: width) {
                let pieceWidth = DisplayWidth.of(piece)
                if lineWidth > 0, lineWidth + 1 + pieceWidth <= width {
                    line += " " + piece
                    lineWidth += 1 + pieceWidth
                } else {
                    if lineWidth > 0 { lines.append(line) }
                    line = piece
                    lineWidth = pieceWidth
                }
            }
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// `word` cut into pieces no wider than `width`.
    private static func pieces(of word: String, width: Int) -> [String] {
        var pieces: [String] = []
        var piece = ""
        var pieceWidth = 0
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            if pieceWidth > 0, pieceWidth + characterWidth > width {
                pieces.append(piece)
                piece = ""
                pieceWidth = 0
            }
            piece.append(character)
            pieceWidth += characterWidth
        }
        pieces.append(piece)
        return pieces
    }
}
