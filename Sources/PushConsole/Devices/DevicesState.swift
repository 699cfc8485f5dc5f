import PushCore

/// The Devices pane's slice: the cursor in the selected profile's token book and the devices
/// chosen for sending. The book itself belongs to the profile (the Profiles slice): it comes in as
/// context, read-only.
public struct DevicesState: Sendable, Equatable {
    /// The cursor: an index into the book.
    public var cursor = 0
    /// The devices chosen with Space or A.
    public var chosen: Set<BookToken> = []

    public init() {}

    /// The devices a send goes to: the chosen ones, or the one under the cursor.
    func targets(in book: [TokenBookEntry]) -> [TokenBookEntry] {
        let picked = book.filter { chosen.contains($0.token) }
        if !picked.isEmpty { return picked }
        return book.indices.contains(cursor) ? [book[cursor]] : []
    }

    /// The FCM registration tokens chosen: the targets of an FCM send, which without them goes to
    /// the target the message names.
    func chosenFCM(in book: [TokenBookEntry]) -> [TokenBookEntry] {
        book.filter { $0.token.registrationToken != nil && chosen.contains($0.token) }
    }

    /// The entry under the cursor.
    func current(in book: [TokenBookEntry]) -> TokenBookEntry? {
        book.indices.contains(cursor) ? book[cursor] : nil
    }

    /// After the book changed: the cursor stays in it, choices of devices no longer there go.
    /// Given the book as it was (`previous`), the cursor stays on its device wherever another
    /// process's change moved it, so the next `l` or `d` acts on the device the user looked at.
    mutating func keep(in book: [TokenBookEntry], following previous: [TokenBookEntry]? = nil) {
        if let previous, previous.indices.contains(cursor),
           let moved = book.firstIndex(where: { $0.token == previous[cursor].token }) {
            cursor = moved
        }
        cursor = Reducer.clamp(cursor, count: book.count)
        chosen = chosen.filter { token in book.contains { $0.token == token } }
    }

    /// The pane's own keys: the cursor, choosing one device, choosing every live one. Adding,
    /// renaming and deleting change the book, the profile's, and are left to the app.
    mutating func reduce(_ command: PaneCommand, book: [TokenBookEntry], environment: APNsEnvironment?) -> EventState {
        switch command {
        case .move(let move):
            cursor = Reducer.clamp(cursor + move.step, count: book.count)
            return .consumed
        case .toggleDevice:
            guard let entry = current(in: book) else { return .consumed }
            if chosen.remove(entry.token) == nil { chosen.insert(entry.token) }
            return .consumed
        case .selectAllLive:
            chosen = Set(book.filter { !$0.isDead(in: environment) }.map(\.token))
            let dead = book.count - chosen.count
            return .consumed(StatusMessage("\(chosen.count) live devices chosen" + (dead > 0 ? ", \(dead) dead left out" : "")))
        default:
            return .notConsumed
        }
    }
}
