import Foundation

/// A fresh private directory under the system temp directory, removed when the value is released
/// (or earlier with ``remove()``).
public final class TemporaryDirectory: Sendable {
    /// The directory.
    public let url: URL

    /// Creates the directory; `prefix` names it in `ls /tmp` while a test runs.
    public init(prefix: String = "pushtui-tests") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// The directory's path.
    public var path: String { url.path }

    /// The path of `name` inside the directory.
    public func file(_ name: String) -> String { url.appendingPathComponent(name).path }

    /// Writes `text` to `name` and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` and returns its path.
    @discardableResult
    public func write(_ bytes: [UInt8], to name: String) throws -> String {
        try Data(bytes).write(to: url.appendingPathComponent(name))
        return file(name)
    }

    /// Writes `text` to `name` readable by the owner only (mode 0600, as a private key should be)
    /// and returns its path.
    @discardableResult
    public func writePrivate(_ text: String, to name: String) throws -> String {
        let path = try write(text, to: name)
        guard chmod(path, 0o600) == 0 else { throw TestSupportError.failed("chmod 600 \(path) failed") }
        return path
    }

    /// Makes the existing `path` readable by the owner only and returns it.
    @discardableResult
    public static func makePrivate(_ path: String) throws -> String {
        guard chmod(path, 0o600) == 0 else { throw TestSupportError.failed("chmod 600 \(path) failed") }
        return path
    }

    /// The contents of `name` as text.
    public func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }

    /// The contents of `name` as bytes.
    public func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: url.appendingPathComponent(name)))
    }

    /// Removes the directory and everything in it.
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
