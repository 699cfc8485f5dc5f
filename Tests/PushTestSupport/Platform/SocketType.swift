import Foundation

/// Socket types as `socket()` takes them, for the tests' own clients and listeners. Platform unit:
/// Glibc declares `SOCK_STREAM` as an enum case, Darwin (and Musl) as a plain `Int32` macro.
public enum SocketType {
    /// `SOCK_STREAM`: a TCP socket.
    #if canImport(Glibc)
    public static let stream = Int32(SOCK_STREAM.rawValue)
    #else
    public static let stream = SOCK_STREAM
    #endif
}
