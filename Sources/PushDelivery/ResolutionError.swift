/// Why a profile, or the options laid over it, cannot become a credential, an endpoint or a client.
///
/// Typed so each front end decides how to show it: the command line maps ``Kind`` to an exit
/// code, the console puts ``description`` on its status line.
public struct ResolutionError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as ``description`` gives it.
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The input is wrong or incomplete: missing or contradicting settings.
        public static let usage = Kind("usage")
        /// A credential, or a file the profile names, cannot be used.
        public static let credentials = Kind("credentials")
        /// The settings resolve to something APNs would refuse, e.g. a topic that cannot be one.
        public static let invalidInput = Kind("invalidInput")

        /// The name, e.g. for logs and tests.
        public var description: String { name }
    }

    /// What kind of problem it is.
    public let kind: Kind
    /// The problem, phrased for a person, naming the input.
    public let description: String

    /// A problem of `kind` described by `description`.
    public init(_ kind: Kind, _ description: String) {
        self.kind = kind
        self.description = description
    }
}
