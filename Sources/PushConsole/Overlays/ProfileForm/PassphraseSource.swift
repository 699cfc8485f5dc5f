/// Where a certificate form's passphrase comes from. A typed one is never written to the profile:
/// saving stores it in the system keyring and the profile names the item.
public enum PassphraseSource: Sendable, CaseIterable {
    /// None: a `.p12` without one, an unencrypted key.
    case none
    /// An environment variable named in the profile (`passphraseEnv`).
    case environment
    /// A keyring item that already holds it (`passphraseKeyring`).
    case keyring
    /// Typed into the form; saved into the keyring as an item named after the profile.
    case typed

    /// How the choice reads in the form.
    var name: String {
        switch self {
        case .none: return "none"
        case .environment: return "environment variable"
        case .keyring: return "keyring item"
        case .typed: return "typed (kept in the keyring)"
        }
    }

    /// The label of the text field that goes with it.
    var fieldLabel: String {
        switch self {
        case .none, .typed: return "passphrase"
        case .environment: return "variable name"
        case .keyring: return "keyring item"
        }
    }
}
