/// What a shell offers when completing an option's value or a positional argument: derived with
/// the option from its spec, so `pushtui completion` and the man page never offer what the parser
/// refuses.
public enum ValueCompletion: Sendable, Equatable {
    /// Free text: nothing to offer.
    case text
    /// A closed set of words (push types, environments, actions).
    case choices([String])
    /// A file path.
    case files
    /// A directory path.
    case directories
    /// A profile's name (`pushtui profile list --names`), or a profile file's path.
    case profiles

    /// What a value named `valueName` in help takes when its spec does not say: a path for `FILE`,
    /// `PATH` and names ending in `.pem`, a directory for `DIR`, free text otherwise.
    public static func implied(by valueName: String) -> ValueCompletion {
        switch valueName {
        case "FILE", "PATH": .files
        case "DIR": .directories
        case _ where valueName.hasSuffix(".pem"): .files
        default: .text
        }
    }
}
