/// What a socket became ready for, or what an event loop waits for it to become (see ``ReadinessSet``).
struct Readiness: OptionSet {
    let rawValue: UInt32
    // The same bits as the Linux epoll shim's PT_EPOLL_READ, PT_EPOLL_WRITE and PT_EPOLL_ERROR, so
    // the Linux ReadinessSet passes them through unchanged.
    static let readable = Readiness(rawValue: 1)
    static let writable = Readiness(rawValue: 2)
    /// An error or hang-up: the next read or write says which.
    static let failed = Readiness(rawValue: 4)
}

/// One descriptor a ``ReadinessSet`` found ready: the token it was registered with, and for what.
struct ReadyEvent {
    let token: UInt64
    let readiness: Readiness
}
