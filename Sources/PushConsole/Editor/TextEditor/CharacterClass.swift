/// The classes word moves stop between, as in common editors: a run of letters, digits and `_`
/// is a word, a run of other symbols is punctuation, and spaces separate them.
enum CharacterClass: Equatable {
    case space, word, punctuation

    init(_ character: Character) {
        if character == " " || character.isWhitespace {
            self = .space
        } else if character == "_" || character.isLetter || character.isNumber {
            self = .word
        } else {
            self = .punctuation
        }
    }
}
