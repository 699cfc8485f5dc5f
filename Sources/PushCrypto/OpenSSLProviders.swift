import COpenSSL
import PushCore

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
        // The handles are kept until the process exits on purpose: unloading earlier would break
        // every key and certificate still decoded with them.
        let result = handles.withLock { handles in
            let legacy = OSSL_PROVIDER_load(nil, "legacy")
            let fallback = OSSL_PROVIDER_load(nil, "default")
            handles = [legacy, fallback].compactMap { $0 }
            return (legacy: legacy != nil, default: fallback != nil)
        }
        // A failed load leaves an error queued that would be blamed on the next unrelated call.
        ERR_clear_error()
        // OPENSSL_cleanup (registered with atexit by the first OpenSSL call, so it runs after
        // this handler) frees only providers nobody holds: without giving our references back,
        // the legacy provider and its child library context (117 blocks) outlive it as a leak.
        // A process that keeps OpenSSL until it ends (OpenSSLLifetime) runs no cleanup, and must
        // not unload what its other threads may still be using.
        if !OpenSSLLifetime.isKeptUntilExit {
            atexit { OpenSSLProviders.unloadAll() }
        }
        return result
    }()

    /// The provider references ``loaded`` took, returned at exit.
    private static let handles = Locked<[OpaquePointer]>([])

    private static func unloadAll() {
        for provider in handles.withLock({ handles in
            defer { handles.removeAll() }
            return handles
        }) {
            OSSL_PROVIDER_unload(provider)
        }
    }
}
