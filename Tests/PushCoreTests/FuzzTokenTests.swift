import PushCore
import PushTestSupport
import Testing

/// Random token text through both token readers (issue 6 §3).
@Suite("Fuzz: tokens")
struct FuzzTokenTests {
    static let seeds: [UInt64] = [11, 12, 13, 14]
    static let iterationsPerSeed = 1_000
    static let hexAlphabet = Array("0123456789abcdefABCDEF")
    static let hostileAlphabet = Array("gxzZ :-_<>\t")

    /// Runs `check` (which answers whether it accepted the text) on random token text from `seed`,
    /// expecting some inputs accepted and some refused, so a generator stuck on one side fails.
    static func fuzzTokens(seed: UInt64, lengths: [Int], _ check: (String, Comment) -> Bool) {
        var fuzzer = SeededFuzzer(seed: seed)
        var accepted = 0
        for iteration in 0..<iterationsPerSeed {
            let alphabet = fuzzer.chance(50) ? hexAlphabet : hexAlphabet + hostileAlphabet
            let raw = fuzzer.text(from: alphabet, maximumLength: fuzzer.pick(lengths))
            if check(raw, Comment(rawValue: "seed \(seed) iteration \(iteration) input \(Array(raw.utf8).fuzzHex)")) { accepted += 1 }
        }
        #expect(accepted > 0 && accepted < iterationsPerSeed, "seed \(seed): \(accepted) of \(iterationsPerSeed) accepted")
    }

    @Test(arguments: seeds)
    func deviceTokensAreEvenLowercaseHexWhenAccepted(seed: UInt64) {
        Self.fuzzTokens(seed: seed, lengths: [4, 70, 300]) { raw, context in
            var accepted = false
            for asInPath in [false, true] {
                do throws(DeviceTokenError) {
                    let token = asInPath ? try DeviceToken(pathComponent: raw) : try DeviceToken(parsing: raw)
                    accepted = true
                    #expect(!token.hex.isEmpty && token.hex.utf8.count.isMultiple(of: 2), context)
                    #expect(token.hex.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }, context)
                    #expect(!token.shortened.isEmpty, context)
                } catch {
                    #expect(!error.description.isEmpty, context)
                }
            }
            return accepted
        }
    }

    @Test(arguments: seeds)
    func registrationTokensKeepOnlyTheirAlphabetWhenAccepted(seed: UInt64) {
        Self.fuzzTokens(seed: seed, lengths: [4, 200, 4_200]) { raw, context in
            do throws(RegistrationTokenError) {
                let token = try RegistrationToken(parsing: raw)
                #expect(!token.text.isEmpty && token.text.unicodeScalars.count <= RegistrationToken.maximumLength, context)
                #expect(token.text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || ":-_".unicodeScalars.contains($0)) }, context)
                #expect((try? RegistrationToken(parsing: token.text)) == token, context)
                return true
            } catch {
                #expect(!error.description.isEmpty, context)
                return false
            }
        }
    }
}
