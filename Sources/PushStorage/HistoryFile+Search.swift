import Foundation
import PushCore

extension HistoryFile {
    /// The newest `limit` records of every retained file (the current one, the archives, an
    /// earlier version's `history.1.jsonl`) that `matches` accepts, oldest first.
    ///
    /// `texts` are what every line of an accepted record holds one of, as its bytes show it,
    /// ASCII case aside (the search's query, when the rule matches the record's own strings): only
    /// the lines a byte scan finds holding one (``HistoryPrefilter``) are decoded. Nil, or a text
    /// no byte scan can find soundly (one with a character JSON escapes, or a non-ASCII one),
    /// decodes every line. Candidates are decoded newest first, by their `time`, until `limit` match.
    public func search(forAnyOf texts: [String]?, limit: Int, where matches: (HistoryRecord) -> Bool) -> HistoryMatches {
        let prefilter = texts.flatMap(HistoryPrefilter.init(texts:))
        // The current file first: a compaction between two reads then shows its lines twice,
        // never not at all.
        let files = retainedPaths.compactMap(MappedFile.init(path:))
        var candidates: [(time: Double, file: Int, line: Range<Int>)] = []
        for (number, file) in files.enumerated() {
            // One pass finds the lines holding any of the texts.
            let lines = prefilter?.candidates(in: file.bytes) ?? HistoryLineBytes.lines(in: file.bytes)
            for line in lines {
                let time = HistoryLineBytes.time(of: UnsafeRawBufferPointer(rebasing: file.bytes[line])) ?? -.infinity
                candidates.append((time, number, line))
            }
        }
        candidates.sort { $0.time > $1.time }
        let decoder = JSONDecoder()
        var found: [HistoryRecord] = []
        for candidate in candidates {
            guard found.count < limit else { return HistoryMatches(records: found.reversed(), isComplete: false) }
            let line = Data(UnsafeRawBufferPointer(rebasing: files[candidate.file].bytes[candidate.line]))
            if let record = try? decoder.decode(HistoryRecord.self, from: line), matches(record) { found.append(record) }
        }
        return HistoryMatches(records: found.reversed(), isComplete: true)
    }
}
