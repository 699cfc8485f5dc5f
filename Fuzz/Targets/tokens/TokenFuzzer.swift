import PushCore
import PushFuzzing

/// Both token readers on arbitrary text: what they accept is canonical and reads back the same,
/// what they refuse names a column inside the input.
enum TokenFuzzer {
    /// What `DeviceToken(parsing:)` documents it drops from pasted text.
    static let ignoredInPastedTokens: Set<Unicode.Scalar> = [" ", "\t", "-", "<", ">"]
    /// Written out here rather than taken from PushCore, so the fuzzer is an independent oracle.
    static let lowercaseHex = Set("0123456789abcdef".utf8)
    static let registrationAlphabet = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ:-_".utf8)

    static func run(_ bytes: [UInt8]) {
        let raw = String(decoding: bytes, as: UTF8.self)
        checkDeviceToken(raw)
        checkRegistrationToken(raw)
    }

    static func checkDeviceToken(_ raw: String) {
        let pasted = deviceToken(raw) { text throws(DeviceTokenError) in try DeviceToken(parsing: text) }
        let inPath = deviceToken(raw) { text throws(DeviceTokenError) in try DeviceToken(pathComponent: text) }
        if let inPath {
            // The path form is the strict one: anything it takes, the lenient reader takes the same way.
            Invariant.check(pasted == inPath, "path token \(inPath.hex) reads differently when pasted")
            Invariant.check(inPath.hex == raw.lowercased(), "path token \(raw) became \(inPath.hex)")
        }
        guard let token = pasted else { return }
        let hex = Array(token.hex.utf8)
        Invariant.check(!hex.isEmpty && hex.count.isMultiple(of: 2), "accepted token \(token.hex) is empty or odd")
        Invariant.check(hex.allSatisfy { lowercaseHex.contains($0) },
                        "accepted token \(token.hex) is not lowercase hex")
        let expected = String(String.UnicodeScalarView(raw.unicodeScalars.filter { !ignoredInPastedTokens.contains($0) })).lowercased()
        Invariant.check(token.hex == expected, "'\(raw)' became \(token.hex), expected \(expected)")
        Invariant.check((try? DeviceToken(pathComponent: token.hex)) == token, "canonical \(token.hex) does not read back as a path")
        Invariant.check((try? DeviceToken(parsing: token.hex.uppercased())) == token, "\(token.hex) in capitals reads differently")
        checkShortened(token.shortened, of: token.hex)
        Invariant.check((token.lengthWarning == nil) == (hex.count == DeviceToken.typicalHexLength),
                        "length warning disagrees with the \(hex.count)-digit token")
    }

    /// The token `read` makes of `raw`, or nil after checking the refusal names a column inside it.
    static func deviceToken(_ raw: String, _ read: (String) throws(DeviceTokenError) -> DeviceToken) -> DeviceToken? {
        do throws(DeviceTokenError) {
            return try read(raw)
        } catch {
            checkColumn(error.column, of: raw.unicodeScalars.count, error.description)
            return nil
        }
    }

    static func checkRegistrationToken(_ raw: String) {
        let token: RegistrationToken
        do throws(RegistrationTokenError) {
            token = try RegistrationToken(parsing: raw)
        } catch {
            checkColumn(error.column, of: raw.unicodeScalars.count, error.description)
            return
        }
        let trimmed = raw.unicodeScalars.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed()
        Invariant.check(token.text.unicodeScalars.elementsEqual(trimmed), "'\(raw)' became '\(token.text)', not its trimmed self")
        Invariant.check(!token.text.isEmpty && token.text.unicodeScalars.count <= RegistrationToken.maximumLength,
                        "accepted registration token of \(token.text.unicodeScalars.count) scalars")
        Invariant.check(token.text.utf8.allSatisfy { registrationAlphabet.contains($0) },
                        "accepted registration token '\(token.text)' has a character outside the alphabet")
        Invariant.check((try? RegistrationToken(parsing: token.text)) == token, "'\(token.text)' does not read back as itself")
        checkShortened(token.shortened, of: token.text)
    }

    static func checkColumn(_ column: Int?, of scalarCount: Int, _ message: String) {
        Invariant.check(!message.isEmpty, "token error without a message")
        guard let column else { return }
        Invariant.check((1...max(scalarCount, 1)).contains(column), "column \(column) outside a \(scalarCount)-scalar input: \(message)")
    }

    /// A shortened token never shows more than its last 8 characters.
    static func checkShortened(_ shortened: String, of full: String) {
        if full.count <= 8 {
            Invariant.check(shortened == full, "short token \(full) shortened to \(shortened)")
        } else {
            Invariant.check(shortened == "…" + full.suffix(8), "token shortened to \(shortened) shows more than its last 8 characters")
        }
    }
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTokens(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    TokenFuzzer.run(input.rest())
    return 0
}
