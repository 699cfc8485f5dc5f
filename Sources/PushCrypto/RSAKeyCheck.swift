import COpenSSL

/// The one place that decides whether an `EVP_PKEY` can sign RS256: an RSA key of at least 2048 bits.
///
/// Google service-account keys are 2048-bit RSA; RFC 7518 §3.3 requires at least 2048 bits for RS256
/// (https://www.rfc-editor.org/rfc/rfc7518#section-3.3).
enum RSAKeyCheck {
    /// The smallest modulus RFC 7518 allows for RS256.
    static let minimumBits: Int32 = 2048

    /// The reason `pkey` is unusable for RS256, or `nil` when it is a large enough RSA key.
    static func problem(with pkey: OpaquePointer) -> KeyLoadError.Reason? {
        guard EVP_PKEY_is_a(pkey, "RSA") == 1 else {
            let name = EVP_PKEY_get0_type_name(pkey).map { String(cString: $0) } ?? "unknown"
            return .notRSA(found: name)
        }
        guard EVP_PKEY_get_bits(pkey) >= minimumBits else {
            return .notRSA(found: "RSA-\(EVP_PKEY_get_bits(pkey)) (too short, RS256 needs 2048 bits or more)")
        }
        return nil
    }
}
