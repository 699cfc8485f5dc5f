import Foundation

/// What retention and search read from a history line's bytes without decoding it: where the
/// lines are, and a record's `time`. The writer (``HistoryRecord/appendLine(to:)``) escapes every
/// quote inside a string, so a member name with its quotes is found by its bytes alone.
enum HistoryLineBytes {
    /// The non-empty lines of `buffer`, without their newlines.
    static func lines(in buffer: UnsafeRawBufferPointer) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0
        while start < buffer.count {
            let end = lineEnd(in: buffer, from: start)
            if end > start { lines.append(start..<end) }
            start = end + 1
        }
        return lines
    }

    /// The index of the first newline at or after `start`, or the buffer's end.
    static func lineEnd(in buffer: UnsafeRawBufferPointer, from start: Int) -> Int {
        guard start < buffer.count, let base = buffer.baseAddress,
              let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) else { return buffer.count }
        return base.distance(to: UnsafeRawPointer(found))
    }

    /// Where the last occurrence of `needle` begins in `line`, or nil.
    static func lastRange(of needle: [UInt8], in line: UnsafeRawBufferPointer) -> Int? {
        guard line.count >= needle.count else { return nil }
        var start = line.count - needle.count
        while start >= 0 {
            if line[start] == needle[0], needle.indices.allSatisfy({ line[start + $0] == needle[$0] }) { return start }
            start -= 1
        }
        return nil
    }

    /// The record's `time` (seconds since 1970), or nil when the line has none that reads as a
    /// number. `time` comes after `headers` in the line, so its last occurrence is the record's.
    static func time(of line: UnsafeRawBufferPointer) -> Double? {
        guard let key = lastRange(of: timeMember, in: line) else { return nil }
        var end = key + timeMember.count
        while end < line.count, numberBytes.contains(line[end]) { end += 1 }
        return Double(String(decoding: line[(key + timeMember.count)..<end], as: UTF8.self))
    }

    private static let timeMember = Array(#","time":"#.utf8)
    private static let numberBytes = Set("0123456789.eE+-".utf8)
}
