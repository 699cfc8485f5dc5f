import Foundation

/// A file's bytes mapped read-only into memory, for reading whole files without copying them (the
/// history's search, and its compaction, which writes an archive out of its mapping): only the
/// pages touched are read. Unmapped when released. The history's files are never
/// truncated in place (archives are replaced by a rename, a compacted file is removed), so the
/// pages of a mapping never vanish under it.
final class MappedFile {
    /// The file's bytes as they were when it was mapped (a file appended to since ends there).
    let bytes: UnsafeRawBufferPointer

    /// `path` mapped, or nil when it cannot be opened or is empty.
    init?(path: String) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_size > 0,
              let address = mmap(nil, Int(status.st_size), PROT_READ, MAP_PRIVATE, descriptor, 0),
              address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: Int(status.st_size))
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
