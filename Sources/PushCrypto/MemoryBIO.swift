import COpenSSL
import COpenSSLShims

/// Moves bytes between Swift and OpenSSL through memory BIOs, so no file is ever needed.
enum MemoryBIO {
    /// Calls `body` with a read-only BIO over `text`; the BIO lives only during the call.
    static func reading<T>(_ text: String, _ body: (OpaquePointer) -> T?) -> T? {
        Array(text.utf8).withUnsafeBufferPointer { buffer in
            // BIO_new_mem_buf borrows the buffer, so the BIO must not outlive this closure.
            guard let bio = BIO_new_mem_buf(buffer.baseAddress, Int32(buffer.count)) else { return nil }
            defer { BIO_free(bio) }
            return body(bio)
        }
    }

    /// Lets `write` fill a fresh memory BIO and returns what it wrote, or `nil` when `write` reports failure (≤ 0).
    static func written(_ write: (OpaquePointer) -> Int32) -> [UInt8]? {
        guard let bio = BIO_new(BIO_s_mem()) else { return nil }
        defer { BIO_free(bio) }
        guard write(bio) > 0 else { return nil }
        var start: UnsafePointer<CChar>?
        let count = pt_bio_mem_data(bio, &start)
        guard let start, count > 0 else { return [] }
        return start.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// Like `written(_:)`, as text (PEM is ASCII).
    static func writtenText(_ write: (OpaquePointer) -> Int32) -> String? {
        written(write).map { String(decoding: $0, as: UTF8.self) }
    }
}
