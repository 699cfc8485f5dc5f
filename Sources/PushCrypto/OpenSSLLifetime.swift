import COpenSSL
import PushCore

/// Keeps OpenSSL's process-wide state until the process is gone.
///
/// OpenSSL's first call registers `OPENSSL_cleanup` with `atexit`, so `exit` frees OpenSSL's global
/// locks and tables while other threads may still be using them. A send ended by Ctrl-C or a hangup
/// exits while its clients are still being released on worker threads; freeing a key then took a
/// lock the cleanup had just freed (seen under ThreadSanitizer in `pushtui send` on SIGHUP:
/// `EVP_PKEY_free` → `CRYPTO_free_ex_data` → `pthread_rwlock_unlock` on a null lock, SIGSEGV
/// instead of exit 130). Nothing OpenSSL holds needs freeing when the process ends: the kernel
/// takes it all back, and it stays reachable, so LeakSanitizer counts none of it as a leak.
public enum OpenSSLLifetime {
    /// Asks OpenSSL not to clean up at exit (`OPENSSL_INIT_NO_ATEXIT`). OpenSSL decides once, at its
    /// first initialisation, so a program calls this first thing, before libcurl or any key is
    /// touched; a later call changes nothing in OpenSSL.
    public static func keepUntilProcessExit() {
        kept.withLock { kept in
            kept = OPENSSL_init_crypto(UInt64(OPENSSL_INIT_NO_ATEXIT), nil) == 1
        }
    }

    /// Whether ``keepUntilProcessExit()`` was called: then nothing of OpenSSL's may be given back at
    /// exit either, since other threads may still be using it.
    static var isKeptUntilExit: Bool { kept.withLock { $0 } }

    private static let kept = Locked(false)
}
