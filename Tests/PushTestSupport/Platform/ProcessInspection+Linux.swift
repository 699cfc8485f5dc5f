#if os(Linux) && !PUSHTUI_POSIX
import Foundation

/// What the tests look at in a running process: its threads, descriptors, CPU time, children and
/// state. Linux: read from /proc. Platform unit: the POSIX side is in ProcessInspection+POSIX.swift.
public enum ProcessInspection {
    /// The names of this process's threads (`/proc/self/task/*/comm`), or nil where the platform
    /// cannot list them.
    public static func threadNames() -> [String]? {
        entries(of: "/proc/self/task").compactMap { task in
            // A thread may end between the listing and the read; it then counts as gone.
            (try? String(contentsOfFile: "/proc/self/task/\(task)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
        }
    }

    /// How many of this process's open descriptors are TCP sockets with one of `ports` at either
    /// end, or files under `directory`.
    public static func descriptorCount(ports: [UInt16], under directory: String) -> Int {
        let inodes = socketInodes(ports: Set(ports))
        return entries(of: "/proc/self/fd").filter { descriptor in
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(descriptor)") else { return false }
            if target.hasPrefix("socket:[") { return inodes.contains(String(target.dropFirst(8).dropLast())) }
            return target.hasPrefix(directory)
        }.count
    }

    /// The CPU seconds (user + system) process `pid` has used, from /proc/<pid>/stat; nil when it
    /// cannot be read.
    public static func processorSeconds(of pid: pid_t) -> Double? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let afterName = stat.range(of: ") ") else { return nil }
        let fields = stat[afterName.upperBound...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The processes whose parent is `pid`.
    public static func children(of pid: pid_t) -> [pid_t] {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
        return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }

    /// Whether `pid` is gone or a zombie (ended, not yet reaped by whoever adopted it).
    public static func hasEnded(_ pid: pid_t) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else { return true }
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    /// The path of this process's executable (`/proc/self/exe`, right even when argv[0] is relative
    /// or a bare name), or nil where the platform does not say.
    public static func executablePath() -> String? {
        try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    }

    /// The names in a /proc directory, read with readdir: threads and descriptors come and go while
    /// it is listed, which can make Foundation's listing fail as a whole.
    private static func entries(of directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        // The name is read in place, up to its NUL: the kernel packs entries by their d_reclen, so
        // the last one in readdir's buffer may end before a whole `dirent` would (copying
        // `entry.pointee` read past the buffer, as AddressSanitizer saw).
        let nameOffset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        while let entry = readdir(stream) {
            let name = String(cString: (UnsafeRawPointer(entry) + nameOffset).assumingMemoryBound(to: CChar.self))
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The inodes of TCP sockets (IPv4 and IPv6) whose local or remote port is one of `ports`, read
    /// from /proc/self/net/tcp*: `sl local_address rem_address st … uid timeout inode`, addresses as `HEX:PORT`.
    private static func socketInodes(ports wanted: Set<UInt16>) -> Set<String> {
        var inodes = Set<String>()
        for table in ["/proc/self/net/tcp", "/proc/self/net/tcp6"] {
            guard let text = try? String(contentsOfFile: table, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n").dropFirst() {
                let fields = line.split(separator: " ")
                guard fields.count > 9 else { continue }
                let ports = [fields[1], fields[2]].compactMap { $0.split(separator: ":").last.flatMap { UInt16($0, radix: 16) } }
                if !wanted.isDisjoint(with: ports), fields[9] != "0" { inodes.insert(String(fields[9])) }
            }
        }
        return inodes
    }
}
#endif
