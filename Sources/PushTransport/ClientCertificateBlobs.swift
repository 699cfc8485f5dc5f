import CCurl
import CCurlShims
import PushCrypto

/// A client identity in the form libcurl takes it: the certificate chain and the unencrypted key
/// as PEM, encoded once per client and copied into each easy handle (`CURL_BLOB_COPY`).
///
/// Never printed; the key bytes are overwritten when the client lets go of them.
final class ClientCertificateBlobs {
    private let certificateChain: [UInt8]
    private var privateKey: [UInt8]

    init(_ identity: ClientIdentity) {
        certificateChain = identity.certificateChainPEM
        privateKey = identity.privateKeyPEM()
    }

    deinit {
        for index in privateKey.indices { privateKey[index] = 0 }
    }

    /// Sets CURLOPT_SSLCERT_BLOB and CURLOPT_SSLKEY_BLOB, both PEM, on `handle`.
    func apply(to handle: UnsafeMutableRawPointer) {
        _ = pt_easy_setopt_string(handle, CURLOPT_SSLCERTTYPE, "PEM")
        _ = certificateChain.withUnsafeBytes { pt_easy_setopt_blob_copy(handle, CURLOPT_SSLCERT_BLOB, $0.baseAddress, $0.count) }
        _ = pt_easy_setopt_string(handle, CURLOPT_SSLKEYTYPE, "PEM")
        _ = privateKey.withUnsafeBytes { pt_easy_setopt_blob_copy(handle, CURLOPT_SSLKEY_BLOB, $0.baseAddress, $0.count) }
    }
}
