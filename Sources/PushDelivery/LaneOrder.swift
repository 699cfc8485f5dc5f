import PushCore

/// Which push of the batch each lane's push is: a lane's pushes are numbered from 0 on its own,
/// the batch numbers them in the order they were made. Holds only the pushes in flight.
final class LaneOrder: Sendable {
    private struct State {
        var made = 0
        var inFlight: [[Int: Int]]
    }
    private let state: Locked<State>
    /// With one lane its numbers are the batch's, and nothing needs remembering.
    private let single: Bool

    init(lanes: Int) {
        state = Locked(State(inFlight: Array(repeating: [:], count: lanes)))
        single = lanes == 1
    }

    /// Makes the next push of the batch as push `local` of `lane`.
    func take<Push>(lane: Int, local: Int, _ make: () -> Push) -> Push {
        state.withLock { state in
            if !single { state.inFlight[lane][local] = state.made }
            state.made += 1
            return make()
        }
    }

    /// The batch's index of push `local` of `lane`, which has ended.
    func finish(lane: Int, local: Int) -> Int {
        // Every push a lane reports was taken first (a client makes a push before it starts it).
        single ? local : state.withLock { $0.inFlight[lane].removeValue(forKey: local) ?? local }
    }
}
