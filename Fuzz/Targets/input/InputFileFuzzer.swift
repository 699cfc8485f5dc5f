import Foundation
import PushCore
import PushFuzzing
import PushStorage

/// The file-reading layer on arbitrary files: caps per kind (shrunk to the input's size so they
/// bite), line splitting, tokens files with BOM, CRLF and NUL, and the paths that are not files.
enum InputFileFuzzer {
    /// One scratch directory per process: the file each input is written to, a FIFO, a directory.
    static let scratch: String = {
        let path = NSTemporaryDirectory() + "pushtui-fuzz-input-\(getpid())"
        mkdir(path, 0o700)
        mkfifo(path + "/fifo", 0o600)
        mkdir(path + "/directory", 0o700)
        return path
    }()
    static let file = scratch + "/input"

    static let kinds: [InputKind] = [.payload, .tokens, .profile, .key, .certificate, .serviceAccount, .certificateAuthority, .scenario]

    static func run(_ input: inout FuzzInput) {
        switch input.index(below: 4) {
        case 0: checkSpecialPath(&input)
        case 1: checkWholeRead(&input)
        case 2: checkLines(&input)
        default: checkTokens(&input)
        }
    }

    /// A FIFO, a directory, a device, a missing file, an empty name: refused by kind, never blocking.
    static func checkSpecialPath(_ input: inout FuzzInput) {
        let kind = input.pick(kinds)
        let (path, expected): (String, InputFileError.Problem) = input.pick([
            (scratch + "/fifo", .notRegularFile(what: "a FIFO (named pipe)")),
            (scratch + "/directory", .notRegularFile(what: "a directory")),
            ("/dev/zero", .notRegularFile(what: "a character device")),
            (scratch + "/absent", .missing),
            ("", .emptyName),
        ])
        do {
            let bytes = try InputFile.read(path, kind: kind)
            Invariant.check(false, "\(path) read as \(bytes.count) bytes of a \(kind)")
        } catch {
            Invariant.check(error.problem == expected, "\(path) as \(kind): \(error.problem), expected \(expected)")
            Invariant.check(error.description.contains(kind.name), "'\(error.description)' does not name the kind \(kind)")
        }
    }

    /// The bytes come back exactly, or past the cap are refused naming the kind and the limit.
    static func checkWholeRead(_ input: inout FuzzInput) {
        let kind = InputKind(name: input.pick(kinds).name, limit: input.index(below: 256))
        let content = input.rest()
        write(content)
        do {
            let bytes = try InputFile.read(file, kind: kind)
            Invariant.check(bytes == content, "read \(bytes.count) bytes of a \(content.count)-byte file")
            Invariant.check(bytes.count <= kind.limit, "read \(bytes.count) bytes past the \(kind.limit)-byte cap")
        } catch {
            Invariant.check(error.problem == .tooLarge && content.count > kind.limit,
                            "\(content.count) bytes under a \(kind.limit)-byte cap refused: \(error)")
            Invariant.check(error.description.contains(kind.name) && error.description.contains(InputKind.size(kind.limit)),
                            "'\(error.description)' names neither the kind nor the limit")
        }
    }

    /// Lines joined with `\n` give the file back; numbers count from 1; the line cap names its line.
    static func checkLines(_ input: inout FuzzInput) {
        let kind = InputKind(name: "list", limit: 64 + input.index(below: 256), lineLimit: input.index(below: 64))
        let content = input.rest()
        write(content)
        var lines: [[UInt8]] = []
        do {
            try InputFile.forEachLine(file, kind: kind) { (line: ArraySlice<UInt8>, number: Int) throws(InputFileError) in
                Invariant.check(number == lines.count + 1, "line \(number) came after \(lines.count) lines")
                lines.append(Array(line))
            }
        } catch {
            switch error.problem {
            case .tooLarge:
                Invariant.check(content.count > kind.limit, "\(content.count) bytes refused under a \(kind.limit)-byte cap")
            case .lineTooLong(let number):
                let expected = oracleLines(content).firstIndex { $0.count > (kind.lineLimit ?? kind.limit) }.map { $0 + 1 }
                Invariant.check(content.count <= kind.limit || expected != nil, "refused a line of a file over the cap")
                Invariant.check(number == expected, "line \(number) called too long, expected \(String(describing: expected))")
            default:
                Invariant.check(false, "a regular file refused: \(error)")
            }
            return
        }
        Invariant.check(content.count <= kind.limit, "\(content.count) bytes read under a \(kind.limit)-byte cap")
        Invariant.check(lines == oracleLines(content), "lines differ from the file split at newlines")
    }

