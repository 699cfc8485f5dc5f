import COpenSSL
import Foundation

/// Why the simulator could not start, phrased once for a person.
public enum SimulatorError: Error, Equatable, CustomStringConvertible {
    /// ``APNsSimulator/start()`` was called on a running simulator.
    case alreadyRunning
    /// The configured host is not an IPv4 address.
    case invalidHost(String)
    /// A socket call failed; `reason` is the system's text for errno.
    case socket(operation: String, address: String, reason: String)
    /// OpenSSL refused the server identity or context; `detail` is OpenSSL's own text.
    case tls(operation: String, detail: String)
    /// A state, identity or journal file could not be written or read.
    case file(path: String, reason: String)
    /// Generating the CA or server certificate failed.
    case identityGeneration(String)

    /// The message for a person: what failed and where.
    public var description: String {
        switch self {
        case .alreadyRunning:
            "the simulator is already running"
        case let .invalidHost(host):
            "cannot listen on '\(host)': expected an IPv4 address such as 127.0.0.1"
        case let .socket(operation, address, reason):
            "cannot \(operation) \(address): \(reason)"
        case let .tls(operation, detail):
            "TLS setup failed to \(operation): \(detail)"
        case let .file(path, reason):
            "\(path): \(reason)"
        case let .identityGeneration(detail):
            "cannot generate the simulator's certificates: \(detail)"
        }
    }

    /// The text of the current errno, for socket and file errors.
    static func systemReason(_ code: Int32 = errno) -> String {
        String(cString: strerror(code))
    }

    /// Drains OpenSSL's per-thread error queue into one line.
    static func openSSLReason() -> String {
        var lines: [String] = []
        while case let code = ERR_get_error(), code != 0 {
            var buffer = [CChar](repeating: 0, count: 256)
            ERR_error_string_n(code, &buffer, buffer.count)
            lines.append(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        return lines.isEmpty ? "no detail from OpenSSL" : lines.joined(separator: "; ")
    }
}
