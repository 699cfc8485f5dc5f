import Foundation
import PushCore
@testable import PushStorage
import PushTestSupport
import Testing

/// The one reading discipline: regular files only, never blocking on a FIFO or device, a cap per
/// kind, and messages that name the file and its kind.
@Suite("Input file")
struct InputFileTests {
    let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "pushtui-input")
    }

    private func problem(_ path: String, kind: InputKind = .payload) -> InputFileError? {
        do {
            _ = try InputFile.read(path, kind: kind)
            return nil
        } catch {
            return error
        }
    }

    @Test func aRegularFileIsReadWhole() throws {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF, 0, 0xFF, 0x0D, 0x0A]
        let file = try directory.write(bytes, to: "raw.bin")
        #expect(try InputFile.read(file, kind: .payload) == bytes)
    }

    @Test func missingEmptyAndDirectoryAreNamedWithTheirKind() throws {
        let missing = directory.file("absent.txt")
        #expect(problem(missing, kind: .tokens)?.description == "tokens file \(missing) does not exist")
        #expect(problem("", kind: .tokens)?.description == "tokens file has an empty name")
        #expect(problem(directory.path, kind: .key)?.description == "key file \(directory.path) is a directory, not a regular file")
    }

    @Test func aFIFOWithoutWriterIsRefusedAtOnce() throws {
        let fifo = directory.file("pipe.json")
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opening it for reading without O_NONBLOCK would wait for a writer forever.
        #expect(problem(fifo, kind: .profile)?.description == "profile \(fifo) is a FIFO (named pipe), not a regular file")
    }

    @Test func devicesAreRefusedBeforeAnyRead() {
        #expect(problem("/dev/zero", kind: .key)?.description == "key file /dev/zero is a character device, not a regular file")
        #expect(problem("/dev/null", kind: .certificateAuthority)?.problem == .notRegularFile(what: "a character device"))
    }

    @Test func aFileOverTheCapIsRefusedWithTheLimit() throws {
        let small = InputKind(name: "test file", limit: 16)
        let exact = try directory.write([UInt8](repeating: 0x61, count: 16), to: "exact")
        #expect(try InputFile.read(exact, kind: small).count == 16)
        let over = try directory.write([UInt8](repeating: 0x61, count: 17), to: "over")
        #expect(problem(over, kind: small)?.description == "test file \(over) is larger than 16 bytes, the limit for a test file")
        #expect(InputFileError(path: "-", kind: .payload, problem: .tooLarge).description
                    == "payload file <stdin> is larger than 1 MiB, the limit for a payload file")
    }

    @Test func theCapsFitEachKind() {
        #expect(InputKind.payload.limit == 1 << 20)
        #expect(InputKind.key.limit == 1 << 20 && InputKind.certificate.limit == 1 << 20)
        #expect(InputKind.serviceAccount.limit == 1 << 20 && InputKind.certificateAuthority.limit == 1 << 20)
        #expect(InputKind.profile.limit == 16 << 20)
        #expect(InputKind.tokens.lineLimit == 16 * 1024)
    }

    @Test func linesComeWithTheirNumbersAndTheLastNeedsNoNewline() throws {
        let file = try directory.write("one\r\n\ntwo\nthree", to: "lines.txt")
        var lines: [(String, Int)] = []
        try InputFile.forEachLine(file, kind: .tokens) { (line: ArraySlice<UInt8>, number: Int) throws(InputFileError) in
            lines.append((String(decoding: line, as: UTF8.self), number))
        }
        #expect(lines.map(\.0) == ["one\r", "", "two", "three"])
        #expect(lines.map(\.1) == [1, 2, 3, 4])
    }

    @Test func aLongLineIsRefusedWithItsNumberEvenAcrossReads() throws {
        let kind = InputKind(name: "list", limit: 1 << 30, lineLimit: 100)
        // The long line spans several 64 KiB reads and has no newline: refused without being kept whole.
        let text = "short\n" + String(repeating: "x", count: 200_000)
        let file = try directory.write(text, to: "long.txt")
        #expect(throws: InputFileError.self) {
            try InputFile.forEachLine(file, kind: kind) { (_: ArraySlice<UInt8>, _: Int) throws(InputFileError) in }
        }
        do {
            try InputFile.forEachLine(file, kind: kind) { (_: ArraySlice<UInt8>, _: Int) throws(InputFileError) in }
        } catch {
            #expect(error.description == "list \(file):2: line is longer than 100 bytes, the limit for a list")
        }
    }

    @Test func tokensFilesAcceptABOMAndCRLFSilently() throws {
        let token = String(repeating: "ab", count: 32)
        let file = try directory.write(Array("\u{FEFF}\(token)\r\n# comment\r\n\r\n\(token.uppercased()) # phone\r\n".utf8), to: "tokens.txt")
        var tokens: [(String, Int)] = []
        try TokensFile.forEachToken(file) { tokens.append(($0.hex, $1)) }
        #expect(tokens.map(\.0) == [token, token])
        #expect(tokens.map(\.1) == [1, 4])
        #expect(try TokensFile.check(file) == 2)
    }

    @Test func aReaderTakesTokensOnDemandAcrossReadsAndStopsAtTheFirstBadLine() throws {
        // 3,000 lines of 65 bytes cross the 64 KiB reads at several points, one in mid-token.
        let tokens = (0..<3000).map { String(format: "%064x", $0) }
        let file = try directory.write(tokens.joined(separator: "\n") + "\nnot-a-token\n" + tokens[0], to: "many.txt")
        let reader = try TokensFile.Reader(path: file)
        var read: [String] = []
        var lines: [Int] = []
        do {
            while let (token, line) = try reader.next() {
                read.append(token.hex)
                lines.append(line)
            }
            Issue.record("the bad line was not refused")
        } catch {
            #expect(error.description == "tokens file \(file):3001: device token is not hex: found 'n' at column 1")
        }
        #expect(read == tokens)
        #expect(lines == Array(1...3000))
    }

    @Test func aBadTokenLineIsNamedWithFileKindAndLine() throws {
        let token = String(repeating: "ab", count: 32)
        let file = try directory.write("\(token)\n\(token)\nnot-a-token\n", to: "bad.txt")
        #expect(throws: TokensFileError.self) { try TokensFile.check(file) }
        do {
            _ = try TokensFile.check(file)
        } catch {
            #expect(error.description == "tokens file \(file):3: device token is not hex: found 'n' at column 1")
        }
    }

    @Test func aTokenOverTheMaximumIsRefusedWithoutQuotingIt() throws {
        let file = try directory.write(String(repeating: "a", count: DeviceToken.maximumHexLength + 2), to: "long-token.txt")
        do {
            _ = try TokensFile.check(file)
            Issue.record("a token over the maximum was accepted")
        } catch {
            #expect(error.description == "tokens file \(file):1: device token has 1026 hex digits, more than the 1024 (512 bytes) pushtui accepts")
        }
        // Long Live Activity-era tokens (here 160 bytes) still pass.
        #expect(try DeviceToken(parsing: String(repeating: "c", count: 320)).hex.count == 320)
    }

    @Test func registrationTokensShareTheLineFormat() throws {
        let file = try directory.write(Array("\u{FEFF}abc:DEF-1_2\r\n# comment\r\n\r\nxyz:9 # tablet\r\n".utf8), to: "fcm.txt")
        #expect(try TokensFile.registrationTokens(file).map(\.text) == ["abc:DEF-1_2", "xyz:9"])
    }

    @Test func aBadRegistrationTokenLineIsNamedWithFileKindAndLine() throws {
        let file = try directory.write("good:token\nhas space inside\n", to: "bad-fcm.txt")
        let error = try #require(throws: TokensFileError.self) { try TokensFile.registrationTokens(file) }
        guard case .registrationLine(path: file, number: 2, _) = error.base else {
            Issue.record("expected line 2 to be refused, got \(error)")
            return
        }
        #expect(error.description.hasPrefix("tokens file \(file):2: "), "\(error.description)")
        let missing = try #require(throws: TokensFileError.self) { try TokensFile.registrationTokens(directory.file("none.txt")) }
        #expect(missing.description.contains("none.txt"), "\(missing.description)")
    }
}
