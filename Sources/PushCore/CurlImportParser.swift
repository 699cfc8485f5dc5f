/// Walks the words of a curl command line and fills a `CurlImport` (see `CurlImport.parse(_:)`).
struct CurlImportParser {
    /// What an option does to the import.
    private enum Role {
        /// Takes no value and changes nothing pushtui imports (`--http2`, `-v`, `-s`).
        case harmlessFlag
        /// Takes a value that pushtui has no use for (`--max-time 10`).
        case ignoredValue
        /// Takes a value that is reported but not imported (`--cert FILE`); `secret` hides the value.
        case reportedValue(what: String, secret: Bool)
        /// A request header.
        case header
        /// A request body; `raw` means `@` is literal (`--data-raw`).
        case data(raw: Bool)
        /// `-X`/`--request`.
        case method
        /// `--url`.
        case url
    }

    private static let roles: [String: Role] = [
        "--http2": .harmlessFlag, "--http2-prior-knowledge": .harmlessFlag, "-v": .harmlessFlag, "--verbose": .harmlessFlag,
        "-s": .harmlessFlag, "--silent": .harmlessFlag, "-S": .harmlessFlag, "--show-error": .harmlessFlag,
        "-i": .harmlessFlag, "--include": .harmlessFlag, "-f": .harmlessFlag, "--fail": .harmlessFlag,
        "--fail-with-body": .harmlessFlag, "--compressed": .harmlessFlag, "-N": .harmlessFlag, "--no-buffer": .harmlessFlag,
        "--connect-timeout": .ignoredValue, "-m": .ignoredValue, "--max-time": .ignoredValue, "-o": .ignoredValue,
        "--output": .ignoredValue, "-w": .ignoredValue, "--write-out": .ignoredValue, "-A": .ignoredValue,
        "--user-agent": .ignoredValue, "--retry": .ignoredValue,
        "--cacert": .reportedValue(what: "a CA file for the server", secret: false),
        "--resolve": .reportedValue(what: "a --resolve address override", secret: false),
        "-E": .reportedValue(what: "a client certificate", secret: false),
        "--cert": .reportedValue(what: "a client certificate", secret: false),
        "--cert-type": .reportedValue(what: "a certificate type", secret: false),
        "--key": .reportedValue(what: "a client certificate key", secret: false),
        "--key-type": .reportedValue(what: "a key type", secret: false),
        "--pass": .reportedValue(what: "a certificate passphrase", secret: true),
        "-H": .header, "--header": .header,
        "-d": .data(raw: false), "--data": .data(raw: false), "--data-binary": .data(raw: false),
        "--data-ascii": .data(raw: false), "--data-raw": .data(raw: true),
        "-X": .method, "--request": .method, "--url": .url,
    ]

    private let words: [ShellWord]
    private var index = 0
    private var result = CurlImport()
    private var seenHeaders: Set<String> = []
    private var dataWord: ShellWord?
    private var urlWord: ShellWord?

    init(words: [ShellWord]) {
        self.words = words
    }

    mutating func parse() throws(CurlImportError) -> CurlImport {
        guard let first = words.first else {
            throw CurlImportError(position: TextPosition(line: 1, column: 1, offset: 0), message: "the command line is empty; expected 'curl …'")
        }
        guard first.text == "curl" || first.text.hasSuffix("/curl") else {
            throw CurlImportError(position: first.position, message: "expected the command to be curl, found '\(Self.clipped(first.text))'")
        }
        index = 1
        while index < words.count {
            let word = words[index]
            index += 1
            if word.text.hasPrefix("-"), word.text.count > 1 {
                try option(word)
            } else {
                try url(word)
            }
        }
        guard urlWord != nil else {
            let end = words.last?.position ?? first.position
            throw CurlImportError(position: end, message: "no URL: expected https://HOST/3/device/TOKEN")
        }
        return result
    }

    /// One option word, with its value from the same word (`-HVALUE`) or the next one.
    private mutating func option(_ word: ShellWord) throws(CurlImportError) {
        if let role = Self.roles[word.text] {
            try apply(role, name: word.text, word: word, attached: nil)
            return
        }
        if !word.text.hasPrefix("--") {
            // Short options combine: `-sS`, `-sv`, or a value glued on, `-XPOST`, `-H'apns-id: …'`.
            let letters = Array(word.text.dropFirst())
            for (offset, letter) in letters.enumerated() {
                let short = "-\(letter)"
                guard let role = Self.roles[short] else { break }
                if case .harmlessFlag = role {
                    if offset == letters.count - 1 { return }
                    continue
                }
                let attached = String(letters[(offset + 1)...])
                try apply(role, name: short, word: word, attached: attached.isEmpty ? nil : attached)
                return
            }
        }
        throw CurlImportError(position: word.position, message: "unknown curl option '\(Self.clipped(word.text))': pushtui imports -H, -d/--data*, -X POST, --http2 and the URL")
    }

    private mutating func apply(_ role: Role, name: String, word: ShellWord, attached: String?) throws(CurlImportError) {
        if case .harmlessFlag = role { return }
        let value: ShellWord
        if let attached {
            value = ShellWord(text: attached, position: word.position)
        } else {
            guard index < words.count else {
                throw CurlImportError(position: word.position, message: "\(name) needs a value")
            }
            value = words[index]
            index += 1
        }
        switch role {
        case .harmlessFlag, .ignoredValue:
            break
        case .reportedValue(let what, let secret):
            result.notes.append("\(name) \(secret ? "(value not shown)" : Self.clipped(value.text)): \(what), not imported")
        case .header:
            try header(value)
        case .data(let raw):
            try data(value, option: name, raw: raw)
        case .method:
            guard value.text.uppercased() == "POST" else {
                throw CurlImportError(position: value.position, message: "\(name) \(Self.clipped(value.text)): APNs takes pushes as POST")
            }
        case .url:
            try url(value)
        }
    }

