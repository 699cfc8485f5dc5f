/// Why the keyring could not do what was asked, phrased for a person, with the keyring's own text.
public struct KeyringError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as ``description`` gives it.
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// No keyring answered: no D-Bus session, no Secret Service on it, or no keyring on this system.
        public static let unreachable = Kind("unreachable")
        /// The keyring answered with an error: a locked collection, a dismissed prompt, a refused write.
        public static let failed = Kind("failed")

        /// The name, e.g. for logs and tests.
        public var description: String { name }
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
