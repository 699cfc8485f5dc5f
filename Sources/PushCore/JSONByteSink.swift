/// Where JSON's bytes are written: a byte array, or the memory a ``JSONObjectWriter`` owns. The
/// escaping and number writing are written once, over this.
protocol JSONByteSink: ~Copyable {
    mutating func appendByte(_ byte: UInt8)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: JSONByteSink where Element == UInt8 {
    mutating func appendByte(_ byte: UInt8) {
        append(byte)
    }

    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

/// Bytes written through a pointer into memory it owns, grown by doubling: a line written this
/// way pays no array's uniqueness and capacity checks on each of its few hundred small pieces,
/// which cost more than the pieces themselves.
struct JSONScratch: ~Copyable, JSONByteSink {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes are written.
    private(set) var count = 0

    /// Room for `capacity` bytes before the first growth.
    init(capacity: Int) {
        self.capacity = max(16, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The bytes written.
    var bytes: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always)
    mutating func appendByte(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    mutating func appendBytes(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Appends a member's key as `"name":`, after a comma when `afterComma`: with one check for
    /// room, not one per piece (a line has two dozen keys).
    @inline(__always)
    mutating func appendKey(_ name: UnsafeBufferPointer<UInt8>, afterComma: Bool) {
        guard let source = name.baseAddress else { return }
        let length = name.count + (afterComma ? 4 : 3)
        if count + length > capacity { grow(toHold: count + length) }
        var at = base + count
        if afterComma {
            at.pointee = UInt8(ascii: ",")
            at += 1
        }
        at.pointee = UInt8(ascii: "\"")
        (at + 1).update(from: source, count: name.count)
        at[name.count + 1] = UInt8(ascii: "\"")
        at[name.count + 2] = UInt8(ascii: ":")
        count += length
    }

    private mutating func grow(toHold needed: Int) {
        let larger = max(needed, capacity * 2)
        let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
        moved.update(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = larger
    }
}
