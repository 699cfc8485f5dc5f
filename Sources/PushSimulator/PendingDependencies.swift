// TEMPORARY stand-ins for the PushCore / PushCrypto API named in the brief, so the simulator can be
// built and tested before those modules land on main. Deleted when they are merged.
import COpenSSL
import Foundation

public struct DeviceToken: Hashable, Sendable {
    public let hex: String
    public init(parsing raw: String) throws {
        let lower = raw.lowercased()
        guard !lower.isEmpty, lower.count % 2 == 0, lower.allSatisfy(\.isHexDigit) else { throw StubError.bad }
        hex = lower
    }
}

enum StubError: Error { case bad }

public struct PushType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
}

public struct APNsReason: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let badDeviceToken = APNsReason(rawValue: "BadDeviceToken")
    public static let unregistered = APNsReason(rawValue: "Unregistered")
    public static let missingProviderToken = APNsReason(rawValue: "MissingProviderToken")
    public static let invalidProviderToken = APNsReason(rawValue: "InvalidProviderToken")
    public static let expiredProviderToken = APNsReason(rawValue: "ExpiredProviderToken")
    public static let tooManyProviderTokenUpdates = APNsReason(rawValue: "TooManyProviderTokenUpdates")
    public static let unrelatedKeyIDInToken = APNsReason(rawValue: "UnrelatedKeyIdInToken")
    public static let tooManyRequests = APNsReason(rawValue: "TooManyRequests")
    public static let internalServerError = APNsReason(rawValue: "InternalServerError")
    public static let serviceUnavailable = APNsReason(rawValue: "ServiceUnavailable")
    public static let shutdown = APNsReason(rawValue: "Shutdown")
    public static let payloadTooLarge = APNsReason(rawValue: "PayloadTooLarge")
    public var status: Int? {
        switch rawValue {
        case "BadDeviceToken", "PayloadEmpty": 400
        case "MissingProviderToken", "InvalidProviderToken", "ExpiredProviderToken", "UnrelatedKeyIdInToken": 403
        case "BadPath": 404
        case "MethodNotAllowed": 405
        case "Unregistered": 410
        case "PayloadTooLarge": 413
        case "TooManyProviderTokenUpdates", "TooManyRequests": 429
        case "InternalServerError": 500
        case "ServiceUnavailable", "Shutdown": 503
        default: nil
        }
    }
}

public struct APNsRejection: Sendable, Equatable {
    public let status: Int
    public let reason: APNsReason
}

public enum APNsRequestCheck {
    public static func deviceToken(fromPath path: String) -> DeviceToken? {
        guard path.hasPrefix("/3/device/") else { return nil }
        return try? DeviceToken(parsing: String(path.dropFirst(10)))
    }
    public static func check(method: String, path: String, headers: [(name: String, value: String)], body: [UInt8]) -> APNsRejection? {
        if method != "POST" { return APNsRejection(status: 405, reason: APNsReason(rawValue: "MethodNotAllowed")) }
        guard path.hasPrefix("/3/device/") else { return APNsRejection(status: 404, reason: APNsReason(rawValue: "BadPath")) }
        if (try? DeviceToken(parsing: String(path.dropFirst(10)))) == nil { return APNsRejection(status: 400, reason: .badDeviceToken) }
        if body.isEmpty { return APNsRejection(status: 400, reason: APNsReason(rawValue: "PayloadEmpty")) }
        if body.count > 4096 { return APNsRejection(status: 413, reason: .payloadTooLarge) }
        return nil
    }
}

public final class ECPublicKey: @unchecked Sendable {
    let key: OpaquePointer
    public init(pem: String) throws {
        let bio = BIO_new(BIO_s_mem())
        defer { BIO_free(bio) }
        _ = pem.withCString { BIO_puts(bio, $0) }
        guard let key = PEM_read_bio_PUBKEY(bio, nil, nil, nil) else { throw StubError.bad }
        self.key = key
    }
    deinit { EVP_PKEY_free(key) }
    func verifyES256(_ message: [UInt8], signature: [UInt8]) -> Bool {
        guard signature.count == 64, let sig = ECDSA_SIG_new() else { return false }
        defer { ECDSA_SIG_free(sig) }
        let r = BN_bin2bn(signature, 32, nil)
        let s = signature.withUnsafeBufferPointer { BN_bin2bn($0.baseAddress! + 32, 32, nil) }
        ECDSA_SIG_set0(sig, r, s)
        var der: UnsafeMutablePointer<UInt8>? = nil
        let length = i2d_ECDSA_SIG(sig, &der)
        guard length > 0, let der else { return false }
        defer { CRYPTO_free(der, "", 0) }
        guard let context = EVP_MD_CTX_new() else { return false }
        defer { EVP_MD_CTX_free(context) }
        guard EVP_DigestVerifyInit(context, nil, EVP_sha256(), nil, key) == 1 else { return false }
        return EVP_DigestVerify(context, der, Int(length), message, message.count) == 1
    }
}

