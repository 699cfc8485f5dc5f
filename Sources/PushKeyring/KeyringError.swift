/// Why the keyring could not do what was asked, phrased for a person, with the keyring's own text.
public struct KeyringError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
        /// No keyring answered: no D-Bus session, no Secret Service on it, or no keyring on this system.
        case unreachable
        /// The keyring answered with an error: a locked collection, a dismissed prompt, a refused write.
        case failed
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The problem, phrased for a person; never holds a passphrase.
    public let description: String

    /// A problem of `kind` described by `description`.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