    /// Tokens files: the reader agrees with a line-by-line oracle, and a BOM and CRLF change nothing.
    static func checkTokens(_ input: inout FuzzInput) {
        let content = input.rest()
        let plain = tokens(content)
        var windows = TokenListLine.byteOrderMark
        for byte in content {
            if byte == UInt8(ascii: "\n") { windows.append(UInt8(ascii: "\r")) }
            windows.append(byte)
        }
        let converted = tokens(windows)
        // Only where the conversion is exact: no CR of its own, no BOM of its own.
        if !content.contains(UInt8(ascii: "\r")), !content.starts(with: TokenListLine.byteOrderMark) {
            Invariant.check(plain == converted, "a BOM and CRLF line ends changed the tokens: \(plain) vs \(converted)")
        }
        // The oracle: the documented format, one line at a time, through the String parser.
        var expected: [String] = []
        var failure: Int?
        for (index, line) in oracleLines(content).enumerated() {
            var text = line
            if index == 0, text.starts(with: TokenListLine.byteOrderMark) { text.removeFirst(3) }
            if let hash = text.firstIndex(of: UInt8(ascii: "#")) { text = Array(text[..<hash]) }
            if text.last == UInt8(ascii: "\r") { text.removeLast() }
            guard text.contains(where: { ![UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains($0) }) else { continue }
            guard let token = try? DeviceToken(parsing: String(decoding: text, as: UTF8.self)) else {
                failure = index + 1
                break
            }
            expected.append(token.hex)
        }
        switch plain {
        case .success(let hexes):
            Invariant.check(failure == nil && hexes == expected, "tokens \(hexes), oracle \(expected) failing at \(String(describing: failure))")
            Invariant.check(hexes.allSatisfy { $0.utf8.count <= DeviceToken.maximumHexLength }, "a token over the maximum")
        case .failure(let number):
            Invariant.check(number == failure, "refused at line \(number), oracle at \(String(describing: failure))")
        }
    }

    /// The file split at `\n` as the format defines lines: no line after a final newline.
    static func oracleLines(_ content: [UInt8]) -> [[UInt8]] {
        guard !content.isEmpty else { return [] }
        var lines = content.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        if content.last == UInt8(ascii: "\n") { lines.removeLast() }
        return lines
    }

    /// The tokens of `content` as hex, or the line the reader refused.
    static func tokens(_ content: [UInt8]) -> TokensResult {
        write(content)
        var hexes: [String] = []
        do {
            try TokensFile.forEachToken(file) { token, _ in hexes.append(token.hex) }
            return .success(hexes)
        } catch {
            guard let number = error.lineNumber, let problem = error.deviceTokenError else {
                Invariant.check(false, "a small tokens file refused as a file: \(error)")
                return .failure(0)
            }
            Invariant.check(error.description.hasPrefix("tokens file \(file):\(number): "), "'\(error)' does not locate the line")
            if let column = problem.column {
                Invariant.check(column >= 1, "column \(column) of line \(number)")
            }
            return .failure(number)
        }
    }

    enum TokensResult: Equatable {
        case success([String])
        case failure(Int)
    }

    static func write(_ bytes: [UInt8]) {
        let descriptor = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        Invariant.check(descriptor >= 0, "cannot write the scratch file \(file)")
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
            Invariant.check(written > 0, "short write to \(file)")
            offset += written
        }
    }
}

/// libFuzzer's entry point: runs one input and returns 0; a broken invariant aborts instead.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data: data, size: size)
    InputFileFuzzer.run(&input)
    return 0
}
