#if !os(Linux) || PUSHTUI_POSIX
import Foundation

/// What the tests look at in a running process: its threads, descriptors, CPU time, children and
/// state. POSIX: descriptors probed with `fcntl(F_GETFD)` and identified with `getsockname`,
/// `getpeername` and `fstat`; other processes through `ps`. Platform unit: the Linux side is in
/// ProcessInspection+Linux.swift.
public enum ProcessInspection {
    /// The names of this process's threads, or nil where the platform cannot list them: POSIX has
    /// no call that lists a process's threads, so the tests then count descriptors only.
    public static func threadNames() -> [String]? {
        nil
    }

    /// How many of this process's open descriptors are TCP sockets with one of `ports` at either
    /// end, or files under `directory`.
    public static func descriptorCount(ports: [UInt16], under directory: String) -> Int {
        let wanted = Set(ports)
        let files = fileIdentities(under: directory)
        return (0..<getdtablesize()).filter { descriptor in
            guard fcntl(descriptor, F_GETFD) != -1 else { return false }
            if !wanted.isDisjoint(with: socketPorts(of: descriptor)) { return true }
            var status = stat()
            return fstat(descriptor, &status) == 0 && files.contains(FileIdentity(status))
        }.count
    }

    /// The CPU seconds (user + system) process `pid` has used, from `ps -o time=`
    /// (`[[dd-]hh:]mm:ss[.ff]`; procps prints whole seconds, macOS hundredths); nil when it cannot be read.
    public static func processorSeconds(of pid: pid_t) -> Double? {
        guard let result = try? CommandLineTool.run("ps", ["-o", "time=", "-p", "\(pid)"]), result.status == 0 else { return nil }
        let text = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let dayAndRest = text.split(separator: "-", maxSplits: 1)
        let days = dayAndRest.count == 2 ? Double(dayAndRest[0]) : 0
        guard let days, let clock = dayAndRest.last else { return nil }
        var seconds = 0.0
        for part in clock.split(separator: ":") {
            guard let value = Double(part) else { return nil }
            seconds = seconds * 60 + value
        }
        return days * 86_400 + seconds
    }

    /// The processes whose parent is `pid`, from `ps -A -o pid= -o ppid=`.
    public static func children(of pid: pid_t) -> [pid_t] {
        guard let result = try? CommandLineTool.run("ps", ["-A", "-o", "pid=", "-o", "ppid="]) else { return [] }
        return result.standardOutput.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ").compactMap { pid_t($0) }
            return fields.count == 2 && fields[1] == pid ? fields[0] : nil
        }
    }

    /// Whether `pid` is gone or a zombie (ended, not yet reaped by whoever adopted it), from `ps -o stat=`.
    public static func hasEnded(_ pid: pid_t) -> Bool {
        guard let result = try? CommandLineTool.run("ps", ["-o", "stat=", "-p", "\(pid)"]), result.status == 0 else { return true }
        return result.standardOutput.trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }

    /// The path of this process's executable, or nil where the platform does not say: POSIX has
    /// no call for it, so callers look beside `Bundle.main`'s executable and argv[0].
    public static func executablePath() -> String? {
        nil
    }

    /// A file as `stat` names it, whatever path reached it.
    private struct FileIdentity: Hashable {
        let device: UInt64
        let inode: UInt64

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
        }
    }

    /// The files (and directories) under `directory`, the directory included.
    private static func fileIdentities(under directory: String) -> Set<FileIdentity> {
        let paths = [directory] + (FileManager.default.subpaths(atPath: directory) ?? []).map { directory + "/" + $0 }
        return Set(paths.compactMap { path in
            var status = stat()
            return stat(path, &status) == 0 ? FileIdentity(status) : nil
        })
    }

    /// The local and remote ports of `descriptor` when it is an IPv4 or IPv6 socket, else none.
    private static func socketPorts(of descriptor: Int32) -> [UInt16] {
        [getsockname, getpeername].compactMap { call in
            var address = sockaddr_storage()
            var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
            let named = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call(descriptor, $0, &length) }
            }
            guard named == 0 else { return nil }
            return withUnsafePointer(to: &address) { pointer in
                switch Int32(pointer.pointee.ss_family) {
                case AF_INET: pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
                case AF_INET6: pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
                default: nil
                }
            }
        }
    }
}
#endif
