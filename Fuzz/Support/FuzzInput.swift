/// The bytes of one libFuzzer input, read front to back as structured choices.
///
/// Reading past the end yields zeros and empty slices rather than failing, so every input,
/// however short, decodes to some case; libFuzzer's mutations then steer the choices.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    /// Copies the input libFuzzer hands to `LLVMFuzzerTestOneInput`.
    public init(data: UnsafePointer<UInt8>?, size: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    }

    /// An input over `bytes`, for replaying a case by hand.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { position >= bytes.count }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number below `bound` taken from one byte (0 when `bound` is not positive).
    public mutating func index(below bound: Int) -> Int {
        bound > 0 ? Int(byte()) % bound : 0
    }

    /// One byte's lowest bit.
    public mutating func flag() -> Bool {
        byte() & 1 == 1
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[index(below: choices.count)]
    }

    /// One of `choices`, or free text (the next field) when the byte lands on one of `spare`
    /// extra slots; one byte either way, so libFuzzer's byte mutations map to one choice each.
    public mutating func pickOrText(_ choices: [String], spare: Int = 1) -> String {
        let index = self.index(below: choices.count + spare)
        return index < choices.count ? choices[index] : text()
    }

    /// The bytes up to the next `separator` (which is consumed), or up to the end.
    public mutating func field(separatedBy separator: UInt8 = 0) -> [UInt8] {
        let start = position
        while position < bytes.count, bytes[position] != separator { position += 1 }
        let field = Array(bytes[start..<position])
        if position < bytes.count { position += 1 }
        return field
    }

    /// ``field(separatedBy:)`` decoded as UTF-8, invalid sequences replaced.
    public mutating func text(separatedBy separator: UInt8 = 0) -> String {
        String(decoding: field(separatedBy: separator), as: UTF8.self)
    }

    /// Every byte not read yet.
    public mutating func rest() -> [UInt8] {
        defer { position = bytes.count }
        return position < bytes.count ? Array(bytes[position...]) : []
    }
}
