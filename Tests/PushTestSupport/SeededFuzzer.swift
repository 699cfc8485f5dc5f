/// A deterministic generator of hostile input for the fuzz tests: SplitMix64 underneath, so a seed
/// printed in a failure message replays the exact case on any machine.
///
/// Each fuzz test runs a bounded number of iterations from fixed seeds inside `swift test`, every
/// time; the coverage-guided libFuzzer targets in `Fuzz/` (`./dev fuzz`) search far longer.
public struct SeededFuzzer: RandomNumberGenerator {
    /// The seed this generator started from; fuzz tests print it next to the failing input.
    public let seed: UInt64
    private var state: UInt64

    /// A generator that starts from `seed`.
    public init(seed: UInt64) {
        self.seed = seed
        state = seed
    }

    /// The next SplitMix64 output (Steele, Lea and Flood, "Fast splittable pseudorandom number generators").
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A uniformly chosen integer below `bound` (0 when `bound` is not positive).
    public mutating func below(_ bound: Int) -> Int {
        bound > 0 ? Int.random(in: 0..<bound, using: &self) : 0
    }

    /// True with probability `percent` out of 100.
    public mutating func chance(_ percent: Int) -> Bool {
        below(100) < percent
    }

    /// One element of a non-empty array.
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[below(choices.count)]
    }

    /// Up to `maximumCount` uniformly random bytes.
    public mutating func bytes(maximumCount: Int) -> [UInt8] {
        (0..<below(maximumCount + 1)).map { _ in UInt8.random(in: 0...255, using: &self) }
    }

    /// `valid` damaged by one to four of: byte flips, inserts, deletes, duplicated slices, and
    /// splices of hostile JSON fragments (deep nesting, huge numbers, escapes, bad UTF-8, lone surrogates).
    public mutating func mutate(_ valid: [UInt8]) -> [UInt8] {
        var bytes = valid
        for _ in 0..<(1 + below(4)) {
            let position = below(bytes.count + 1)
            switch below(6) {
            case 0 where !bytes.isEmpty:
                let index = below(bytes.count)
                bytes[index] ^= UInt8(1) << UInt8(below(8))
            case 1:
                bytes.insert(UInt8.random(in: 0...255, using: &self), at: position)
            case 2 where !bytes.isEmpty:
                bytes.remove(at: below(bytes.count))
            case 3 where !bytes.isEmpty:
                let start = below(bytes.count)
                let end = min(bytes.count, start + 1 + below(16))
                bytes.insert(contentsOf: bytes[start..<end], at: position)
            default:
                bytes.insert(contentsOf: hostileFragment(), at: position)
            }
        }
        return bytes
    }

    /// A fragment that stresses a JSON reader, valid or not on its own.
    public mutating func hostileFragment() -> [UInt8] {
        let depth = 1 + below(700)
        switch below(10) {
        case 0: return Array(repeating: UInt8(ascii: "["), count: depth) + Array(repeating: UInt8(ascii: "]"), count: below(2) == 0 ? depth : below(depth))
        case 1: return Array(String(repeating: "{\"a\":", count: depth).utf8) + [UInt8(ascii: "1")] + Array(repeating: UInt8(ascii: "}"), count: depth)
        case 2: return Array(pick(["1e999999", "-1e-999999", "123456789012345678901234567890", "-0", "0.0000000000000000000001",
                                   "1E+", "01", "-", ".5", "NaN", "Infinity", "9223372036854775808", "-9223372036854775809"]).utf8)
        case 3: return Array(pick(["\"\\u0000\"", "\"\\uD800\"", "\"\\uDC00\\uD800\"", "\"\\uD83D\\uDE00\"", "\"\\u12\"", "\"\\x41\"",
                                   "\"\\\"", "\"\\/\\b\\f\\n\\r\\t\"", "\"\\uZZZZ\"", "\"\\"]).utf8)
        case 4: return pick([[0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82], [0xEF, 0xBB, 0xBF], [0x80]])
        case 5: return pick([[0x00], [0x09], [0x0A], [0x0D], [0x7F], Array("\u{2028}".utf8)])
        case 6: return Array(pick(["true", "false", "null", "tru", "nul", ",", ":", "]", "}", "{}", "[]", "\"\"", "\"aps\"", "\"alert\""]).utf8)
        case 7: return Array(String(repeating: "a", count: below(5000)).utf8)
        case 8: return Array("{\"aps\":{\"alert\":\"".utf8) + bytes(maximumCount: 8) + Array("\"}}".utf8)
        default: return bytes(maximumCount: 8)
        }
    }

    /// A string of up to `maximumLength` scalars drawn mostly from `alphabet`, sometimes from anywhere.
    public mutating func text(from alphabet: [Character], maximumLength: Int) -> String {
        var result = ""
        for _ in 0..<below(maximumLength + 1) {
            if chance(5) {
                result.unicodeScalars.append(randomScalar())
            } else {
                result.append(pick(alphabet))
            }
        }
        return result
    }

    /// Any Unicode scalar, biased towards ASCII, controls, combining marks and astral characters.
    public mutating func randomScalar() -> Unicode.Scalar {
        let value: UInt32
        switch below(4) {
        case 0: value = UInt32(below(0x80))
        case 1: value = UInt32(pick([0x00, 0x0A, 0x7F, 0x85, 0xA0, 0x301, 0x200B, 0x2028, 0xFEFF, 0xFF21, 0x1F600]))
        case 2: value = UInt32(below(0xD800))
        default: value = 0xE000 + UInt32(below(0x10_FFFF - 0xE000))
        }
        return Unicode.Scalar(value) ?? "?"
    }

    /// `text` decoded leniently from random mutated bytes, for APIs that take `String`.
    public mutating func mutatedText(_ valid: String) -> String {
        String(decoding: mutate(Array(valid.utf8)), as: UTF8.self)
    }
}

extension Array where Element == UInt8 {
    /// The bytes as lowercase hex, so a failing fuzz input can be pasted back into a test.
    public var fuzzHex: String {
        map { byte in
            let digits = String(byte, radix: 16)
            return digits.count == 1 ? "0" + digits : digits
        }.joined()
    }
}
