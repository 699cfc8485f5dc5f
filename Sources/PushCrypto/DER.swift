/// The sliver of DER (ITU-T X.690) that Apple's push-certificate extensions need: definite-length
/// TLVs with one-byte tags, read and written. OpenSSL has no type for these private extensions,
/// so their values are handled as bytes here.
enum DER {
    /// Universal tags used by Apple's extensions.
    enum Tag {
        static let null: UInt8 = 0x05
        static let utf8String: UInt8 = 0x0C
        static let printableString: UInt8 = 0x13
        static let ia5String: UInt8 = 0x16
        static let sequence: UInt8 = 0x30
    }

    /// One tag-length-value element.
    struct Element: Equatable {
        let tag: UInt8
        let content: ArraySlice<UInt8>

        /// The content as text when the tag is a string type Apple or an exporter might use.
        var text: String? {
            guard [Tag.utf8String, Tag.printableString, Tag.ia5String].contains(tag) else { return nil }
            return String(validating: content, as: UTF8.self)
        }

        /// The elements inside a SEQUENCE, or nil for anything else or malformed content.
        var children: [Element]? {
            tag == Tag.sequence ? DER.elements(in: content) : nil
        }
    }

    /// The consecutive elements filling `bytes` exactly, or nil when any is truncated, uses
    /// the indefinite form (not DER), or has a multi-byte tag.
    static func elements(in bytes: ArraySlice<UInt8>) -> [Element]? {
        var elements: [Element] = []
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let tag = bytes[index]
            // Tag number 31 announces a multi-byte tag, which nothing here uses.
            guard tag & 0x1F != 0x1F else { return nil }
            index += 1
            guard index < bytes.endIndex else { return nil }
            let first = bytes[index]
            index += 1
            var length = 0
            if first < 0x80 {
                length = Int(first)
            } else {
                let count = Int(first & 0x7F)
                // 0x80 is the indefinite form; more than 4 length bytes is no honest extension.
                guard (1...4).contains(count), bytes.endIndex - index >= count else { return nil }
                for byte in bytes[index..<index + count] { length = length << 8 | Int(byte) }
                index += count
            }
            guard bytes.endIndex - index >= length else { return nil }
            elements.append(Element(tag: tag, content: bytes[index..<index + length]))
            index += length
        }
        return elements
    }

    /// Encodes one element with the shortest (DER) length form.
    static func encode(tag: UInt8, content: [UInt8]) -> [UInt8] {
        [tag] + encodedLength(content.count) + content
    }

    /// `UTF8String` holding `text`.
    static func utf8String(_ text: String) -> [UInt8] {
        encode(tag: Tag.utf8String, content: Array(text.utf8))
    }

    /// `SEQUENCE` of already encoded elements.
    static func sequence(_ elements: [[UInt8]]) -> [UInt8] {
        encode(tag: Tag.sequence, content: elements.flatMap { $0 })
    }

    /// `NULL`.
    static let null: [UInt8] = [Tag.null, 0x00]

    private static func encodedLength(_ length: Int) -> [UInt8] {
        guard length >= 0x80 else { return [UInt8(length)] }
        var bytes: [UInt8] = []
        var rest = length
        while rest > 0 {
            bytes.insert(UInt8(rest & 0xFF), at: 0)
            rest >>= 8
        }
        return [0x80 | UInt8(bytes.count)] + bytes
    }
}
