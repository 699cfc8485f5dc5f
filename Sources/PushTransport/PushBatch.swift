import PushCore
import Synchronization

/// The bookkeeping of one `APNsClient` batch: which push goes next, how many are still owed a
/// result, and the parsed payload shared by consecutive pushes with the same text (a batch
/// usually sends one payload to many devices, so it is parsed once, not once per push).
final class PushBatch: Sendable {
    /// A push handed out to send: its position in the batch, the push, and its parsed payload.
    typealias Item = (index: Int, request: PushRequest, document: PayloadDocument)

    private struct State {
        var next = 0
        var unanswered: Int
        var lastPayload: (text: String, document: PayloadDocument)?
    }

    let requests: [PushRequest]
    private let state: Mutex<State>

    init(_ requests: [PushRequest]) {
        self.requests = requests
        state = Mutex(State(unanswered: requests.count))
    }

    /// The next push not yet handed out, or nil when every push has been.
    func claimNext() -> Item? {
        state.withLock { state in
            guard state.next < requests.count else { return nil }
            let index = state.next
            state.next += 1
            let request = requests[index]
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
