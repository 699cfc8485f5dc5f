import CCurl
import CCurlShims

/// A libcurl share that keeps TLS sessions for every transfer of one client, so a new connection
/// resumes the session of an earlier one where the server allows it (a TLS 1.3 ticket, or a 1.2
/// session ID) instead of a full handshake. libcurl keeps sessions per easy handle unless told to
/// share them, and the client's connections are opened by whichever of its many handles comes
/// first; a multi handle shares connections and DNS, not sessions.
///
/// Used by the worker thread only, so the share needs no lock callbacks. Each transfer holds it,
/// so it is freed after the last easy handle that uses it (libcurl refuses to free a share in use).
final class TLSSessionShare {
    private let share: UnsafeMutableRawPointer?

    init() {
        share = curl_share_init()
        if let share { _ = pt_share_setopt_long(share, CURLSHOPT_SHARE, Int(CURL_LOCK_DATA_SSL_SESSION.rawValue)) }
    }

    deinit {
        if let share { curl_share_cleanup(share) }
    }

    /// Makes `handle` keep and look up its TLS sessions in the share.
    func attach(to handle: UnsafeMutableRawPointer) {
        guard let share else { return }
        _ = pt_easy_setopt_pointer(handle, CURLOPT_SHARE, share)
    }
}
