import Foundation

/// The process's open-file limit (RLIMIT_NOFILE), which caps how many connections the simulator
/// can hold: each takes one descriptor.
public enum FileDescriptorLimit {
    /// Below this hard limit the simulator cannot hold the 10,000 connections it is built for.
    public static let comfortable: UInt64 = 10_240

    // The resource as getrlimit(2) takes it: a case of an enum in Glibc's headers, an Int32 macro elsewhere.
    #if canImport(Glibc)
    private static let openFiles = Int32(RLIMIT_NOFILE.rawValue)
    #else
    private static let openFiles = RLIMIT_NOFILE
    #endif

    /// Raises the soft limit to the hard limit (only root may raise the hard one) and returns the
    /// limit now in force; nil when it cannot be read.
    @discardableResult
    public static func raiseToHardLimit() -> UInt64? {
        var limit = rlimit()
        guard getrlimit(openFiles, &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(openFiles, &raised) == 0 {
                limit = raised
            }
        }
        return UInt64(limit.rlim_cur)
    }
}
