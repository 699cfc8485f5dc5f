import PushCore
import PushFuzzing

/// Profile files from arbitrary bytes: an accepted profile survives encode → decode unchanged and
/// its encoding is stable; a refused one says where and why.
enum ProfileFuzzer {
    static let file = "fuzz.json"

    static func run(_ bytes: [UInt8]) {
        switch ProfileCodec.decode(bytes, file: file) {
        case .success(let profile):
            let encoded = ProfileCodec.encode(profile)
            switch ProfileCodec.decode(Array(encoded.utf8), file: file) {
            case .success(let again):
                Invariant.check(again == profile, "profile changed through encode → decode:\n\(encoded)")
                Invariant.check(ProfileCodec.encode(again) == encoded, "encoding is not stable:\n\(encoded)")
            case .failure(let error):
                Invariant.check(false, "the encoding of an accepted profile is refused: \(error)\n\(encoded)")
            }
        case .failure(let error):
            Invariant.check(!error.problems.isEmpty, "refused profile without a problem")
            for problem in error.problems {
                Invariant.check(problem.file == file, "problem names file '\(problem.file)'")
                Invariant.check(!problem.message.isEmpty, "problem without a message in field '\(problem.field)'")
                if let position = problem.position {
                    Invariant.check(position.line >= 1 && position.column >= 1 && position.offset <= bytes.count,
                                    "problem '\(problem.message)' points at \(position.line):\(position.column) offset \(position.offset) of \(bytes.count) bytes")
                }
            }
            Invariant.check(!error.summary.isEmpty && !error.description.isEmpty, "refusal without a summary")
        }
    }
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProfile(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    ProfileFuzzer.run(input.rest())
    return 0
}
