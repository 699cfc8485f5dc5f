import Foundation

/// One line of a tokens file (`pushtui send --tokens-file`): a device token, or nothing.
///
/// `#` starts a comment; blank and comment-only lines hold nothing. A UTF-8 byte order mark at the
/// start of the file and a `\r` before the line end (CRLF files) are accepted silently: editors on
/// Windows write both, and neither can be part of a token.
public enum TokenListLine {
    /// The token on `line` (its bytes without the `\n`), or nil when it holds none.
    /// - Parameter isFirst: whether this is the file's first line, where a byte order mark may stand.
    public static func token(in line: ArraySlice<UInt8>, isFirst: Bool) throws(DeviceTokenError) -> DeviceToken? {
        guard let text = content(of: line, isFirst: isFirst) else { return nil }
        return try DeviceToken(parsingBytes: text)
    }

    /// The token text on `line` — without a leading byte order mark, a comment or a trailing `\r`
    /// — or nil when the line holds none. Device tokens and FCM registration tokens share it.
    public static func content(of line: ArraySlice<UInt8>, isFirst: Bool) -> ArraySlice<UInt8>? {
        // Index arithmetic on the buffer, not collection algorithms: a million-line file passes here
        // a million times, and this stays fast even in a debug build.
        let (start, end, isBlank) = line.withUnsafeBufferPointer { buffer -> (Int, Int, Bool) in
            var start = 0
            if isFirst, buffer.count >= 3, buffer[0] == byteOrderMark[0], buffer[1] == byteOrderMark[1], buffer[2] == byteOrderMark[2] {
                start = 3
            }
            // The comment's start found by `memchr`, and blankness up to the first other byte: a
            // token line is decided by its first byte.
            let rest = UnsafeBufferPointer(rebasing: buffer[start...])
            var end = buffer.count
            if let base = rest.baseAddress, let hash = memchr(base, Int32(UInt8(ascii: "#")), rest.count) {
                end = start + (UnsafeRawPointer(hash) - UnsafeRawPointer(base))
            }
            var isBlank = true
            var index = start
            while index < end {
                let byte = buffer[index]
                if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t"), byte != UInt8(ascii: "\r") {
                    isBlank = false
                    break
                }
                index += 1
            }
            if end > start, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            return (start, end, isBlank)
        }
        guard !isBlank else { return nil }
        return line[(line.startIndex + start)..<(line.startIndex + end)]
    }

    /// The UTF-8 byte order mark, U+FEFF.
    public static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]
}
