import CNghttp2

/// The nghttp2 callbacks. They capture nothing: the ``HTTP2Connection`` arrives as the
/// session's user data (an unretained reference; the connection outlives its session).
enum HTTP2Callbacks {
    static func make() -> OpaquePointer? {
        var callbacks: OpaquePointer?
        guard nghttp2_session_callbacks_new(&callbacks) == 0 else { return nil }
        nghttp2_session_callbacks_set_on_begin_headers_callback(callbacks, beginHeaders)
        nghttp2_session_callbacks_set_on_header_callback(callbacks, header)
        nghttp2_session_callbacks_set_on_data_chunk_recv_callback(callbacks, dataChunk)
        nghttp2_session_callbacks_set_on_frame_recv_callback(callbacks, frameReceived)
        nghttp2_session_callbacks_set_on_stream_close_callback(callbacks, streamClosed)
        return callbacks
    }

    private static func connection(_ userData: UnsafeMutableRawPointer?) -> HTTP2Connection? {
        userData.map { Unmanaged<HTTP2Connection>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func isRequestHeaders(_ frame: UnsafePointer<nghttp2_frame>?) -> Bool {
        guard let frame else { return false }
        return frame.pointee.hd.type == UInt8(NGHTTP2_HEADERS.rawValue) && frame.pointee.headers.cat == NGHTTP2_HCAT_REQUEST
    }

    private static let beginHeaders: nghttp2_on_begin_headers_callback = { _, frame, userData in
        if isRequestHeaders(frame), let frame {
            connection(userData)?.beginRequest(streamID: frame.pointee.hd.stream_id)
        }
        return 0
    }

    private static let header: nghttp2_on_header_callback = { _, frame, name, nameLength, value, valueLength, _, userData in
        guard isRequestHeaders(frame), let frame, let name, let value else { return 0 }
        connection(userData)?.addHeader(
            streamID: frame.pointee.hd.stream_id,
            name: String(decoding: UnsafeBufferPointer(start: name, count: nameLength), as: UTF8.self),
            value: String(decoding: UnsafeBufferPointer(start: value, count: valueLength), as: UTF8.self))
        return 0
    }

    private static let dataChunk: nghttp2_on_data_chunk_recv_callback = { _, _, streamID, data, length, userData in
        if let data {
            connection(userData)?.appendBody(streamID: streamID, chunk: UnsafeBufferPointer(start: data, count: length))
        }
        return 0
    }

    private static let frameReceived: nghttp2_on_frame_recv_callback = { _, frame, userData in
        guard let frame, let connection = connection(userData) else { return 0 }
        let endsStream = frame.pointee.hd.flags & UInt8(NGHTTP2_FLAG_END_STREAM.rawValue) != 0
        if isRequestHeaders(frame) {
            connection.headersEnded(streamID: frame.pointee.hd.stream_id, endsStream: endsStream)
        } else if endsStream && [UInt8(NGHTTP2_DATA.rawValue), UInt8(NGHTTP2_HEADERS.rawValue)].contains(frame.pointee.hd.type) {
            // A body's last DATA frame, or trailers.
            connection.completeRequest(streamID: frame.pointee.hd.stream_id)
        }
        return 0
    }

    private static let streamClosed: nghttp2_on_stream_close_callback = { _, streamID, _, userData in
        connection(userData)?.streamClosed(streamID: streamID)
        return 0
    }

    static let readBody: nghttp2_data_source_read_callback = { _, streamID, buffer, length, flags, _, userData in
        guard let buffer, let flags, let connection = connection(userData) else { return 0 }
        return connection.readBody(streamID: streamID, into: buffer, length: length, flags: flags)
    }
}
