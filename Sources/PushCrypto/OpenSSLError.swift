import COpenSSL

/// An OpenSSL call failed where no more specific error applies.
///
/// Carries what pushtui was doing and OpenSSL's own error text, so the cause is readable
/// without a debugger. Never carries key material.
public struct OpenSSLError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What pushtui was doing, phrased to follow "could not" (for example "sign the provider token").
    public let operation: String
    /// OpenSSL's error queue, joined; empty when OpenSSL left no message.
    public let detail: String

    /// Creates an error from an operation and OpenSSL's text.
    public init(operation: String, detail: String) {
        self.operation = operation
        self.detail = detail
    }

    /// The message for a person, ending with OpenSSL's own text.
    public var description: String {
        detail.isEmpty ? "could not \(operation)" : "could not \(operation): \(detail)"
    }

    /// An error for `operation` carrying (and clearing) this thread's OpenSSL error queue.
    static func drained(_ operation: String) -> OpenSSLError {
        OpenSSLError(operation: operation, detail: OpenSSLErrorQueue.drain())
    }
}

/// OpenSSL's per-thread error queue.
enum OpenSSLErrorQueue {
    /// Removes every queued error and returns their texts joined with "; ".
    static func drain() -> String {
        var messages: [String] = []
        while true {
            let code = ERR_get_error()
            if code == 0 { break }
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            messages.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return messages.joined(separator: "; ")
    }

    /// Forgets stale errors so that a later `drain()` reports only the next call's failure.
    static func clear() {
        ERR_clear_error()
    }
}
