import Foundation

/// The one time format of token books: ISO 8601 in UTC to the second, `2026-11-02T10:15:00Z`.
///
/// Written by hand rather than with a date formatter so the text never depends on a locale or
/// calendar setting and stays byte-stable across platforms.
public enum ProfileTimestamp {
    /// `time` as `YYYY-MM-DDTHH:MM:SSZ`, fractions of a second dropped.
    public static func format(_ time: Date) -> String {
        let seconds = Int(time.timeIntervalSince1970.rounded(.down))
        let days = seconds.floorDivided(by: 86_400)
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(daysSinceEpoch: days)
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T"
            + "\(pad(secondOfDay / 3600, 2)):\(pad(secondOfDay / 60 % 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    /// Whether `text` has the shape ``format(_:)`` writes, with fields in range.
    public static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        let shape = Array("dddd-dd-ddTdd:dd:ddZ".utf8)
        guard bytes.count == shape.count else { return false }
        for (byte, expected) in zip(bytes, shape) {
            let matches = expected == UInt8(ascii: "d") ? ASCII.isDigit(byte) : byte == expected
            if !matches { return false }
        }
        func field(_ start: Int, _ length: Int) -> Int {
            bytes[start..<start + length].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        }
        return (1...12).contains(field(5, 2)) && (1...31).contains(field(8, 2))
            && field(11, 2) < 24 && field(14, 2) < 60 && field(17, 2) < 61
    }

    // Howard Hinnant's days-to-civil algorithm: exact for the proleptic Gregorian calendar.
    private static func civilDate(daysSinceEpoch: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = daysSinceEpoch + 719_468
        let era = shifted.floorDivided(by: 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    private static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}

private extension Int {
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
