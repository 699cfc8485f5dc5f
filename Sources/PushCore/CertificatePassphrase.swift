/// Where a provider certificate's passphrase comes from. One source at most, by construction: a
/// profile that names two is refused when it is read.
///
/// App-internal, hence a closed enum. The passphrase itself appears only in ``inProfile(_:)``,
/// and ``description`` never shows it.
public enum CertificatePassphrase: Sendable, Hashable, CustomStringConvertible {
    /// None: a `.p12` is tried with an empty one, a PEM key must be unencrypted.
    case none
    /// Written in the profile (`"passphrase"`).
    case inProfile(String)
    /// Read from this environment variable when the certificate is loaded (`"passphraseEnv"`).
    case environment(String)
    /// Read from the system keyring item of this name when the certificate is loaded
    /// (`"passphraseKeyring"`; stored with `pushtui secret set NAME`).
    case keyring(String)

    /// The longest keyring item name accepted.
    public static let maximumKeyringItemLength = 128

    /// Why `name` cannot name a keyring item (empty, too long, or holding a control character),
    /// or nil when it can.
    public static func keyringItemProblem(_ name: String) -> String? {
        if name.isEmpty { return "a keyring item name must not be empty" }
        if name.count > maximumKeyringItemLength {
            return "a keyring item name has at most \(maximumKeyringItemLength) characters, found \(name.count)"
        }
        if let control = name.unicodeScalars.first(where: { $0.properties.generalCategory == .control }) {
            return "a keyring item name must not hold control characters, found U+\(String(control.value, radix: 16, uppercase: true))"
        }
        return nil
    }

    /// How the passphrase is given, for people: never the passphrase itself.
    public var description: String {
        switch self {
        case .none: return "no passphrase"
        case .inProfile: return "passphrase in the profile (hidden)"
        case .environment(let name): return "passphrase from $\(name)"
        case .keyring(let item): return "passphrase from the keyring item '\(item)'"
        }
    }
}
