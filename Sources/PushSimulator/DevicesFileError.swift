import PushCore

/// Why a devices file (`pushtui sim --devices`) was refused, with the place in the file when one
/// place is to blame: `devices.json:4:5: entry 1: "kind": expected one of …, found "phone"`.
public struct DevicesFileError: Error, Equatable, CustomStringConvertible {
    /// The file as named on the command line.
    public let file: String
    /// Where the mistake is; ``TextPosition/unknown`` when no single place is to blame.
    public let position: TextPosition
    /// What is wrong, for a person.
    public let message: String

    /// An error in `file` at `position`.
    public init(file: String, position: TextPosition = .unknown, message: String) {
        self.file = file
        self.position = position
        self.message = message
    }

    /// `file:line:column: message`, or `file: message` without a position.
    public var description: String {
        position == .unknown ? "\(file): \(message)" : "\(file):\(position): \(message)"
    }
}
