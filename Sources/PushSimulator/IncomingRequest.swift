import PushCore

/// One HTTP/2 request as it arrives on a stream, kept bounded so no client can make the
/// simulator buffer without limit.
struct IncomingRequest {
    /// Header list cap (names + values + 32 bytes each, RFC 7541 §4.1 accounting); APNs itself
    /// advertises 8000, so 16 KB leaves room for any honest request.
    static let maximumHeaderListBytes = 16 * 1024
    /// Body cap: far above the largest APNs payload (5120 bytes), so anything cut here is
    /// already "too large" for the request check.
    static let maximumBodyBytes = 64 * 1024

    let streamID: Int32
    var method = ""
    var path = ""
    /// Regular headers in arrival order (pseudo-headers are in `method` and `path`).
    var headers: [(name: String, value: String)] = []
    var body: [UInt8] = []
    var headerListBytes = 0
    var headersTooLarge = false
    /// When the request ended (END_STREAM), on the monotonic clock.
    var completedAt: Int64 = 0

    init(streamID: Int32) {
        self.streamID = streamID
    }

    mutating func addHeader(name: String, value: String) {
        headerListBytes += name.utf8.count + value.utf8.count + 32
        guard !headersTooLarge else { return }
        if headerListBytes > Self.maximumHeaderListBytes {
            headersTooLarge = true
            headers.removeAll()
            return
        }
        switch name {
        case ":method": method = value
        case ":path": path = value
        case _ where name.hasPrefix(":"): break
        default: headers.append((name, value))
        }
    }

    mutating func appendBody(_ chunk: UnsafeBufferPointer<UInt8>) {
        let room = Self.maximumBodyBytes + 1 - body.count
        guard room > 0 else { return }
        body.append(contentsOf: chunk.prefix(room))
    }

    /// The first value of a header (the request check has already rejected duplicates).
    func header(_ name: String) -> String? {
        headers.first { $0.name == name }?.value
    }

    /// The push type the request asks for: `alert` when `apns-push-type` is absent, as on iOS.
    var pushType: PushType {
        header(APNsHeaderName.pushType).map(PushType.init(rawValue:)) ?? .alert
    }
}