    private mutating func header(_ word: ShellWord) throws(CurlImportError) {
        guard let colon = word.text.firstIndex(of: ":") else {
            throw CurlImportError(position: word.position, message: "header '\(Self.clipped(word.text))' has no ':' between name and value")
        }
        let name = word.text[..<colon].trimmingBlanks().lowercased()
        let value = word.text[word.text.index(after: colon)...].trimmingBlanks()
        if name == APNsHeaderName.authorization {
            // The bearer token is a credential: never kept, never repeated.
            result.notes.append("the authorization header (provider token) is ignored and not stored")
            return
        }
        guard seenHeaders.insert(name).inserted else {
            throw CurlImportError(position: word.position, message: "header \(name) is given twice")
        }
        switch name {
        case APNsHeaderName.pushType:
            guard !value.isEmpty else { throw CurlImportError(position: word.position, message: "apns-push-type is empty") }
            result.headers.pushType = PushType(rawValue: value)
        case APNsHeaderName.priority:
            result.headers.priority = try integer(value, header: name, word: word)
        case APNsHeaderName.expiration:
            result.headers.expiration = try integer(value, header: name, word: word)
        case APNsHeaderName.contentType where value.lowercased().hasPrefix("application/json"):
            break
        default:
            // Every other header of the push value, a header Apple added that this version does
            // not name included: it goes out with the push.
            do {
                if try !result.headers.set(HTTPHeader(name: name, value: value)) {
                    result.notes.append("header \(Self.clipped(name)) is not imported")
                }
            } catch {
                throw CurlImportError(position: word.position, message: error.description)
            }
        }
    }

    private func integer(_ value: String, header: String, word: ShellWord) throws(CurlImportError) -> Int {
        guard let number = Int(value), number >= 0 else {
            throw CurlImportError(position: word.position, message: "\(header) must be a whole number of 0 or more, found '\(Self.clipped(value))'")
        }
        return number
    }

    private mutating func data(_ word: ShellWord, option: String, raw: Bool) throws(CurlImportError) {
        if dataWord != nil {
            throw CurlImportError(position: word.position, message: "a second \(option): curl would join the bodies with '&', which is no JSON payload")
        }
        dataWord = word
        if !raw, word.text.hasPrefix("@") {
            let file = String(word.text.dropFirst())
            result.payloadFile = file
            result.notes.append("the payload is read from the file \(Self.clipped(file)) by curl; pushtui does not read it")
        } else {
            result.payload = Array(word.text.utf8)
        }
    }

    private mutating func url(_ word: ShellWord) throws(CurlImportError) {
        if urlWord != nil {
            throw CurlImportError(position: word.position, message: "a second URL '\(Self.clipped(word.text))'; a push goes to one")
        }
        urlWord = word
        let text = word.text
        guard let schemeEnd = text.range(of: "://") else {
            throw CurlImportError(position: word.position, message: "'\(Self.clipped(text))' is not an https:// URL (or an option curl knows)")
        }
        let scheme = text[..<schemeEnd.lowerBound].lowercased()
        guard scheme == "https" else {
            throw CurlImportError(position: word.position, message: "the URL's scheme is \(scheme); APNs is reached over https")
        }
        let rest = text[schemeEnd.upperBound...]
        let pathStart = rest.firstIndex(of: "/") ?? rest.endIndex
        let authority = String(rest[..<pathStart])
        guard !authority.isEmpty, !authority.contains("$") else {
            throw CurlImportError(position: word.position, message: "the URL's host '\(Self.clipped(authority))' is not a host name; expand shell variables first")
        }
        result.host = CurlImportHost(authority: authority, scheme: scheme)
        let path = rest[pathStart...].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
        guard path.hasPrefix(APNsHTTPRequest.devicePathPrefix) else {
            throw CurlImportError(position: word.position, message: "the URL's path '\(Self.clipped(path))' is not \(APNsHTTPRequest.devicePathPrefix)TOKEN")
        }
        let token = String(path.dropFirst(APNsHTTPRequest.devicePathPrefix.count))
        do {
            result.deviceToken = try DeviceToken(pathComponent: token)
        } catch {
            // The column of the token's first character, or of its first non-hex one, inside the URL word.
            let column = word.position.column + text.distance(from: text.startIndex, to: pathStart)
                + APNsHTTPRequest.devicePathPrefix.count + max((error.column ?? 1) - 1, 0)
            throw CurlImportError(position: TextPosition(line: word.position.line, column: column, offset: word.position.offset),
                                  message: "the device token in the URL: \(error.description)")
        }
    }

    /// A word cut to a length fit for a message.
    private static func clipped(_ text: String) -> String {
        text.count <= 40 ? text : String(text.prefix(37)) + "…"
    }
}

private extension StringProtocol {
    /// The text without leading and trailing spaces and tabs (PushCore does not import Foundation).
    func trimmingBlanks() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else { return "" }
        return String(self[first...last])
    }
}
