import PushCore

/// The bookkeeping of one `APNsClient` batch: which push goes next, how many are still owed a
/// result, and the parsed payload shared by consecutive pushes with the same text (a batch
/// usually sends one payload to many devices, so it is parsed once, not once per push).
///
/// Pushes are made on demand by index, so a batch holds only the pushes in flight, whatever its
/// size: a 100,000-push send costs the memory of its window, not of its list.
final class PushBatch: Sendable {
    /// A push handed out to send: its position in the batch, the push, and its parsed payload.
    typealias Item = (index: Int, request: PushRequest, document: PayloadDocument)

    private struct State {
        var next = 0
        var unanswered: Int
        var lastPayload: (text: String, document: PayloadDocument)?
    }

    /// How many pushes the batch sends.
    let count: Int
    private let makeRequest: @Sendable (Int) -> PushRequest
    private let state: Locked<State>

    /// A batch of `count` pushes; `request(index)` makes each one when it is about to be sent,
    /// once per index, in index order.
    init(count: Int, request: @escaping @Sendable (Int) -> PushRequest) {
        self.count = max(0, count)
        makeRequest = request
        state = Locked(State(unanswered: max(0, count)))
    }

    /// A batch of the pushes in `requests`, in order.
    convenience init(_ requests: [PushRequest]) {
        self.init(count: requests.count) { requests[$0] }
    }

    /// The next push not yet handed out, or nil when every push has been.
    func claimNext() -> Item? {
        state.withLock { state in
            guard state.next < count else { return nil }
            let index = state.next
            state.next += 1
            // Made under the lock so indices reach the builder in order, as documented.
            let request = makeRequest(index)
            if let last = state.lastPayload, last.text == request.payload {
                return (index, request, last.document)
            }
            let document = PayloadDocument(text: request.payload)
            state.lastPayload = (request.payload, document)
            return (index, request, document)
        }
    }

    /// Counts one push as answered; true for the last one of the batch.
    func markAnswered() -> Bool {
        state.withLock { state in
            state.unanswered -= 1
            return state.unanswered == 0
        }
    }
}
