import CCurl
import CCurlShims
import Foundation

/// Holds back the connection's small writes while libcurl works through one round, then sends
/// them together, where the platform can (``TCPCork``: Linux `TCP_CORK`, see tcp(7)).
///
/// libcurl 7.88 writes every HTTP/2 frame with its own `send()`: a HEADERS and a DATA frame per
/// push, each a separate TCP segment and, on loopback, a separate trip through the receiving
/// stack. Corked, a round's frames leave as a few full segments when the cork comes off, which is
/// always at the end of the same round, so nothing waits for a timer (unlike Nagle, which stays on).
///
/// Used by the worker thread only: libcurl calls `onOpen` and `onClose` from inside the multi
/// calls the worker makes (perform, remove, cleanup).
final class SocketCork {
    /// The socket libcurl opened last for this client (it keeps one connection per host).
    private var socket: curl_socket_t?
    /// Told of every socket libcurl closes (``ConnectionObserver/closed(_:)``), if there is one.
    private let observer: ConnectionObserver?

    init(observer: ConnectionObserver? = nil) {
        self.observer = observer
    }

    /// Makes `handle` report every socket it opens and closes to this cork.
    func watchSockets(of handle: UnsafeMutableRawPointer) {
        let context = Unmanaged.passUnretained(self).toOpaque()
        _ = pt_easy_setopt_sockopt_callback(handle, Self.onOpen)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_SOCKOPTDATA, context)
        _ = pt_easy_setopt_closesocket_callback(handle, Self.onClose)
        _ = pt_easy_setopt_pointer(handle, CURLOPT_CLOSESOCKETDATA, context)
    }

    /// Runs `body` with the socket corked and uncorks it afterwards, which sends what `body` wrote.
    func whileCorked(_ body: () -> Void) {
        guard let socket else { return body() }
        TCPCork.holding(socket, body)
    }

    private static let onOpen: curl_sockopt_callback = { context, socket, purpose in
        if let context, purpose == CURLSOCKTYPE_IPCXN {
            Unmanaged<SocketCork>.fromOpaque(context).takeUnretainedValue().socket = socket
        }
        return CURL_SOCKOPT_OK
    }

    // Forgets the socket before its number can be reused by another file; closing stays libcurl's
    // decision, this only does it on libcurl's behalf, as the callback contract requires.
    private static let onClose: curl_closesocket_callback = { context, socket in
        if let context {
            let cork = Unmanaged<SocketCork>.fromOpaque(context).takeUnretainedValue()
            if cork.socket == socket { cork.socket = nil }
            cork.observer?.closed(socket)
        }
        return close(socket)
    }
}
