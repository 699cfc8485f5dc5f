import COpenSSL

/// The OpenSSL state a thread builds up as it works: its random generators and its error queue.
public enum OpenSSLThreadState {
    /// Frees the calling thread's OpenSSL state now rather than in the destructor OpenSSL runs when
    /// the thread ends. A process that exits right after a worker thread said it was done may not
    /// wait for that destructor, and the state is then leaked. Call it from a thread that did TLS
    /// work, once that work is over; OpenSSL builds the state again if the thread needs it.
    /// See https://www.openssl.org/docs/man3.0/man3/OPENSSL_thread_stop.html
    public static func release() {
        OPENSSL_thread_stop()
    }
}
