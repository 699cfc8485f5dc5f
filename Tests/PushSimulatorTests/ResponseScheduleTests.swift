import PushCore
@testable import PushSimulator
import Testing

/// The per-connection queue of latency-delayed responses, and the error-rate generator.
struct ResponseScheduleTests {
    private func entry(_ stream: Int32, due: Int64) -> ResponseSchedule.Entry {
        .init(due: due, request: IncomingRequest(streamID: stream), response: OutgoingResponse(rejection: nil, apnsID: nil))
    }

    @Test func releasesDueEntriesEarliestFirstAndTimesTheRest() {
        var schedule = ResponseSchedule()
        #expect(schedule.nextDue == nil, "nothing queued: no timer")
        schedule.add(entry(5, due: 300))
        schedule.add(entry(1, due: 100))
        schedule.add(entry(3, due: 100))
        #expect(schedule.nextDue == 100)
        #expect(schedule.takeDue(now: 99).isEmpty)
        #expect(schedule.takeDue(now: 100).map(\.request.streamID) == [1, 3])
        #expect(schedule.nextDue == 300, "the rest stays queued")
        schedule.cancel(streamID: 5)
        #expect(schedule.isEmpty)
    }

    @Test func splitMix64MatchesTheReferenceSequence() {
        // First outputs of Vigna's splitmix64.c seeded with 0.
        var generator = SeededGenerator(seed: 0)
        #expect([generator.next(), generator.next(), generator.next()] == [0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F])
    }

    @Test func errorRateExtremes() {
        let never = ErrorDice(rule: .init(rate: 0, seed: 1))
        let always = ErrorDice(rule: .init(rate: 1, seed: 1, reasons: [.shutdown]))
        #expect((0..<100).allSatisfy { _ in never.roll() == nil })
        #expect((0..<100).allSatisfy { _ in always.roll() == .shutdown })
    }
}
