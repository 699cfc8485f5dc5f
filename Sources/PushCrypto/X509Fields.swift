import COpenSSL
import COpenSSLShims
import Foundation

/// Reads fields of an OpenSSL `X509` as Swift values; `package` where the simulator's TLS code
/// needs the same conversion.
package enum X509Fields {
    /// The first entry for `nid` in a name, as UTF-8, or nil when absent or undecodable.
    static func entry(_ nid: Int32, in name: OpaquePointer?) -> String? {
        guard let name else { return nil }
        let index = X509_NAME_get_index_by_NID(name, nid, -1)
        guard index >= 0, let entry = X509_NAME_get_entry(name, index), let data = X509_NAME_ENTRY_get_data(entry) else {
            return nil
        }
        var utf8: UnsafeMutablePointer<UInt8>?
        let length = ASN1_STRING_to_UTF8(&utf8, data)
        guard length >= 0, let utf8 else { return nil }
        defer { pt_openssl_free(utf8) }
        return String(decoding: UnsafeBufferPointer(start: utf8, count: Int(length)), as: UTF8.self)
    }

    /// An ASN.1 time as a date, or nil when OpenSSL cannot read it.
    static func date(_ time: UnsafePointer<ASN1_TIME>?) -> Date? {
        guard let time else { return nil }
        var parts = tm()
        guard ASN1_TIME_to_tm(time, &parts) == 1 else { return nil }
        return Date(timeIntervalSince1970: TimeInterval(timegm(&parts)))
    }

    /// The raw value (the bytes inside the extension's OCTET STRING) of the extension `oid`,
    /// or nil when the certificate does not carry it.
    static func extensionValue(_ oid: String, in certificate: OpaquePointer) -> [UInt8]? {
        guard let object = OBJ_txt2obj(oid, 1) else { return nil }
        defer { ASN1_OBJECT_free(object) }
        let index = X509_get_ext_by_OBJ(certificate, object, -1)
        guard index >= 0, let ext = X509_get_ext(certificate, index), let data = X509_EXTENSION_get_data(ext),
              let bytes = ASN1_STRING_get0_data(data) else { return nil }
        return Array(UnsafeBufferPointer(start: bytes, count: Int(ASN1_STRING_length(data))))
    }

    /// Like ``extensionValue(_:in:)`` for a PEM certificate.
    static func extensionValue(_ oid: String, inPEM pem: String) -> [UInt8]? {
        guard let certificate = decode(pem: pem) else { return nil }
        defer { X509_free(certificate) }
        return extensionValue(oid, in: certificate)
    }

    /// The certificate's DER encoding.
    package static func der(_ certificate: OpaquePointer) -> [UInt8]? {
        let length = i2d_X509(certificate, nil)
        guard length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let written = bytes.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var cursor = buffer.baseAddress
            return i2d_X509(certificate, &cursor)
        }
        return written == length ? bytes : nil
    }

    /// The certificate as PEM text.
    static func pem(_ certificate: OpaquePointer) -> String? {
        MemoryBIO.writtenText { bio in PEM_write_bio_X509(bio, certificate) }
    }

    /// Decodes a DER certificate; the caller owns the result.
    static func decode(der: [UInt8]) -> OpaquePointer? {
        der.withUnsafeBufferPointer { buffer in
            var cursor = buffer.baseAddress
            return d2i_X509(nil, &cursor, buffer.count)
        }
    }

    /// Decodes one PEM certificate block; the caller owns the result.
    static func decode(pem: String) -> OpaquePointer? {
        MemoryBIO.reading(pem) { bio in PEM_read_bio_X509(bio, nil, nil, nil) }
    }

    /// Every certificate in a PEM text, in order, owned by the caller (free each with `X509_free`).
    package static func certificates(inPEM text: String) -> [OpaquePointer] {
        MemoryBIO.reading(text) { bio in
            var certificates: [OpaquePointer] = []
            while let certificate = PEM_read_bio_X509(bio, nil, nil, nil) { certificates.append(certificate) }
            // The loop ends on "no start line" at the end of the text, which is not an error.
            ERR_clear_error()
            return certificates
        } ?? []
    }
}
