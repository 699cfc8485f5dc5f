// Bracket matching for the payload's braces and brackets. JSON strings cannot span lines, so
// whether a character sits inside a string is decided by scanning its own line only.
extension TextEditor {
    /// How many characters a search walks before giving up, so a megabyte of unbalanced text
    /// cannot stall a frame.
    static let bracketSearchLimit = 200_000

    /// The partner of the bracket under the cursor, or else of the one just before it: `{` `}` `[`
    /// `]` outside strings. Nil when neither is a bracket, when the partner is missing or of the
    /// other kind (`{ ]`), or when it lies beyond `bracketSearchLimit` characters.
    public func matchingBracket() -> EditorPosition? {
        let candidates = [cursor, position(before: cursor)].filter { $0.line == cursor.line }
        for position in candidates where position.column < storage[position.line].count {
            let character = storage[position.line][position.column]
            guard Self.closer(of: character) != nil || Self.opener(of: character) != nil,
                  !Self.stringMask(of: storage[position.line])[position.column] else { continue }
            return partner(of: position)
        }
        return nil
    }

    private func partner(of position: EditorPosition) -> EditorPosition? {
        let bracket = storage[position.line][position.column]
        let forward = Self.closer(of: bracket) != nil
        var depth = 0
        var budget = Self.bracketSearchLimit
        var line = position.line
        var column = position.column
        var mask = Self.stringMask(of: storage[line])
        while budget > 0 {
            budget -= 1
            let characters = storage[line]
            if column >= 0, column < characters.count, !mask[column] {
                let character = characters[column]
                if Self.closer(of: character) != nil {
                    depth += forward ? 1 : -1
                } else if Self.opener(of: character) != nil {
                    depth += forward ? -1 : 1
                }
                if depth == 0 {
                    let matches = forward ? Self.closer(of: bracket) == character : Self.opener(of: bracket) == character
                    return matches ? EditorPosition(line: line, column: column) : nil
                }
            }
            column += forward ? 1 : -1
            if column >= characters.count, forward {
                line += 1
                guard line < storage.count else { return nil }
                column = 0
                mask = Self.stringMask(of: storage[line])
            } else if column < 0, !forward {
                line -= 1
                guard line >= 0 else { return nil }
                column = storage[line].count - 1
                mask = Self.stringMask(of: storage[line])
            }
        }
        return nil
    }

    static func opener(of closer: Character) -> Character? {
        switch closer {
        case "}": "{"
        case "]": "["
        default: nil
        }
    }

    /// For each Character of `line`, whether it lies inside a JSON string (its quotes included).
    static func stringMask(of line: [Character]) -> [Bool] {
        var mask = [Bool](repeating: false, count: line.count)
        var inString = false
        var escaped = false
        for (column, character) in line.enumerated() {
            if inString {
                mask[column] = true
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
                mask[column] = true
            }
        }
        return mask
    }
}
