/// Whether the system keyring can keep a passphrase typed into a certificate form, as the runner
/// found when the form asked (``Effect/checkKeyring``): a form only says it is ready to save when
/// the store that saving starts with can work.
public enum KeyringReach: Sendable, Equatable {
    /// The keyring answered.
    case reachable
    /// The keyring cannot be reached, and why (naming it).
    case unreachable(String)
}
