import Foundation
import PushCore

/// Tells when the `*.json` files of some directories change — written, added, removed, renamed
/// over — by this process or any other: the console's profiles, edited by another console, a
/// `pushtui send` marking a dead token, or a hand edit.
///
/// - On its own thread, blocked on the platform's change notifications for the directories (Linux:
///   inotify) and looking again every two seconds anyway, so a file reached through a symlink into
///   another directory, whose change the watch cannot see, is still noticed; elsewhere (POSIX) it
///   looks once a second.
/// - It compares the files' stat (inode, size, modification time) with what it saw last and calls
///   `onChange` only when they differ: a burst of events is one call, and a temporary file an
///   atomic write leaves for an instant is none.
public final class DirectoryWatcher: Sendable {
    private let directories: [String]
    private let onChange: @Sendable () -> Void
    private let thread = StoppableThread(name: "directory-watch")

    /// - Parameters:
    ///   - directories: the directories whose `*.json` files to watch (missing ones are looked at
    ///     again each time, but not watched).
    ///   - onChange: called on the watcher's thread after the files changed.
    public init(directories: [String], onChange: @escaping @Sendable () -> Void) {
        self.directories = directories
        self.onChange = onChange
    }

    deinit { stop() }

    /// Starts watching; what the files are now is the baseline, so only later changes are told.
    public func start() {
        let (directories, onChange) = (self.directories, self.onChange)
        thread.start {
            // Watch first, then the baseline: a change in between is seen as a change.
            let watch = DirectoryWatch(directories: directories, recheckMilliseconds: 2000)
            let baseline = Self.signature(of: directories)
            return { stopFD in
                defer { watch.close() }
                var seen = baseline
                while watch.wait(stopFD: stopFD) {
                    let now = Self.signature(of: directories)
                    if now != seen {
                        seen = now
                        onChange()
                    }
                }
            }
        }
    }

    /// Stops watching and waits for the thread to end.
    public func stop() {
        thread.stop()
    }

    /// One file as seen: which file it is, how long, when last changed.
    private struct FileStamp: Equatable {
        let device: UInt64
        let inode: UInt64
        let size: Int64
        let seconds: Int
        let nanoseconds: Int
    }

    /// The stat of every visible `*.json` file in `directories` (through symlinks), by path.
    private static func signature(of directories: [String]) -> [String: FileStamp] {
        var stamps: [String: FileStamp] = [:]
        for directory in directories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
                let path = directory + "/" + name
                var status = stat()
                guard stat(path, &status) == 0 else { continue }
                let modified = status.modificationTime
                stamps[path] = FileStamp(device: UInt64(status.st_dev), inode: UInt64(status.st_ino), size: Int64(status.st_size),
                                         seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec))
            }
        }
        return stamps
    }
}
