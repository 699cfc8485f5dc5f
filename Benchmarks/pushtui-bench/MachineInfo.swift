import Foundation

/// The machine a run happened on, printed with the tables and in `--json`: figures from a shared
/// 2-core machine mean little without its load.
struct MachineInfo: Codable {
    let cores: Int
    let operatingSystem: String
    let kernel: String
    let loadAverage: String
    let swiftVersion: String
    let date: String

    static func current() -> MachineInfo {
        MachineInfo(cores: ProcessInfo.processInfo.activeProcessorCount, operatingSystem: osName(),
                    kernel: kernel(), loadAverage: loadAverage(),
                    swiftVersion: swiftVersion(), date: ISO8601DateFormatter().string(from: Date()))
    }

    /// The 1, 5 and 15 minute load averages, "n/a" without /proc.
    static func loadAverage() -> String {
        (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8))
            .map { $0.split(separator: " ").prefix(3).joined(separator: " ") } ?? "n/a"
    }

    var description: String {
        "\(cores) cores, \(operatingSystem) (\(kernel)), \(swiftVersion), load average \(loadAverage), \(date)"
    }

    /// "Linux 6.1.0-18-amd64", from /proc; the OS name otherwise.
    private static func kernel() -> String {
        guard let release = try? String(contentsOfFile: "/proc/sys/kernel/osrelease", encoding: .utf8) else {
            return ProcessInfo.processInfo.operatingSystemVersionString
        }
        return "Linux " + release.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func osName() -> String {
        guard let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
              let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) else {
            return ProcessInfo.processInfo.operatingSystemVersionString
        }
        return line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
    }

    /// The first line of `swift --version`, the toolchain this was most likely built with.
    private static func swiftVersion() -> String {
        guard let swift = Executable.find("swift"),
              let output = try? Executable.run(swift, ["--version"]),
              let line = output.split(separator: "\n").first(where: { $0.contains("Swift version") }) else {
            return "Swift (version unknown)"
        }
        // "Swift version 6.3.1 (swift-6.3.1-RELEASE)" -> "Swift 6.3.1"
        let words = line.split(separator: " ")
        if let index = words.firstIndex(of: "version"), index + 1 < words.count { return "Swift \(words[index + 1])" }
        return String(line)
    }
}
