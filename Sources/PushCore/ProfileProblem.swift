/// One thing wrong with a profile file: which field, what was expected, and where.
public struct ProfileProblem: Sendable, Equatable, CustomStringConvertible {
    /// The file as the user named it.
    public let file: String
    /// The JSON path of the field, e.g. `auth.keyID` or `tokens[2].token`; empty for the whole file.
    public let field: String
    /// What was expected and what was found, e.g. "expected a string, found 42".
    public let message: String
    /// Where in the file, when known.
    public let position: TextPosition?

    /// A problem.
    public init(file: String, field: String, message: String, position: TextPosition?) {
        self.file = file
        self.field = field
        self.message = message
        self.position = position
    }

    /// `file:line:col: field: message`, leaving out the parts that are not known.
    public var description: String {
        var text = file
        if let position { text += ":\(position.line):\(position.column)" }
        text += ": "
        if !field.isEmpty { text += field + ": " }
        return text + message
    }
}
