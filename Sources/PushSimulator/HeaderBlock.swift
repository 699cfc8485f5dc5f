import CNghttp2

/// Builds the `nghttp2_nv` array for a response; nghttp2 copies names and values (no NO_COPY
/// flag), so the storage only has to live for the duration of the submit call.
enum HeaderBlock {
    static func withNameValues(_ fields: [(name: String, value: String)], _ body: (UnsafePointer<nghttp2_nv>, Int) -> Void) {
        var storage: [UInt8] = []
        var ranges: [(name: Range<Int>, value: Range<Int>)] = []
        for field in fields {
            let nameStart = storage.count
            storage.append(contentsOf: field.name.utf8)
            let valueStart = storage.count
            storage.append(contentsOf: field.value.utf8)
            ranges.append((nameStart..<valueStart, valueStart..<storage.count))
        }
        storage.append(0)  // never empty, so there is a base address even when every value is
        storage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let nameValues = ranges.map { range in
                nghttp2_nv(name: base + range.name.lowerBound, value: base + range.value.lowerBound,
                           namelen: range.name.count, valuelen: range.value.count,
                           flags: UInt8(NGHTTP2_NV_FLAG_NONE.rawValue))
            }
            nameValues.withUnsafeBufferPointer { nameValues in
                if let first = nameValues.baseAddress {
                    body(first, nameValues.count)
                }
            }
        }
    }
}
