#if !os(Linux) || PUSHTUI_POSIX
/// Corking a TCP socket around a burst of small writes, so they leave as full segments when the
/// cork comes off. POSIX: no such option, so the writes leave as they are made (macOS's
/// `TCP_NOPUSH` is no substitute: tcp(4) says it holds data back until the send buffer fills or the
/// socket closes, not until it is cleared; see docs/platforms.md). Platform unit: the Linux side is
/// in TCPCork+Linux.swift.
enum TCPCork {
    /// Runs `body`: there is no cork to put on.
    static func holding(_ socket: Int32, _ body: () -> Void) {
        body()
    }
}
#endif
