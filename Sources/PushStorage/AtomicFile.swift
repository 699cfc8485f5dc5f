import Foundation
import PushCore

/// Whole-file writes that appear atomically with the final permissions already set: the package's
/// one implementation of "write a file so no reader ever sees half of it".
///
/// The bytes go to a new temporary file in the same directory (so the rename cannot cross file
/// systems), are flushed with `fsync`, and the temporary file is renamed over the target. A failure
/// at any step removes the temporary file and leaves the target untouched. A writer killed before
/// it could clean up (SIGKILL, a power cut) leaves its temporary file behind; loaders ignore it
/// (it does not end in `.json`) and the next write to the same file removes it.
///
/// A symbolic link is followed, not replaced: the write goes to the file the link points to (in that
/// file's directory), so a profile kept in a dotfiles or team repository and linked stays linked —
/// unless the writer asks for the link itself to be replaced (`followingLinks: false`).
public enum AtomicFile {
    /// Creates `directory` and its missing parents, readable by the owner only (0700), for files that
    /// hold keys or name them. An existing directory is left as it is.
    public static func createPrivateDirectory(_ directory: String) throws(AtomicFileError) {
        guard !FileManager.default.fileExists(atPath: directory) else { return }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o700])
        } catch {
            throw AtomicFileError(path: directory, step: .directory, reason: error.localizedDescription)
        }
    }

    /// Writes `text` as UTF-8 to `path` with permissions `mode` (e.g. `0o600` for anything naming a key).
    /// - Parameter followingLinks: false replaces a symbolic link at `path` with the file instead
    ///   of writing where it points (for pushtui's own state files, where a link is planted, not chosen).
    public static func write(_ text: String, to path: String, mode: mode_t, followingLinks: Bool = true) throws(AtomicFileError) {
        try write(Array(text.utf8), to: path, mode: mode, followingLinks: followingLinks)
    }

    /// Writes `bytes` to `path` with permissions `mode`, whatever the process umask is; through a
    /// symbolic link at `path` unless `followingLinks` is false.
    public static func write(_ bytes: [UInt8], to link: String, mode: mode_t, followingLinks: Bool = true) throws(AtomicFileError) {
        try bytes.withUnsafeBytes { buffer in
            Result { () throws(AtomicFileError) in try write(parts: [buffer], to: link, mode: mode, followingLinks: followingLinks) }
        }.get()
    }

    /// Writes `parts` one after the other as the file at `path`, as ``write(_:to:mode:followingLinks:)``
    /// does: for a file made mostly of another file's mapped bytes, written without a copy of them.
    static func write(parts: [UnsafeRawBufferPointer], to link: String, mode: mode_t, followingLinks: Bool = true) throws(AtomicFileError) {
        let path = followingLinks ? fileBehind(link) : link
        // A random suffix keeps two writers in one process apart; O_EXCL refuses to write through
        // a file or symlink someone else planted at the temporary path.
        removeAbandonedTemporaries(of: path)
        let temporary = "\(path)\(temporaryMarker)\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard descriptor >= 0 else {
            throw AtomicFileError(path: path, step: .create, reason: AtomicFileError.systemReason())
        }
        var failure: AtomicFileError?
        // The umask may have narrowed or (for 0o644 files) left the mode as asked; fchmod makes it exact.
        if fchmod(descriptor, mode) != 0 || !parts.allSatisfy({ writeAll($0, to: descriptor) }) || fsync(descriptor) != 0 {
            failure = AtomicFileError(path: path, step: .write, reason: AtomicFileError.systemReason())
        }
        close(descriptor)
        if failure == nil && rename(temporary, path) != 0 {
            failure = AtomicFileError(path: path, step: .rename, reason: AtomicFileError.systemReason())
        }
        if let failure {
            unlink(temporary)
            throw failure
        }
        syncDirectory(of: path)
    }

    /// The file a write to `path` replaces: `path` itself, or the file at the end of its chain of
    /// symbolic links (a relative link resolved against the link's own directory). A loop of links
    /// ends after `maximumLinks` and is then written as it stands, which fails and says so.
    static func fileBehind(_ path: String) -> String {
        var current = path
        for _ in 0..<maximumLinks {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK,
                  let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/") ? destination : ProfilePath.directory(of: current) + "/" + destination
        }
        return current
    }

    /// As many links as the kernel follows in one path (Linux's and macOS's limit).
    private static let maximumLinks = 40

    /// Between the target's name and the writer's process ID in a temporary file's name.
    private static let temporaryMarker = ".tmp-"

    // Only the files of writers that are gone: a live process (this one included) may be between
    // creating its temporary file and renaming it. A reused process ID keeps a stale file a while
    // longer, which is harmless; a writer in another PID namespace sharing the directory looks
    // gone, and then its rename fails and is reported — nothing is ever half-written.
    private static func removeAbandonedTemporaries(of path: String) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let prefix = (slash.map { String(path[path.index(after: $0)...]) } ?? path) + temporaryMarker
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "/" : directory) else { return }
        for name in names where name.hasPrefix(prefix) {
            guard let writer = pid_t(name.dropFirst(prefix.count).prefix { $0 != "-" }), writer > 0 else { continue }
            if kill(writer, 0) != 0 && errno == ESRCH {
                unlink((directory.isEmpty ? "" : directory) + "/" + name)
            }
        }
    }

    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        var offset = 0
        while offset < bytes.count {
            let written = Foundation.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    // Makes the rename itself durable. Best effort: some file systems refuse fsync on a directory,
    // and the file's content is already safe either way.
    private static func syncDirectory(of path: String) {
        let directory = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(directory.isEmpty ? "/" : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
