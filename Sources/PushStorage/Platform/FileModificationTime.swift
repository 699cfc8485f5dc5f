import Foundation

extension stat {
    /// When the file's data last changed, to the nanosecond. Platform unit: POSIX.1-2008 and Linux
    /// name the field `st_mtim`, Darwin `st_mtimespec`.
    var modificationTime: timespec {
        #if os(macOS)
        // stat(2) on macOS: "struct timespec st_mtimespec; /* time of last data modification */".
        st_mtimespec
        #else
        st_mtim
        #endif
    }
}
