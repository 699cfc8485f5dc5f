import COpenSSL
import Foundation

/// Why the simulator could not start, phrased once for a person.
///
/// Shaped like every public error type of pushtui's libraries (as swift-nio shapes its errors): a
/// struct around an enum that is not public, so adding a case later is not a breaking change, as
/// it would be for a public enum that callers switch over exhaustively. Each case is a static
/// member with the case's name and labels (`.alreadyRunning`, `.socket(operation:address:reason:)`):
/// `throw` them, compare them (the type is `Equatable`), and match them in `catch` or `switch` as
/// expression patterns (`case .alreadyRunning:`); a `switch` needs a `default:`. The message is
/// ``description``. Inside the module (and its `@testable` tests) `base` is the enum itself, to
/// take a case apart; what other modules need of a case's values is a public property.
public struct SimulatorError: Error, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case alreadyRunning
        case invalidHost(String)
        case socket(operation: String, address: String, reason: String)
        case tls(operation: String, detail: String)
        case file(path: String, reason: String)
        case identityGeneration(String)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// ``APNsSimulator/start()`` was called on a running simulator.
    public static let alreadyRunning = SimulatorError(.alreadyRunning)

    /// The configured host is not an IPv4 address.
    public static func invalidHost(_ host: String) -> SimulatorError {
        SimulatorError(.invalidHost(host))
    }

    /// A socket call failed; `reason` is the system's text for errno.
    public static func socket(operation: String, address: String, reason: String) -> SimulatorError {
        SimulatorError(.socket(operation: operation, address: address, reason: reason))
    }

    /// OpenSSL refused the server identity or context; `detail` is OpenSSL's own text.
    public static func tls(operation: String, detail: String) -> SimulatorError {
        SimulatorError(.tls(operation: operation, detail: detail))
    }

    /// A state, identity or journal file could not be written or read.
    public static func file(path: String, reason: String) -> SimulatorError {
        SimulatorError(.file(path: path, reason: reason))
    }

    /// Generating the CA or server certificate failed.
    public static func identityGeneration(_ detail: String) -> SimulatorError {
        SimulatorError(.identityGeneration(detail))
    }

    /// The message for a person: what failed and where.
    public var description: String {
        switch base {
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
