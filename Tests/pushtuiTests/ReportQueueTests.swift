import Foundation
import PushCore
import PushTestSupport
import Testing
@testable import pushtui

/// `send` hands each result from the connection's worker to the reporter's thread through a
/// `ReportQueue`: nothing lost, nothing reordered, batches rather than one wake-up per item, and a
/// producer that waits for room rather than a queue that grows without bound.
@Suite struct ReportQueueTests {
    @Test func everyItemIsHandledInOrderAndInBatchesBeforeCloseReturns() {
        let queue = ReportQueue<Int>(name: "test-reporter", limit: 1000)
        let handled = Locked<[Int]>([])
        let batches = Locked(0)
        queue.start { batch in
            handled.withLock { $0 += batch }
            batches.withLock { $0 += 1 }
        }
        let producers = DispatchGroup()
        DispatchQueue.global().async(group: producers) {
            for item in 0..<10_000 { queue.put(item) }
        }
        producers.wait()
        queue.close()
        #expect(handled.withLock { $0 } == Array(0..<10_000), "every item, once, in the order put")
        #expect(batches.withLock { $0 } < 10_000 / 4, "items are handled in batches: \(batches.withLock { $0 }) batches")
    }

    @Test func aSingleItemIsHandledWithoutWaitingForABatch() {
        let queue = ReportQueue<String>(name: "test-reporter")
        let handled = Locked<[String]>([])
        queue.start { batch in handled.withLock { $0 += batch } }
        queue.put("only")
        #expect(poll(until: { handled.withLock { $0 } == ["only"] }, timeout: 5), "an item waits at most the queue's delay")
        queue.close()
    }

    @Test func aProducerWaitsForRoomWhileTheHandlerIsBusy() {
        let limit = 4, total = 40
        let queue = ReportQueue<Int>(name: "test-reporter", limit: limit)
        let release = DispatchSemaphore(value: 0)
        let firstBatch = Locked<Int?>(nil)
        let handled = Locked<[Int]>([])
        queue.start { batch in
            handled.withLock { $0 += batch }
            let isFirst = firstBatch.withLock { first in
                defer { first = first ?? batch.count }
                return first == nil
            }
            // The handler stays busy with its first batch until the test lets it go.
            if isFirst { release.wait() }
        }
        let put = Locked(0)
        let producers = DispatchGroup()
        DispatchQueue.global().async(group: producers) {
            for item in 0..<total {
                queue.put(item)
                put.withLock { $0 += 1 }
            }
        }
        #expect(poll(until: { firstBatch.withLock { $0 } != nil }), "the handler never took a batch")
        let first = firstBatch.withLock { $0 } ?? 0
        #expect(poll(until: { put.withLock { $0 } >= min(total, first + limit) }), "the producer stopped early")
        #expect(put.withLock { $0 } == first + limit, "while the handler is busy, at most \(limit) items wait")
        release.signal()
        producers.wait()
        queue.close()
        #expect(handled.withLock { $0 } == Array(0..<total))
    }
}
