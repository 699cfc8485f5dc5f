import Foundation

/// The status messages worth keeping after the next key replaces them — a save that failed, a
/// change another program made that this console's change won, a warning about a key file — with
/// when they were said, newest last (`F8` lists them). Passing remarks (dim ones: "match 2 of 5",
/// "search cleared") are not kept.
public struct MessageLog: Sendable, Equatable {
    /// One message and when it was said; said again with nothing kept in between, it counts
    /// instead of repeating.
    public struct Entry: Sendable, Equatable {
        /// When it was said first.
        public var time: Date
        public var message: StatusMessage
        /// How many times in a row it was said.
        public var count: Int
    }

    /// The messages, oldest first.
    public private(set) var entries: [Entry] = []

    /// The most kept: older ones go.
    static let capacity = 200

    public init() {}

    /// Whether `message` is kept: anything but a passing (dim) remark.
    static func keeps(_ message: StatusMessage) -> Bool { message.style != .dim }

    /// Keeps `message`, said at `time`, unless it is a passing remark.
    mutating func record(_ message: StatusMessage, at time: Date) {
        guard Self.keeps(message) else { return }
        if entries.last?.message == message {
            entries[entries.count - 1].count += 1
            return
        }
        entries.append(Entry(time: time, message: message, count: 1))
        if entries.count > Self.capacity { entries.removeFirst(entries.count - Self.capacity) }
    }
}
