import Foundation

/// HTTP's `date` header in its one current form, IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`),
/// as defined in [RFC 9110 §5.6.7](https://www.rfc-editor.org/rfc/rfc9110#section-5.6.7).
///
/// The simulator writes it and the transport reads it, so both use this one definition. Written by
/// hand rather than with `DateFormatter`, which depends on locale data and costs far more per
/// response than the arithmetic below.
public enum HTTPDate {
    /// The header's name, lowercase as HTTP/2 sends it.
    public static let headerName = "date"

    private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let secondsPerDay = 86_400

    /// `date` in IMF-fixdate, to the whole second (rounded down), in GMT.
    public static func format(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = floorDivide(seconds, secondsPerDay)
        let secondOfDay = seconds - days * secondsPerDay
        let civil = civilDate(daysSince1970: days)
        // 1 January 1970 was a Thursday.
        let weekday = weekdays[((days % 7) + 7 + 4) % 7]
        return "\(weekday), \(twoDigits(civil.day)) \(months[civil.month - 1]) \(fourDigits(civil.year)) "
            + "\(twoDigits(secondOfDay / 3600)):\(twoDigits(secondOfDay / 60 % 60)):\(twoDigits(secondOfDay % 60)) GMT"
    }

    /// The instant an IMF-fixdate names, or nil for anything else: another format, a month or
    /// weekday name that does not exist, an impossible day such as 31 Feb, or garbage.
    ///
    /// RFC 9110 also asks recipients to accept two obsolete forms (RFC 850 and asctime); servers that
    /// speak HTTP/2 send IMF-fixdate, so the obsolete forms are treated as unreadable.
    public static func parse(_ text: some StringProtocol) -> Date? {
        // Read in place: this runs on every answer's header, where copies cost more than the parse.
        var text = String(text)
        return text.withUTF8 { parse(bytes: $0) }
    }

    private static func parse(bytes all: UnsafeBufferPointer<UInt8>) -> Date? {
        func isSpace(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        var start = 0, end = all.count
        while start < end, isSpace(all[start]) { start += 1 }
        while end > start, isSpace(all[end - 1]) { end -= 1 }
        let bytes = UnsafeBufferPointer(rebasing: all[start..<end])
        // "Www, DD Mmm YYYY HH:MM:SS GMT"
        guard bytes.count == 29,
              weekdayCodes.contains(code(bytes[0..<3])),
              bytes[3] == UInt8(ascii: ","), bytes[4] == UInt8(ascii: " "), bytes[7] == UInt8(ascii: " "),
              bytes[11] == UInt8(ascii: " "), bytes[16] == UInt8(ascii: " "),
              bytes[19] == UInt8(ascii: ":"), bytes[22] == UInt8(ascii: ":"),
              code(bytes[25...]) == code(" GMT".utf8),
              let monthIndex = monthCodes.firstIndex(of: code(bytes[8..<11])),
              let day = number(bytes[5..<7]), let year = number(bytes[12..<16]),
              let hour = number(bytes[17..<19]), let minute = number(bytes[20..<22]), let second = number(bytes[23..<25]),
              (1...daysInMonth(monthIndex + 1, year: year)).contains(day),
              hour < 24, minute < 60, second <= 60 // 60: a leap second, which RFC 9110 allows
        else { return nil }
        let days = daysSince1970(year: year, month: monthIndex + 1, day: day)
        let seconds = days * secondsPerDay + hour * 3600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    /// Names of three or four letters as one number each, compared at once rather than letter by letter.
    private static let weekdayCodes = weekdays.map { code($0.utf8) }
    private static let monthCodes = months.map { code($0.utf8) }

    private static func code(_ bytes: some Collection<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }

    private static func number(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> Int? {
        var value = 0
        for digit in digits {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return nil }
            value = value * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return value
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : String(value)
    }

    private static func fourDigits(_ value: Int) -> String {
        let text = String(value)
        return String(repeating: "0", count: max(0, 4 - text.count)) + text
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }

    private static func daysInMonth(_ month: Int, year: Int) -> Int {
        switch month {
        case 2: isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // Howard Hinnant's days_from_civil / civil_from_days (proleptic Gregorian calendar), which
    // need no calendar object and are exact for every year this header can carry.
    private static func daysSince1970(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = floorDivide(shiftedYear, 400)
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    private static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = floorDivide(shifted, 146_097)
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
