#if !os(Linux) || PUSHTUI_POSIX
extension DirectoryWatch {
    /// A descriptor that becomes readable when a file in one of `directories` changes, or nil when
    /// none of them can be watched. POSIX: nil, as POSIX has no directory notification; the watch
    /// then looks (stats the files) once a second. Platform unit: the Linux side is in
    /// DirectoryWatch+Linux.swift.
    static func changeNotifications(of directories: [String]) -> Int32? {
        nil
    }
}
#endif
