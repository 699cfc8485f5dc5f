@testable import PushTransport
import Testing

/// The window a server that ends connections early leaves the client (``RefusalPace``).
struct RefusalPaceTests {
    @Test func aServerThatNeverRefusesNeverLimits() {
        var pace = RefusalPace()
        for _ in 0..<5_000 { pace.answered(ceiling: 1_000) }
        #expect(pace.limit == .max)
    }

    @Test func aRefusalLimitsTheWindowToWhatTheConnectionTookThenAnswersGrowIt() {
        var pace = RefusalPace()
        for _ in 0..<3 { pace.answered(ceiling: 1_000) }
        // The first refusal of a connection sets the limit; the rest of its refusals leave it.
        for _ in 0..<997 { pace.refused() }
        #expect(pace.limit == 3)
        pace.answered(ceiling: 1_000)
        #expect(pace.limit == 4)
        for _ in 0..<2_000 { pace.answered(ceiling: 1_000) }
        #expect(pace.limit == 1_000)
    }

    @Test func aConnectionThatTakesOneStreamLeavesAWindowOfOne() {
        var pace = RefusalPace()
        pace.answered(ceiling: 1_000)
        pace.refused()
        for _ in 0..<100 {
            pace.answered(ceiling: 1_000)
            #expect(pace.limit == 2)
            pace.refused()
            #expect(pace.limit == 1)
        }
    }

    @Test func aRefusalBeforeAnyAnswerLeavesOneStream() {
        var pace = RefusalPace()
        pace.refused()
        #expect(pace.limit == 1)
    }
}
