#if canImport(CSecretShims)
import CSecretShims

/// The freedesktop.org Secret Service (GNOME Keyring, KeePassXC, KWallet's bridge) through
/// libsecret, reached over the D-Bus session bus. Items go to the default collection under the
/// schema `io.pushtui.CertificatePassphrase` with one attribute, `name`.
public struct SecretServiceKeyring: PassphraseKeyring {
    /// The schema every item is stored under (`xdg:schema` to `secret-tool`).
    public static let schema = String(cString: pt_secret_schema_name())
    /// The attribute that holds an item's name.
    public static let attribute = String(cString: pt_secret_attribute_name())

    /// The Secret Service of this process's D-Bus session (`DBUS_SESSION_BUS_ADDRESS`).
    public init() {}

    /// "the Secret Service".
    public var displayName: String { "the Secret Service" }

    /// Stores `passphrase` in the default collection, labelled so a keyring manager shows whose it is.
    public func store(_ passphrase: String, item: String) throws(KeyringError) {
        var message: UnsafeMutablePointer<CChar>?
        defer { pt_secret_free_message(message) }
        let status = pt_secret_store(item, "pushtui certificate passphrase '\(item)'", passphrase, &message)
        if status != PT_SECRET_OK { throw Self.error(status, message) }
    }

    /// The stored passphrase; libsecret's copy is wiped when freed.
    public func passphrase(item: String) throws(KeyringError) -> String? {
        var secret: UnsafeMutablePointer<CChar>?
        var message: UnsafeMutablePointer<CChar>?
        defer { pt_secret_free_message(message) }
        let status = pt_secret_lookup(item, &secret, &message)
        switch status {
        case PT_SECRET_OK:
            guard let secret else { return nil }
            defer { pt_secret_free_passphrase(secret) }
            return String(cString: secret)
        case PT_SECRET_NOT_FOUND:
            return nil
        default:
            throw Self.error(status, message)
        }
    }

    /// Deletes the item; false when there was none.
    public func delete(item: String) throws(KeyringError) -> Bool {
        var message: UnsafeMutablePointer<CChar>?
        defer { pt_secret_free_message(message) }
        let status = pt_secret_clear(item, &message)
        switch status {
        case PT_SECRET_OK: return true
        case PT_SECRET_NOT_FOUND: return false
        default: throw Self.error(status, message)
        }
    }

    /// Every item's name, locked collections included (names are attributes, readable while locked).
    public func items() throws(KeyringError) -> [String] {
        var names: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
        var message: UnsafeMutablePointer<CChar>?
        defer { pt_secret_free_message(message) }
        let status = pt_secret_names(&names, &message)
        guard status == PT_SECRET_OK, let names else { throw Self.error(status, message) }
        defer { pt_secret_free_names(names) }
        var found: [String] = []
        var index = 0
        while let name = names[index] {
            found.append(String(cString: name))
            index += 1
        }
        return found.sorted()
    }

    /// `secret-tool lookup xdg:schema io.pushtui.CertificatePassphrase name ITEM` (Debian: libsecret-tools).
    public func lookupCommand(item: String) -> [String]? {
        ["secret-tool", "lookup", "xdg:schema", Self.schema, Self.attribute, item]
    }

    private static func error(_ status: pt_secret_status, _ message: UnsafeMutablePointer<CChar>?) -> KeyringError {
        let detail = message.map { String(cString: $0) } ?? "no detail"
        if status == PT_SECRET_UNREACHABLE {
            return KeyringError(.unreachable, "no Secret Service is reachable (\(detail))")
        }
        return KeyringError(.failed, "the Secret Service could not do it (\(detail)); is its default collection (login) created and unlocked?")
    }
}
#endif
