#if os(Linux) && !PUSHTUI_POSIX
import Foundation

/// Corking a TCP socket around a burst of small writes, so they leave as full segments when the
/// cork comes off. Linux: `TCP_CORK` (tcp(7)). Platform unit: the POSIX side is in TCPCork+POSIX.swift.
enum TCPCork {
    /// Runs `body` with `socket` corked, then takes the cork off, which sends what `body` wrote at once.
    static func holding(_ socket: Int32, _ body: () -> Void) {
        set(socket, corked: true)
        body()
        set(socket, corked: false)
    }

    private static func set(_ socket: Int32, corked: Bool) {
        var value: Int32 = corked ? 1 : 0
        _ = setsockopt(socket, Int32(IPPROTO_TCP), TCP_CORK, &value, socklen_t(MemoryLayout<Int32>.size))
    }
}
#endif
