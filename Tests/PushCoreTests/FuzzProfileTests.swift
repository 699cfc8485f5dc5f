import Foundation
import PushCore
import PushTestSupport
import Testing

/// Mutations of the repository's example profiles through the profile codec (issue 6 §3).
@Suite("Fuzz: profiles")
struct FuzzProfileTests {
    static let seeds: [UInt64] = [21, 22, 23, 24]
    static let iterationsPerSeed = 400

    /// Every `profiles/*.json` in the repository, the valid starting points for mutation.
    static func exampleProfiles() throws -> [[UInt8]] {
        let directory = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("profiles")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".json") }.sorted()
        return try names.map { Array(try Data(contentsOf: directory.appendingPathComponent($0))) }
    }

    @Test func examplesDecodeSoMutationsStartFromValidProfiles() throws {
        let examples = try Self.exampleProfiles()
        #expect(examples.count >= 2)
        for example in examples {
            let decoded = ProfileCodec.decode(example, file: "example.json")
            #expect((try? decoded.get()) != nil, "\(decoded)")
        }
    }

    @Test(arguments: seeds)
    func acceptedProfilesRoundTripThroughTheEncoder(seed: UInt64) throws {
        let examples = try Self.exampleProfiles()
        var fuzzer = SeededFuzzer(seed: seed)
        var accepted = 0
        for iteration in 0..<Self.iterationsPerSeed {
            let input = fuzzer.mutate(fuzzer.pick(examples))
            let context = Comment(rawValue: "seed \(seed) iteration \(iteration) input \(input.fuzzHex)")
            switch ProfileCodec.decode(input, file: "fuzz.json") {
            case .success(let profile):
                accepted += 1
                let encoded = Array(ProfileCodec.encode(profile).utf8)
                let again = ProfileCodec.decode(encoded, file: "fuzz.json")
                #expect((try? again.get()) == profile, context)
            case .failure(let error):
                #expect(!error.description.isEmpty, context)
            }
        }
        // Some mutations land in string contents and keep the profile valid; none would mean the
        // round trip was never exercised.
        #expect(accepted > 0, "seed \(seed): no mutated profile was accepted")
    }
}
