/// A keyring that is never reachable: where a system has none, and where a caller wants no keyring
/// touched at all (tests, tools that must not reach the session bus).
public struct UnavailableKeyring: PassphraseKeyring {
    /// Why there is no keyring, for the messages.
    public let reason: String

    /// A keyring that answers every call with `reason`.
    public init(reason: String) {
        self.reason = reason
    }

    /// "no keyring".
    public var displayName: String { "no keyring" }

    /// Always throws ``KeyringError/Kind/unreachable``.
    public func store(_ passphrase: String, item: String) throws(KeyringError) { throw unreachable }
    /// Always throws ``KeyringError/Kind/unreachable``.
    public func passphrase(item: String) throws(KeyringError) -> String? { throw unreachable }
    /// Always throws ``KeyringError/Kind/unreachable``.
    public func delete(item: String) throws(KeyringError) -> Bool { throw unreachable }
    /// Always throws ``KeyringError/Kind/unreachable``.
    public func items() throws(KeyringError) -> [String] { throw unreachable }
    /// None.
    public func lookupCommand(item: String) -> [String]? { nil }

    private var unreachable: KeyringError { KeyringError(.unreachable, reason) }
}
