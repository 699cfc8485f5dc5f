/// Why a profile, or the options laid over it, cannot become a credential, an endpoint or a client.
///
/// Typed so each front end decides how to show it: the command line maps ``Kind`` to an exit
/// code, the console puts ``description`` on its status line.
public struct ResolutionError: Error, Equatable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Sendable, Equatable {
        /// The input is wrong or incomplete: missing or contradicting settings.
        case usage
        /// A credential, or a file the profile names, cannot be used.
        case credentials
        /// The settings resolve to something APNs would refuse, e.g. a topic that cannot be one.
        case invalidInput
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
