import Foundation
import PushFuzzing
import PushSimulator

/// Scenario files (`pushtui sim --scenario FILE`) from arbitrary bytes: an accepted scenario holds
/// only values the simulator can act on; a refused one says which file and why.
enum ScenarioFuzzer {
    static let file = "fuzz-scenario.json"

    static func run(_ bytes: [UInt8]) {
        let scenario: Scenario
        do throws(ScenarioError) {
            scenario = try Scenario(json: Data(bytes), file: file)
        } catch {
            Invariant.check(error.description.contains(file), "refusal does not name the file: \(error)")
            return
        }
        Invariant.check(scenario.latencyMilliseconds >= 0, "negative latency \(scenario.latencyMilliseconds) accepted")
        Invariant.check((scenario.dropAfterStreams ?? 1) >= 1 && (scenario.maxConcurrentStreams ?? 1) >= 1,
                        "stream counts below 1 accepted: drop \(String(describing: scenario.dropAfterStreams)), max \(String(describing: scenario.maxConcurrentStreams))")
        if let rate = scenario.errorRate {
            Invariant.check((0...1).contains(rate.rate) && !rate.reasons.isEmpty, "error rate \(rate.rate) with \(rate.reasons.count) reasons accepted")
        }
        Invariant.check((scenario.goaway?.afterStreams ?? 1) >= 1, "GOAWAY after \(scenario.goaway?.afterStreams ?? 0) streams accepted")
        for (token, outcome) in scenario.tokenOutcomes {
            Invariant.check(!token.hex.isEmpty, "empty device token accepted")
            if case .tooManyRequests(let retryAfter?) = outcome {
                Invariant.check(retryAfter >= 0, "negative retry-after \(retryAfter) accepted")
            }
        }
    }
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScenario(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    ScenarioFuzzer.run(input.rest())
    return 0
}
