import COpenSSL
import COpenSSLShims

/// Converts ES256 signatures between OpenSSL's DER form and the JOSE form that JWTs carry.
///
/// JOSE (RFC 7518 §3.4, https://www.rfc-editor.org/rfc/rfc7518#section-3.4) wants exactly 64 bytes:
/// `r` and `s` as 32-byte big-endian integers, left-padded with zeros. OpenSSL reads and writes a DER
/// `ECDSA-Sig-Value` (70–72 bytes, shorter when `r` or `s` has leading zero bytes). Both directions go
/// through `ECDSA_SIG`, so no sign byte is ever added or stripped by hand.
public enum ES256Signature {
    /// The length of a JOSE ES256 signature.
    public static let rawLength = 64
    private static let scalarLength = 32

    /// The 64-byte `r || s` form of a DER signature, or `nil` when `der` is not exactly one valid
    /// `ECDSA-Sig-Value` whose integers fit in 32 bytes.
    public static func raw(fromDER der: [UInt8]) -> [UInt8]? {
        der.withUnsafeBufferPointer { buffer -> [UInt8]? in
            var cursor = buffer.baseAddress
            guard let signature = d2i_ECDSA_SIG(nil, &cursor, buffer.count) else {
                OpenSSLErrorQueue.clear()
                return nil
            }
            defer { ECDSA_SIG_free(signature) }
            guard let cursor, let start = buffer.baseAddress, cursor - start == buffer.count else { return nil }
            var r: OpaquePointer?
            var s: OpaquePointer?
            ECDSA_SIG_get0(signature, &r, &s)
            var raw = [UInt8](repeating: 0, count: rawLength)
            let written = raw.withUnsafeMutableBufferPointer { out -> Bool in
                guard let base = out.baseAddress else { return false }
                return BN_bn2binpad(r, base, Int32(scalarLength)) == scalarLength
                    && BN_bn2binpad(s, base + scalarLength, Int32(scalarLength)) == scalarLength
            }
            return written ? raw : nil
        }
    }

    /// The DER `ECDSA-Sig-Value` for a 64-byte `r || s` signature, or `nil` for any other length.
    public static func der(fromRaw raw: [UInt8]) -> [UInt8]? {
        guard raw.count == rawLength, let signature = ECDSA_SIG_new() else { return nil }
        defer { ECDSA_SIG_free(signature) }
        let r = BN_bin2bn(raw, Int32(scalarLength), nil)
        let s = raw.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress.map { $0 + scalarLength }, Int32(scalarLength), nil) }
        guard let r, let s, ECDSA_SIG_set0(signature, r, s) == 1 else {
            // ECDSA_SIG_set0 takes ownership only on success.
            BN_free(r)
            BN_free(s)
            return nil
        }
        var derStart: UnsafeMutablePointer<UInt8>?
        let length = i2d_ECDSA_SIG(signature, &derStart)
        guard length > 0, let derStart else { return nil }
        defer { pt_openssl_free(derStart) }
        return Array(UnsafeBufferPointer(start: derStart, count: Int(length)))
    }
}
