import Foundation
@testable import PushSimulator
import Testing

/// The contract both sides of the ReadinessSet platform unit keep (epoll on Linux, poll() with
/// PUSHTUI_POSIX=1): level-triggered readiness with the registered token, interest changes,
/// removal, and a closed descriptor forgotten.
struct ReadinessSetTests {
    /// A pipe whose ends are closed with the test.
    private final class PipeEnds {
        let read: Int32
        let write: Int32

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            (read, write) = (ends[0], ends[1])
        }

        func fill() {
            var byte: UInt8 = 1
            _ = Foundation.write(write, &byte, 1)
        }

        deinit {
            close(read)
            close(write)
        }
    }

    private func ready(_ set: ReadinessSet) -> [UInt64: Readiness] {
        var events: [ReadyEvent] = []
        #expect(set.wait(timeoutMilliseconds: 0, into: &events))
        return Dictionary(events.map { ($0.token, $0.readiness) }, uniquingKeysWith: { $0.union($1) })
    }

    @Test func aWatchedDescriptorIsReportedWithItsTokenWhileItStaysReady() throws {
        let set = try ReadinessSet()
        let pipe = try PipeEnds()
        #expect(set.add(pipe.read, interest: .readable, token: 7))
        #expect(ready(set).isEmpty, "nothing written yet")
        pipe.fill()
        #expect(ready(set)[7]?.contains(.readable) == true)
        #expect(ready(set)[7]?.contains(.readable) == true, "level-triggered: still unread, still reported")
    }

    @Test func interestChangesAndRemovalAreHonoured() throws {
        let set = try ReadinessSet()
        let pipe = try PipeEnds()
        #expect(set.add(pipe.write, interest: [], token: 1))
        #expect(ready(set).isEmpty, "a writable pipe with no interest is not reported")
        set.change(pipe.write, interest: .writable, token: 2)
        #expect(ready(set) == [2: .writable])
        set.remove(pipe.write)
        #expect(ready(set).isEmpty)
        #expect(set.add(pipe.write, interest: .writable, token: 3), "a removed descriptor can be added again")
        #expect(ready(set) == [3: .writable])
    }

    @Test func aClosedDescriptorIsForgottenAndItsNumberCanBeWatchedAgain() throws {
        let set = try ReadinessSet()
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        #expect(set.add(ends[1], interest: .writable, token: 4))
        close(ends[1])
        set.forgetClosed(ends[1])
        #expect(ready(set).isEmpty, "nothing is reported for a closed descriptor")
        close(ends[0])
        let pipe = try PipeEnds()
        #expect(set.add(pipe.read, interest: .readable, token: 5))
        pipe.fill()
        #expect(ready(set)[5]?.contains(.readable) == true)
    }

    @Test func aHungUpPeerIsReportedAsFailedOrReadable() throws {
        let set = try ReadinessSet()
        var ends: [Int32] = [-1, -1]
        try #require(pipe(&ends) == 0)
        defer { close(ends[0]) }
        #expect(set.add(ends[0], interest: .readable, token: 6))
        close(ends[1])
        // The next read says which: here end of file.
        #expect(ready(set)[6].map { !$0.isDisjoint(with: [.readable, .failed]) } == true)
    }
}
