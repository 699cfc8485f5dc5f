import PushCore
import PushStorage

/// One pass over a send's devices in order (explicit tokens, the tokens file, the token book), each
/// once: see ``SendRecipients``.
// @unchecked: not thread-safe by itself; the one invariant is that a send takes its tokens under
// its batch's lock, one at a time.
public final class RecipientStream: @unchecked Sendable {
    private var explicit: IndexingIterator<[DeviceToken]>
    private let file: TokensFile.Reader?
    private var held: IndexingIterator<[DeviceToken]>
    private var fromBook: IndexingIterator<[DeviceToken]>
    private let repeated: Set<Int>
    /// The tokens met so far whose hash is repeated: the only ones that could come again.
    private var seen = Set<DeviceToken>()
    /// Why the tokens file could not be read again as it was the first time (it changed meanwhile).
    public private(set) var failure: String?

    init(explicit: [DeviceToken], file: TokensFile.Reader?, held: [DeviceToken], fromBook: [DeviceToken], repeated: Set<Int>) {
        self.explicit = explicit.makeIterator()
        self.file = file
        self.held = held.makeIterator()
        self.fromBook = fromBook.makeIterator()
        self.repeated = repeated
    }

    /// The next device not given before, or nil after the last (or at a read failure, see ``failure``).
    public func next() -> DeviceToken? {
        while let token = nextGiven() {
            if repeated.isEmpty || !repeated.contains(token.hashValue) || seen.insert(token).inserted { return token }
        }
        return nil
    }

    private func nextGiven() -> DeviceToken? {
        if let token = explicit.next() { return token }
        if failure == nil, let file {
            do {
                if let (token, _) = try file.next() { return token }
            } catch {
                failure = error.description
                return nil
            }
        }
        if let token = held.next() { return token }
        return fromBook.next()
    }
}
