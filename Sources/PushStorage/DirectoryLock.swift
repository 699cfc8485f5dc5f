import Foundation
import PushCore

/// An exclusive advisory lock (`flock`) on the directory holding a file, held by every pushtui
/// writer that reads a file, changes it and writes it back. The directory, not the file, is locked:
/// an atomic write renames a new file over the old one, and a lock on the old file would not hold
/// for the new one; the directory keeps its inode, and no lock file is left among the user's files.
/// A directory that cannot be opened (not made yet) is not locked; the write that follows says why
/// it fails, if it does.
public enum DirectoryLock {
    /// Runs `body` holding the lock on the directory of `file`, waiting for it as long as another
    /// process holds it (each holder only reads, changes and writes one small file).
    public static func holding<Value, Failure: Error>(forFileIn file: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        try holding(directory: ProfilePath.directory(of: file), body)
    }

    /// Runs `body` holding the lock on `directory` (see ``holding(forFileIn:_:)``): for a writer
    /// that makes several files of the directory at once (the simulator's CA and server key).
    public static func holding<Value, Failure: Error>(directory: String, _ body: () throws(Failure) -> Value) throws(Failure) -> Value {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if descriptor >= 0 { close(descriptor) } }
        if descriptor >= 0 {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
        }
        return try body()
    }
}
