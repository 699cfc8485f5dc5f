import Foundation

/// A key file (a `.p8`, a `.p12`, a PEM key, a service account) that users other than its owner
/// can read: anyone who can read it can sign pushes as its owner.
///
/// Only the check lives here; the caller decides where the warning goes (standard error for the
/// command line, the status line for the console).
public struct KeyFileExposure: Sendable, Equatable, CustomStringConvertible {
    /// The file, as the caller named it.
    public let path: String
    /// Its permission bits, e.g. `0o644`.
    public let mode: mode_t

    /// The exposure of the file at `path`, or nil when only its owner can read it (or it cannot be
    /// examined: reading it will then fail with the real reason).
    public static func check(_ path: String) -> KeyFileExposure? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o044 != 0 else { return nil }
        return KeyFileExposure(path: path, mode: status.st_mode & 0o7777)
    }

    /// `key file X is readable by group/others (mode 0644); chmod 600 X`: the problem itself, for a
    /// form that refuses the file until it is private.
    public var finding: String {
        let readers = [mode & 0o040 != 0 ? "group" : nil, mode & 0o004 != 0 ? "others" : nil].compactMap { $0 }
        let octal = String(mode, radix: 8)
        return "key file \(path) is readable by \(readers.joined(separator: "/")) "
            + "(mode \(String(repeating: "0", count: max(0, 4 - octal.count)) + octal)); chmod 600 \(path)"
    }

    /// `warning: key file X is readable by group/others (mode 0644); chmod 600 X`.
    public var description: String { "warning: " + finding }
}
