/// Why a curl command line cannot be imported (or split into shell words), naming the part at
/// fault and where it starts.
public struct CurlImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where the offending word (or character) starts.
    public let position: TextPosition
    /// What is wrong, for a person; it never repeats an `authorization` value.
    public let message: String

    /// An error at `position`.
    public init(position: TextPosition, message: String) {
        self.position = position
        self.message = message
    }

    /// "line 1, column 42: apns-priority must be 10, 5 or 1, found 'high'".
    public var description: String { "line \(position.line), column \(position.column): \(message)" }
}
