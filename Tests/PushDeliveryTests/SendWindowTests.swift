import Foundation
import PushCore
import PushDelivery
import PushTransport
import Testing

/// The one FCM window: never more than `concurrency` messages in flight, and exactly that many
/// while there are enough left; every message answered once, under its own input index — whether
/// it is run by a dispatcher or as the lane ``PushSending`` gives a client without lanes of its own.
@Suite struct SendWindowTests {
    /// Sends that park until the window holds as many as it may (`width`, or what is left), then
    /// answer the one before the newest (never the send that just came in, so a window that keeps
    /// starting sends shows more in flight), so answers come out of input order; counts the most in flight.
    final class Gate: Sendable {
        private struct State {
            var parked: [CheckedContinuation<Void, Never>] = []
            var inFlight = 0
            var most = 0
            var ended = 0
        }

        private let total: Int
        private let width: Int
        private let state = Locked(State())

        init(total: Int, width: Int) {
            self.total = total
            self.width = width
        }

        /// The most sends that were in flight at once.
        var most: Int { state.withLock { $0.most } }

        func pass<Value>(_ value: Value) async -> Value {
            await withCheckedContinuation { continuation in
                let released = state.withLock { state in
                    state.inFlight += 1
                    state.most = max(state.most, state.inFlight)
                    state.parked.append(continuation)
                    return Self.release(&state, total: total, width: width)
                }
                released?.resume()
            }
            let released = state.withLock { state in
                state.inFlight -= 1
                state.ended += 1
                return Self.release(&state, total: total, width: width)
            }
            released?.resume()
            return value
        }

        private static func release(_ state: inout State, total: Int, width: Int) -> CheckedContinuation<Void, Never>? {
            guard !state.parked.isEmpty, state.parked.count == min(width, total - state.ended) else { return nil }
            return state.parked.remove(at: max(0, state.parked.count - 2))
        }
    }

    /// A client whose sends pass the gate and answer with the message itself.
    final class GatedClient: PushSending {
        let gate: Gate
        let concurrency: Int
        init(gate: Gate, concurrency: Int) {
            self.gate = gate
            self.concurrency = concurrency
        }
        func send(_ message: Int) async -> Int { await gate.pass(message) }
        func shutdown() {}
    }

    @Test(arguments: [(total: 10, width: 3), (total: 2, width: 5), (total: 7, width: 1)])
    func keepsAtMostItsWidthInFlightAndAnswersEachIndexOnce(total: Int, width: Int) async {
        let gate = Gate(total: total, width: width)
        var answers: [(index: Int, answer: Int)] = []
        await SendWindow.run(count: total, concurrency: width, send: { await gate.pass($0 * 10) }, onAnswer: { answers.append(($0, $1)) })
        #expect(gate.most == min(width, total))
        #expect(answers.map(\.index).sorted() == Array(0..<total))
        #expect(answers.allSatisfy { $0.answer == $0.index * 10 })
        if width > 1, total > width {
            #expect(answers.map(\.index) != Array(0..<total), "the gate answers newest first, out of input order")
        }
    }

    @Test func aLaneOverAClientWithoutLanesIsTheSameWindow() async {
        let client = GatedClient(gate: Gate(total: 9, width: 2), concurrency: 2)
        let answers = Locked<[(index: Int, answer: Int)]>([])
        let made = Locked<[Int]>([])
        await client.send(count: 9, request: { index in
            made.withLock { $0.append(index) }
            return 100 + index
        }, onResult: { index, answer in answers.withLock { $0.append((index, answer)) } })
        #expect(made.withLock { $0 } == Array(0..<9), "each message is made once, in index order")
        #expect(client.gate.most == 2)
        let ended = answers.withLock { $0 }
        #expect(ended.map(\.index).sorted() == Array(0..<9))
        #expect(ended.allSatisfy { $0.answer == 100 + $0.index })
    }
}
