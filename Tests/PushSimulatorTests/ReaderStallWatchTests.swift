@testable import PushSimulator
import Testing

/// The rule that tells a client that stopped reading from a slow or quiet one, from samples of
/// what the kernel still holds for it.
struct ReaderStallWatchTests {
    @Test func nothingIsWatchedUntilAWrite() {
        var watch = ReaderStallWatch(timeout: 600)
        #expect(watch.nextCheck == nil)
        watch.wrote(100, now: 1_000)
        #expect(watch.nextCheck == 1_100, "sampled six times per timeout")
        watch.wrote(100, now: 1_050)
        #expect(watch.nextCheck == 1_100, "a later write keeps the pending check")
    }

    @Test func anEmptyQueueEndsTheWatch() {
        var watch = ReaderStallWatch(timeout: 600)
        watch.wrote(100, now: 0)
        #expect(watch.check(queued: 0, now: 100) == .drained)
        #expect(watch.nextCheck == nil)
        #expect(watch.check(queued: nil, now: 200) == .drained, "an unknown queue is never called stalled")
    }

    @Test func aQueueThatDoesNotShrinkForTheTimeoutIsAStall() {
        var watch = ReaderStallWatch(timeout: 600)
        watch.wrote(5_000, now: 0)
        #expect(watch.check(queued: 4_000, now: 100) == .waiting)
        #expect(watch.check(queued: 4_000, now: 400) == .waiting)
        #expect(watch.nextCheck == 500)
        #expect(watch.check(queued: 4_000, now: 700) == .stalled(unread: 4_000, milliseconds: 600))
    }

    @Test func anyByteTakenRestartsTheClock() {
        var watch = ReaderStallWatch(timeout: 600)
        watch.wrote(5_000, now: 0)
        _ = watch.check(queued: 4_000, now: 100)
        #expect(watch.check(queued: 3_999, now: 650) == .waiting, "one byte taken is a reader")
        #expect(watch.check(queued: 3_999, now: 1_200) == .waiting)
        #expect(watch.check(queued: 3_999, now: 1_250) == .stalled(unread: 3_999, milliseconds: 600))
    }

    @Test func newWritesDoNotHideAStall() {
        var watch = ReaderStallWatch(timeout: 600)
        watch.wrote(5_000, now: 0)
        _ = watch.check(queued: 4_000, now: 100)
        // 300 more bytes written (plus TLS overhead) and none taken: the queue grew by at least that.
        watch.wrote(300, now: 200)
        #expect(watch.check(queued: 4_329, now: 400) == .waiting)
        #expect(watch.check(queued: 4_329, now: 700) == .stalled(unread: 4_329, milliseconds: 600))
    }

    @Test func newWritesWithSomeTakenAreProgress() {
        var watch = ReaderStallWatch(timeout: 600)
        watch.wrote(5_000, now: 0)
        _ = watch.check(queued: 4_000, now: 100)
        watch.wrote(300, now: 200)
        // 4,000 + 300 written would be 4,300 at least: 4,200 means the client took some.
        #expect(watch.check(queued: 4_200, now: 650) == .waiting)
        #expect(watch.check(queued: 4_200, now: 1_200) == .waiting)
        #expect(watch.check(queued: 4_200, now: 1_250) == .stalled(unread: 4_200, milliseconds: 600))
    }
}
