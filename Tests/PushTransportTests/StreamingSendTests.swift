import PushCore
import PushTestSupport
import Testing
@testable import PushTransport

/// `APNsClient.send(count:request:onResult:)`: pushes made on demand, so only the window lives at once.
@Suite struct StreamingSendTests {
    /// Records the order pushes are made in and how many were made but not yet answered.
    final class Window: Sendable {
        private struct State {
            var made: [Int] = []
            var answered: [Int] = []
            var mostOutstanding = 0
        }
        private let state = Locked(State())

        func made(_ index: Int) {
            state.withLock { state in
                state.made.append(index)
                state.mostOutstanding = max(state.mostOutstanding, state.made.count - state.answered.count)
            }
        }

        func answered(_ index: Int) { state.withLock { $0.answered.append(index) } }

        var made: [Int] { state.withLock { $0.made } }
        var answered: [Int] { state.withLock { $0.answered } }
        var mostOutstanding: Int { state.withLock { $0.mostOutstanding } }
    }

    @Test func aBatchMakesEachPushOnlyWhenItIsClaimed() throws {
        let calls = Counter()
        let pushes = try APNsClientFixture.pushes(5)
        let batch = PushBatch(count: 5) { index in
            calls.increment()
            return pushes[index]
        }
        #expect(calls.value == 0)
        let first = try #require(batch.claimNext())
        let second = try #require(batch.claimNext())
        #expect(calls.value == 2)
        #expect([first.index, second.index] == [0, 1])
        #expect(second.request.token.hex == APNsClientFixture.token(number: 1))
        while batch.claimNext() != nil {}
        #expect(calls.value == 5)
    }

    @Test(arguments: [1, 7, 40])
    func onlyTheWindowIsMadeAheadOfTheAnswers(concurrency: Int) async throws {
        let fixture = try APNsClientFixture(configuration: APNsClientConfiguration(concurrency: concurrency))
        defer { fixture.stop() }
        let count = 300
        let pushes = try APNsClientFixture.pushes(count)
        let window = Window()
        let delivered = Counter()
        await fixture.client.send(count: count, request: { index in
            window.made(index)
            return pushes[index]
        }, onResult: { index, result in
            if result.outcome == .delivered, result.request.token == pushes[index].token { delivered.increment() }
            window.answered(index)
        })
        #expect(window.made == Array(0..<count))
        #expect(window.answered.sorted() == Array(0..<count))
        #expect(delivered.value == count)
        #expect(window.mostOutstanding <= concurrency)
        #expect(try fixture.simulator.journal().count == count)
    }

    @Test func anEmptyBatchFinishesAtOnceWithoutMakingAPush() async throws {
        let fixture = try APNsClientFixture()
        defer { fixture.stop() }
        let calls = Counter()
        let push = try APNsClientFixture.push()
        await fixture.client.send(count: 0, request: { _ in
            calls.increment()
            return push
        }, onResult: { _, _ in calls.increment() })
        #expect(calls.value == 0)
    }
}
