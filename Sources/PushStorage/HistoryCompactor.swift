import Foundation

/// What becomes of a full history file: its lines move into the archive of their source
/// (``HistorySource``), each archive trimmed from its head to its ``HistoryRetention`` and written
/// atomically (0600), and then the full file (and a `history.1.jsonl` an earlier version rotated
/// to) is removed, so the next append starts a new one.
///
/// Run by the appender that found the file full, holding its lock: no other writer appends to it
/// or compacts it meanwhile. Lines are sorted by their bytes alone (``HistoryLineBytes``); only the
/// `time` of the lines at an archive's head is read, for the age rule.
struct HistoryCompactor {
    let file: HistoryFile
    /// The age rule's present.
    let now: Date

    /// Moves `live`, the full file's bytes, into the archives, then removes the full file.
    func compact(live: [UInt8]) throws(HistoryError) {
        let legacy = HistoryFile.readAll(file.rotatedPath) ?? []
        // Each line a slice of the buffer it was read into: no copy per line.
        var incoming: [HistorySource: [ArraySlice<UInt8>]] = [:]
        for buffer in [legacy, live] {
            buffer.withUnsafeBytes { bytes in
                for range in HistoryLineBytes.lines(in: bytes) where bytes[range.upperBound - 1] == UInt8(ascii: "}") {
                    // A line cut short by a crash does not end its object: it is left behind.
                    let line = UnsafeRawBufferPointer(rebasing: bytes[range])
                    incoming[HistorySource.of(line: line), default: []].append(buffer[range])
                }
            }
        }
        for source in HistorySource.allCases {
            try archive(incoming[source] ?? [], into: file.archivePath(of: source), keeping: file.retention(source))
        }
        // Only now that every line is in an archive: a crash before this point leaves the lines
        // where they were, and the next compaction recognises those already archived.
        unlink(file.rotatedPath)
        unlink(file.path)
    }

    /// Adds `lines` to the archive at `path` and trims its head to `retention`. The archive is read
    /// through a mapping and written out of it: a full `send` archive is 64 MiB, and reading it into
    /// memory, appending and cutting its head off cost as much again as writing it.
    private func archive(_ lines: [ArraySlice<UInt8>], into path: String, keeping retention: HistoryRetention) throws(HistoryError) {
        let mapped = MappedFile(path: path)
        let archived = mapped?.bytes ?? UnsafeRawBufferPointer(start: nil, count: 0)
        let fresh = lines.suffix(from: alreadyArchived(lines, in: archived))
        guard !fresh.isEmpty else { return }
        var added: [UInt8] = []
        added.reserveCapacity(fresh.reduce(1) { $0 + $1.count + 1 })
        // A line a crash cut short at the archive's end is ended, so it costs only itself.
        if let last = archived.last, last != UInt8(ascii: "\n") { added.append(UInt8(ascii: "\n")) }
        for line in fresh {
            added += line
            added.append(UInt8(ascii: "\n"))
        }
        let written = added.withUnsafeBytes { added in
            Result { () throws(AtomicFileError) in
                let start = keptStart(of: archived, then: added, keeping: retention)
                let parts = start < archived.count
                    ? [UnsafeRawBufferPointer(rebasing: archived[start...]), added]
                    : [UnsafeRawBufferPointer(rebasing: added[(start - archived.count)...])]
                try AtomicFile.write(parts: parts, to: path, mode: 0o600)
            }
        }
        // The mapping must outlive the write of its bytes, its last use as far as the compiler sees.
        withExtendedLifetime(mapped) {}
        if case .failure(let error) = written { throw HistoryError(path: path, reason: error.description) }
    }

    /// How many of `lines` the archive already ends with: a compaction that died after writing
    /// the archives left the full file behind, and its lines come again.
    private func alreadyArchived(_ lines: [ArraySlice<UInt8>], in archive: UnsafeRawBufferPointer) -> Int {
        guard archive.count > 1 else { return 0 }
        // A line a crash cut short at the end has no newline: it is the last line all the same.
        let end = archive.last == UInt8(ascii: "\n") ? archive.count - 1 : archive.count
        let lastStart = archive[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        let last = archive[lastStart..<end]
        return lines.lastIndex { $0.elementsEqual(last) }.map { $0 + 1 } ?? 0
    }

    /// The offset, counted through `archived` and on into `added`, of the first line `retention`
    /// keeps of the two, oldest first.
    private func keptStart(of archived: UnsafeRawBufferPointer, then added: UnsafeRawBufferPointer,
                           keeping retention: HistoryRetention) -> Int {
        let lines = HistoryLineBytes.lines(in: archived)
            + HistoryLineBytes.lines(in: added).map { ($0.lowerBound + archived.count)..<($0.upperBound + archived.count) }
        let total = archived.count + added.count
        func line(_ index: Int) -> UnsafeRawBufferPointer {
            let range = lines[index]
            return range.lowerBound < archived.count
                ? UnsafeRawBufferPointer(rebasing: archived[range])
                : UnsafeRawBufferPointer(rebasing: added[(range.lowerBound - archived.count)..<(range.upperBound - archived.count)])
        }
        let cutoff = now.timeIntervalSince1970 - retention.maximumAge
        let protected = max(0, lines.count - retention.minimumCount)
        var first = max(0, lines.count - retention.maximumCount)
        while first < protected, total - lines[first].lowerBound > retention.maximumBytes { first += 1 }
        while first < protected, let time = HistoryLineBytes.time(of: line(first)), time < cutoff { first += 1 }
        return first < lines.count ? lines[first].lowerBound : total
    }
}
