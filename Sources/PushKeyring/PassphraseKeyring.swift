/// A system keyring that holds certificate passphrases under names: the Secret Service on Linux,
/// the Keychain on macOS. Items belong to pushtui alone (one schema or service), so a name never
/// finds another program's secret.
///
/// Implementations never print, log or write a passphrase anywhere but the keyring itself.
public protocol PassphraseKeyring: Sendable {
    /// What the keyring is called in messages, e.g. "the Secret Service".
    var displayName: String { get }

    /// Stores `passphrase` under `item`, replacing what was stored under that name.
    func store(_ passphrase: String, item: String) throws(KeyringError)

    /// The passphrase stored under `item`, or nil when no item has that name.
    func passphrase(item: String) throws(KeyringError) -> String?

    /// Deletes `item`; false when there was no item of that name.
    func delete(item: String) throws(KeyringError) -> Bool

    /// The names of every stored item, sorted.
    func items() throws(KeyringError) -> [String]

    /// A command (program and arguments) that prints the passphrase of `item` to standard output,
    /// for a shell line that needs it when it runs (`pushtui curl`); nil when there is none.
    func lookupCommand(item: String) -> [String]?
}
