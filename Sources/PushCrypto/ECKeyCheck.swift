import COpenSSL

/// The one place that decides whether an `EVP_PKEY` is what APNs accepts: EC on P-256.
///
/// APNs signing keys are ECDSA P-256 and ES256 is the only algorithm it accepts
/// (https://developer.apple.com/documentation/usernotifications/establishing-a-token-based-connection-to-apns).
enum ECKeyCheck {
    /// OpenSSL's names for P-256; 3.0 reports the first, providers may report the NIST name.
    private static let p256Names: Set<String> = ["prime256v1", "P-256", "secp256r1"]

    /// The reason `pkey` is unusable for ES256, or `nil` when it is an EC P-256 key.
    static func problem(with pkey: OpaquePointer) -> KeyLoadError.Reason? {
        guard EVP_PKEY_is_a(pkey, "EC") == 1 else {
            return .notEC(found: typeName(of: pkey))
        }
        let curve = groupName(of: pkey) ?? "unknown"
        guard p256Names.contains(curve), EVP_PKEY_get_bits(pkey) == 256 else {
            return .notP256(found: curve)
        }
        return nil
    }

    private static func typeName(of pkey: OpaquePointer) -> String {
        if let name = EVP_PKEY_get0_type_name(pkey) { return String(cString: name) }
        if let name = OBJ_nid2sn(EVP_PKEY_get_id(pkey)) { return String(cString: name) }
        return "unknown"
    }

    private static func groupName(of pkey: OpaquePointer) -> String? {
        var buffer = [CChar](repeating: 0, count: 80)
        var length = 0
        guard EVP_PKEY_get_group_name(pkey, &buffer, buffer.count, &length) == 1 else { return nil }
        return String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
