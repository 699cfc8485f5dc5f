import COpenSSL

/// OpenSSL 3's `legacy` and `default` providers, loaded once per process.
///
/// Older `.p12` exports (Keychain Access before macOS 14, `openssl pkcs12 -export -legacy`) encrypt
/// with RC2-40 or 3DES, which OpenSSL 3 keeps in the `legacy` provider: without it `PKCS12_parse`
/// fails with `error:0308010C … unsupported`. Loading any provider explicitly switches off the
/// implicit fallback to `default`, so both are loaded. The providers belong to the process-wide
/// default library context, which libcurl shares, so curl can then read such files too.
/// See https://www.openssl.org/docs/man3.0/man7/OSSL_PROVIDER-legacy.html
enum OpenSSLProviders {
    /// Whether `legacy` could be loaded; `false` when the system lacks `ossl-modules/legacy.so`.
    static var isLegacyAvailable: Bool { loaded.legacy }

    /// Loads both providers on the first call; later calls only return the result.
    static func loadLegacyAndDefault() {
        _ = loaded
    }

    /// A global `let` is initialised exactly once, thread-safely, on first use (swift_once).
    private static let loaded: (legacy: Bool, default: Bool) = {
        // The handles are kept for the process's lifetime on purpose: unloading would break
        // every key and certificate still decoded with them.
        let legacy = OSSL_PROVIDER_load(nil, "legacy") != nil
        let fallback = OSSL_PROVIDER_load(nil, "default") != nil
        // A failed load leaves an error queued that would be blamed on the next unrelated call.
        ERR_clear_error()
        return (legacy, fallback)
    }()
}
