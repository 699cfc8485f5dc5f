/// The keyring of the system pushtui runs on.
public enum SystemKeyring {
    /// The Secret Service on Linux, the Keychain on macOS, else a keyring that is never reachable.
    public static func make() -> any PassphraseKeyring {
        #if os(macOS)
        // The login keychain through /usr/bin/security (security(1); docs/platforms.md).
        return KeychainKeyring()
        #elseif canImport(CSecretShims)
        return SecretServiceKeyring()
        #else
        return UnavailableKeyring(reason: "this system has no keyring pushtui can use")
        #endif
    }
}
