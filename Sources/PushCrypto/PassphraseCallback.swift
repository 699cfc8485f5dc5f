import Foundation

// Shared by every PEM reader here (provider keys, client-certificate keys), so OpenSSL never
// falls back to its default callback, which would prompt on the terminal.

/// Hands OpenSSL the passphrase found through user data (a NUL-terminated C string), or fails when there is none.
let passphraseCallback: @convention(c) (
    UnsafeMutablePointer<CChar>?, Int32, Int32, UnsafeMutableRawPointer?
) -> Int32 = { buffer, size, _, userData in
    guard let buffer, let userData else { return -1 }
    let passphrase = userData.assumingMemoryBound(to: CChar.self)
    let length = strlen(passphrase)
    guard length < Int(size) else { return -1 }
    memcpy(buffer, passphrase, length)
    return Int32(length)
}

/// Calls `body` with the passphrase as a NUL-terminated C string for `passphraseCallback`, or `nil`.
func withPassphrase<R>(_ passphrase: String?, _ body: (UnsafeMutableRawPointer?) -> R) -> R {
    guard let passphrase else { return body(nil) }
    // The callback only reads through this pointer; OpenSSL's API merely types user data as mutable.
    return passphrase.withCString { body(UnsafeMutableRawPointer(mutating: $0)) }
}