public struct DecodedProviderJWT: Sendable {
    public let keyID: String
    public let teamID: String
    public let issuedAt: Int
    public let algorithm: String
    let signingInput: [UInt8]
    let signature: [UInt8]
    public func verify(with key: ECPublicKey) -> Bool { key.verifyES256(signingInput, signature: signature) }
}

public enum ProviderJWT {
    static func base64URL(_ text: Substring) -> [UInt8]? {
        var s = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while s.count % 4 != 0 { s += "=" }
        return Data(base64Encoded: s).map { [UInt8]($0) }
    }
    public static func decode(_ jwt: String) throws -> DecodedProviderJWT {
        let parts = jwt.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let h = base64URL(parts[0]), let c = base64URL(parts[1]), let sig = base64URL(parts[2]),
              let header = try? JSONSerialization.jsonObject(with: Data(h)) as? [String: Any],
              let claims = try? JSONSerialization.jsonObject(with: Data(c)) as? [String: Any],
              let kid = header["kid"] as? String, let alg = header["alg"] as? String, let iss = claims["iss"] as? String,
              let iat = (claims["iat"] as? Int) ?? (claims["iat"] as? String).flatMap({ Int($0) })
        else { throw StubError.bad }
        return DecodedProviderJWT(keyID: kid, teamID: iss, issuedAt: iat, algorithm: alg,
                                  signingInput: Array(parts[0].utf8) + [UInt8(ascii: ".")] + Array(parts[1].utf8), signature: sig)
    }
    public static func shortened(_ jwt: String) -> String { "…" + jwt.suffix(8) }
}

public struct GeneratedIdentity: Sendable { public let certificatePEM: String; public let privateKeyPEM: String }
public enum CertificateFactory {
    public static func makeCertificateAuthority(commonName: String, validDays: Int) throws -> GeneratedIdentity { throw StubError.bad }
    public static func makeServerCertificate(hosts: [String], signedBy ca: GeneratedIdentity, validDays: Int) throws -> GeneratedIdentity { throw StubError.bad }
}

public final class ECPrivateKey: @unchecked Sendable {
    let key: OpaquePointer
    init(key: OpaquePointer) { self.key = key }
    deinit { EVP_PKEY_free(key) }
    public static func generateP256() throws -> ECPrivateKey {
        guard let context = EVP_PKEY_CTX_new_from_name(nil, "EC", nil) else { throw StubError.bad }
        defer { EVP_PKEY_CTX_free(context) }
        var key: OpaquePointer?
        guard EVP_PKEY_keygen_init(context) == 1, EVP_PKEY_CTX_set_group_name(context, "prime256v1") == 1,
              EVP_PKEY_generate(context, &key) == 1, let key else { throw StubError.bad }
        return ECPrivateKey(key: key)
    }
    public var publicKey: ECPublicKey {
        let bio = BIO_new(BIO_s_mem())
        defer { BIO_free(bio) }
        PEM_write_bio_PUBKEY(bio, key)
        var pointer: UnsafeMutablePointer<CChar>?
        let length = BIO_ctrl(bio, BIO_CTRL_INFO, 0, &pointer)
        let pem = String(decoding: UnsafeRawBufferPointer(start: pointer, count: length), as: UTF8.self)
        return try! ECPublicKey(pem: pem)
    }
    public func signES256(_ message: [UInt8]) throws -> [UInt8] {
        guard let context = EVP_MD_CTX_new() else { throw StubError.bad }
        defer { EVP_MD_CTX_free(context) }
        var length = 0
        guard EVP_DigestSignInit(context, nil, EVP_sha256(), nil, key) == 1,
              EVP_DigestSign(context, nil, &length, message, message.count) == 1 else { throw StubError.bad }
        var der = [UInt8](repeating: 0, count: length)
        guard EVP_DigestSign(context, &der, &length, message, message.count) == 1 else { throw StubError.bad }
        var pointer: UnsafePointer<UInt8>? = der.withUnsafeBufferPointer { $0.baseAddress }
        guard let sig = d2i_ECDSA_SIG(nil, &pointer, length) else { throw StubError.bad }
        defer { ECDSA_SIG_free(sig) }
        var out = [UInt8](repeating: 0, count: 64)
        BN_bn2binpad(ECDSA_SIG_get0_r(sig), &out, 32)
        out.withUnsafeMutableBufferPointer { _ = BN_bn2binpad(ECDSA_SIG_get0_s(sig), $0.baseAddress! + 32, 32) }
        return out
    }
}

extension ProviderJWT {
    static func base64URLEncode(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }
    public static func sign(keyID: String, teamID: String, issuedAt: Int, key: ECPrivateKey) throws -> String {
        let input = base64URLEncode(Array("{\"alg\":\"ES256\",\"kid\":\"\(keyID)\"}".utf8)) + "." + base64URLEncode(Array("{\"iss\":\"\(teamID)\",\"iat\":\(issuedAt)}".utf8))
        return input + "." + base64URLEncode(try key.signES256(Array(input.utf8)))
    }
}
