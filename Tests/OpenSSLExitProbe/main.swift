// Uses OpenSSL through PushCrypto and exits, saying on standard error whether OpenSSL cleaned up
// its process-wide state on the way out (an `OPENSSL_atexit` handler runs inside OPENSSL_cleanup).
//
// Usage: pushtui-openssl-exit-probe keep|default
// `keep` starts the way pushtui does, with OpenSSLLifetime.keepUntilProcessExit(); `default`
// leaves OpenSSL to its own start, so the test can see the probe notice a cleanup.
import COpenSSL
import Foundation
import PushCrypto

let arguments = CommandLine.arguments
guard arguments.count == 2, ["keep", "default"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: pushtui-openssl-exit-probe keep|default\n".utf8))
    exit(2)
}
if arguments[1] == "keep" {
    OpenSSLLifetime.keepUntilProcessExit()
}
_ = OPENSSL_atexit {
    let line = "OpenSSL cleaned up at exit\n"
    _ = write(STDERR_FILENO, line, line.utf8.count)
}
do {
    // A real key, freed before exit, through the same code pushtui signs its provider tokens with.
    _ = try ProviderJWT.sign(keyID: "ABC1234567", teamID: "DEF1234567", issuedAt: 1_700_000_000, key: ECPrivateKey.generateP256())
} catch {
    FileHandle.standardError.write(Data("pushtui-openssl-exit-probe: \(error)\n".utf8))
    exit(1)
}
print("signed")
exit(0)
