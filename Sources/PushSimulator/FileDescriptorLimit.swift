import Foundation

/// The process's open-file limit (RLIMIT_NOFILE), which caps how many connections the simulator
/// can hold: each takes one descriptor.
public enum FileDescriptorLimit {
    /// Below this hard limit the simulator cannot hold the 10,000 connections it is built for.
    public static let comfortable: UInt64 = 10_240

    /// Raises the soft limit to the hard limit (only root may raise the hard one) and returns the
    /// limit now in force; nil when it cannot be read.
    @discardableResult
    public static func raiseToHardLimit() -> UInt64? {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return nil }
        if limit.rlim_cur < limit.rlim_max {
            var raised = limit
            raised.rlim_cur = limit.rlim_max
            if setrlimit(Int32(RLIMIT_NOFILE.rawValue), &raised) == 0 {
                limit = raised
            }
        }
        return UInt64(limit.rlim_cur)
    }
}
