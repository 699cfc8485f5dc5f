#if os(Linux) && !PUSHTUI_POSIX
import Foundation

extension DirectoryWatch {
    /// A descriptor that becomes readable when a file in one of `directories` is written, made,
    /// removed, renamed or has its attributes changed, or nil when none of them can be watched.
    /// Linux: an inotify watch of each directory. Platform unit: the POSIX side is in
    /// DirectoryWatch+POSIX.swift.
    static func changeNotifications(of directories: [String]) -> Int32? {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC))
        guard descriptor >= 0 else { return nil }
        let mask = UInt32(IN_MODIFY) | UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MOVED_TO) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB)
        var watched = 0
        for directory in directories where inotify_add_watch(descriptor, directory, mask) >= 0 { watched += 1 }
        if watched == 0 {
            Foundation.close(descriptor)
            return nil
        }
        return descriptor
    }
}
#endif
