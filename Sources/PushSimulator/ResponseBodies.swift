/// Response bodies waiting for nghttp2 to pull them, per stream.
struct ResponseBodies {
    private var bodies: [Int32: (bytes: [UInt8], offset: Int)] = [:]

    mutating func add(_ bytes: [UInt8], streamID: Int32) {
        bodies[streamID] = (bytes, 0)
    }

    mutating func remove(streamID: Int32) {
        bodies[streamID] = nil
    }

    /// Copies up to `length` bytes of the stream's body into `buffer`; `finished` is true once
    /// the body is exhausted (or there never was one), which ends the stream.
    mutating func read(streamID: Int32, into buffer: UnsafeMutablePointer<UInt8>, length: Int) -> (count: Int, finished: Bool) {
        guard let (bytes, offset) = bodies[streamID] else { return (0, true) }
        let count = min(length, bytes.count - offset)
        bytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress {
                buffer.update(from: base + offset, count: count)
            }
        }
        if offset + count == bytes.count {
            bodies[streamID] = nil
            return (count, true)
        }
        bodies[streamID] = (bytes, offset + count)
        return (count, false)
    }
}
