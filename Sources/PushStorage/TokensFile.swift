import PushCore

/// A tokens file (`pushtui send --tokens-file`), read through ``InputFile`` one line at a time so
/// that memory does not grow with the file: see ``PushCore/TokenListLine`` for the line format.
public enum TokensFile {
    /// Checks every line of `path` without keeping a token, so a bad line in a huge file is refused
    /// quickly and in flat memory. Returns how many lines hold a token.
    public static func check(_ path: String) throws(TokensFileError) -> Int {
        var count = 0
        try forEachToken(path) { _, _ in count += 1 }
        return count
    }

    /// Calls `body` with each token of `path` and its 1-based line number, in file order; stops at
    /// the first line that is not a token, a comment or blank.
    public static func forEachToken(_ path: String, _ body: (DeviceToken, Int) -> Void) throws(TokensFileError) {
        let reader = try Reader(path: path)
        while let (token, line) = try reader.next() { body(token, line) }
    }

    /// The FCM registration tokens of `path` (`pushtui send --tokens-file` for an fcm send), in file
    /// order: the same line format and the same capped reader as device tokens.
    public static func registrationTokens(_ path: String) throws(TokensFileError) -> [RegistrationToken] {
        var tokens: [RegistrationToken] = []
        try forEachLine(path) { (line, number) throws(TokensFileError) in
            guard let text = TokenListLine.content(of: line, isFirst: number == 1) else { return }
            do throws(RegistrationTokenError) {
                tokens.append(try RegistrationToken(parsing: String(decoding: text, as: UTF8.self)))
            } catch {
                throw TokensFileError.registrationLine(path: path, number: number, error)
            }
        }
        return tokens
    }

    private static func forEachLine(_ path: String, _ body: (ArraySlice<UInt8>, Int) throws(TokensFileError) -> Void) throws(TokensFileError) {
        try InputFile.forEachLine(path, kind: .tokens, body)
    }
}

extension TokensFile {
    /// Reads the tokens of a file one at a time, on demand: a send takes the next token only when
    /// its window has room, so a million-line file costs no more memory than a short one.
    public final class Reader {
        private let path: String
        private let lines: InputLineReader

        /// Opens `path` (or standard input for `-`).
        public init(path: String) throws(TokensFileError) {
            self.path = path
            do {
                lines = try InputLineReader(path: path, kind: .tokens)
            } catch {
                throw .input(error)
            }
        }

        /// The next token and its 1-based line number, or nil after the last; stops at a line
        /// that is not a token, a comment or blank.
        public func next() throws(TokensFileError) -> (token: DeviceToken, line: Int)? {
            while true {
                let line: (bytes: ArraySlice<UInt8>, number: Int)?
                do {
                    line = try lines.next()
                } catch {
                    throw .input(error)
                }
                guard let line else { return nil }
                do throws(DeviceTokenError) {
                    if let token = try TokenListLine.token(in: line.bytes, isFirst: line.number == 1) { return (token, line.number) }
                } catch {
                    throw .line(path: path, number: line.number, error)
                }
            }
        }
    }
}

/// Why a tokens file was refused: the file itself, or a line that is not a token.
///
/// A struct around an enum that is not public, shaped and used like ``SimulatorError``.
public struct TokensFileError: InputReadingError, Sendable, Equatable, CustomStringConvertible {
    /// The cases; internal, so this module and its tests can take them apart.
    enum Base: Equatable {
        case input(InputFileError)
        case line(path: String, number: Int, DeviceTokenError)
        case registrationLine(path: String, number: Int, RegistrationTokenError)
    }

    let base: Base

    private init(_ base: Base) {
        self.base = base
    }

    /// The file could not be read (missing, not a regular file, over a limit).
    public static func input(_ error: InputFileError) -> TokensFileError {
        TokensFileError(.input(error))
    }

    /// Line `number` (1-based) holds something that is not a device token.
    public static func line(path: String, number: Int, _ error: DeviceTokenError) -> TokensFileError {
        TokensFileError(.line(path: path, number: number, error))
    }

    /// Line `number` (1-based) holds something that is not an FCM registration token.
    public static func registrationLine(path: String, number: Int, _ error: RegistrationTokenError) -> TokensFileError {
        TokensFileError(.registrationLine(path: path, number: number, error))
    }

    /// The 1-based line that was refused; nil when the file itself was.
    public var lineNumber: Int? {
        switch base {
        case .input: return nil
        case .line(_, let number, _), .registrationLine(_, let number, _): return number
        }
    }

    /// Why a line was refused as a device token; nil for the file itself or an FCM line.
    public var deviceTokenError: DeviceTokenError? {
        if case .line(_, _, let error) = base { return error }
        return nil
    }

    /// E.g. "tokens file list.txt:12: device token is not hex: found 'g' at column 3".
    public var description: String {
        switch base {
        case .input(let error):
            return error.description
        case let .line(path, number, error):
            return Self.describe(line: number, of: path, error.description)
        case let .registrationLine(path, number, error):
            return Self.describe(line: number, of: path, error.description)
        }
    }

    private static func describe(line number: Int, of path: String, _ problem: String) -> String {
        "\(InputKind.tokens.name) \(InputFile.displayName(path)):\(number): \(problem)"
    }
}
