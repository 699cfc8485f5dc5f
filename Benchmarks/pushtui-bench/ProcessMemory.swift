import Foundation

/// Resident memory as Linux reports it in `/proc/<pid>/status`; nil where that file does not
/// exist (macOS), so the benchmark prints "n/a" instead of a made-up figure.
enum ProcessMemory {
    /// Resident set size now (`VmRSS`), in bytes, of this process or of `pid`.
    static func resident(pid: Int32? = nil) -> Int? { field("VmRSS:", pid: pid) }

    /// The highest resident set size so far (`VmHWM`, the same figure as `ru_maxrss`), in bytes.
    static func peakResident(pid: Int32? = nil) -> Int? { field("VmHWM:", pid: pid) }

    /// "12.3 MB", or "n/a".
    static func describe(_ bytes: Int?) -> String {
        guard let bytes else { return "n/a" }
        return String(format: "%.1f MB", Double(bytes) / 1_048_576)
    }

    private static func field(_ label: String, pid: Int32?) -> Int? {
        let path = "/proc/\(pid.map(String.init) ?? "self")/status"
        guard let status = try? String(contentsOfFile: path, encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix(label) }) else { return nil }
        // "VmRSS:	   12345 kB"
        return line.dropFirst(label.count).split(whereSeparator: \.isWhitespace).first.flatMap { Int($0) }.map { $0 * 1024 }
    }
}
