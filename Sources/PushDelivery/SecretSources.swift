import PushKeyring

/// Where a credential's secrets are read from when it is loaded: the environment
/// (`passphraseEnv`, `--cert-passphrase-env`) and the system keyring (`passphraseKeyring`).
public struct SecretSources: Sendable {
    /// The environment variables.
    public let environment: [String: String]
    /// The keyring.
    public let keyring: any PassphraseKeyring

    /// Secrets from `environment` and `keyring`.
    public init(environment: [String: String], keyring: any PassphraseKeyring) {
        self.environment = environment
        self.keyring = keyring
    }

    /// Secrets from `environment` alone: any keyring item is reported unreachable.
    public static func environment(_ environment: [String: String]) -> SecretSources {
        SecretSources(environment: environment, keyring: UnavailableKeyring(reason: "no keyring is used here"))
    }
}
