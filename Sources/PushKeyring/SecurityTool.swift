/// The `security(1)` command lines the Keychain keyring runs, and what their exit status and
/// output mean: plain code, built and tested on every platform against outputs recorded from
/// Apple's documentation (``KeychainKeyring`` runs them on macOS).
///
/// Sources: `security help add-generic-password` (the usage text of Apple's `security`):
/// "-U Update item if it already exists", "-w Specify password to be added", "Use of the -p or -w
/// options is insecure. Specify -w as the last option to be prompted."; `find-generic-password`'s
/// "-w Display only the password on stdout"; an item that is not there is errSecItemNotFound
/// (-25300, Apple's Security Framework Result Codes), which `security` reports as
/// `security: SecKeychainSearchCopyNext: The specified item could not be found in the keychain.`
/// and exit status 44, the status's low byte.
public enum SecurityTool {
    /// Apple's `security`.
    public static let path = "/usr/bin/security"
    /// The service every pushtui item is stored under; the account is the item's name.
    public static let service = "pushtui"
    /// The exit status of an item that is not there: errSecItemNotFound (-25300) & 0xFF.
    public static let itemNotFoundStatus: Int32 = 44

    /// Stores (or replaces, `-U`) `item`. `-w` is last and has no value, so the passphrase is
    /// never on the command line: `security` prompts for it, twice (the password and its retype).
    public static func storeArguments(item: String) -> [String] {
        ["add-generic-password", "-U", "-s", service, "-a", item, "-l", "pushtui certificate passphrase '\(item)'", "-w"]
    }

    /// What answers the store's prompt on standard input: the passphrase, then its retype, one a line.
    /// Nil for a passphrase holding a line break, which a line cannot carry.
    public static func storeInput(_ passphrase: String) -> [UInt8]? {
        guard !passphrase.contains(where: \.isNewline) else { return nil }
        return Array((passphrase + "\n" + passphrase + "\n").utf8)
    }

    /// Prints `item`'s passphrase alone on standard output.
    public static func findArguments(item: String) -> [String] {
        ["find-generic-password", "-s", service, "-a", item, "-w"]
    }

    /// Deletes `item`.
    public static func deleteArguments(item: String) -> [String] {
        ["delete-generic-password", "-s", service, "-a", item]
    }

    /// Lists every item of the default keychain search list, attributes only (no secret: `-d` is not given).
    public static let listArguments = ["dump-keychain"]

    /// A store's outcome.
    public static func stored(status: Int32, error: [UInt8]) throws(KeyringError) {
        guard status == 0 else { throw failure("could not store the passphrase", status: status, error: error) }
    }

    /// A find's outcome: the passphrase (the output without its one trailing newline), or nil
    /// when there is no such item.
    public static func passphrase(status: Int32, output: [UInt8], error: [UInt8]) throws(KeyringError) -> String? {
        switch status {
        case 0:
            var text = String(decoding: output, as: UTF8.self)
            if text.hasSuffix("\n") { text.removeLast() }
            return text
        case itemNotFoundStatus: return nil
        default: throw failure("could not read the passphrase", status: status, error: error)
        }
    }

    /// A delete's outcome: false when there was no such item.
    public static func deleted(status: Int32, error: [UInt8]) throws(KeyringError) -> Bool {
        switch status {
        case 0: return true
        case itemNotFoundStatus: return false
        default: throw failure("could not delete the item", status: status, error: error)
        }
    }

    /// The names of pushtui's items in `dump-keychain`'s output, sorted: the `"acct"` of every
    /// generic password (`class: "genp"`) whose `"svce"` is ``service``.
    public static func items(inDump output: [UInt8]) -> [String] {
        var names: Set<String> = []
        var record: (isGeneric: Bool, service: String?, account: String?) = (false, nil, nil)
        func finishRecord() {
            if record.isGeneric, record.service == service, let account = record.account { names.insert(account) }
            record = (false, nil, nil)
        }
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("keychain: ") {
                finishRecord()
            } else if trimmed == #"class: "genp""# {
                record.isGeneric = true
            } else if trimmed.hasPrefix(#""svce"<blob>="#) {
                record.service = attributeValue(trimmed.dropFirst(#""svce"<blob>="#.count))
            } else if trimmed.hasPrefix(#""acct"<blob>="#) {
                record.account = attributeValue(trimmed.dropFirst(#""acct"<blob>="#.count))
            }
        }
        finishRecord()
        return names.sorted()
    }

    /// An attribute's value as `dump-keychain` prints it: `"text"` (octal escapes for bytes that
    /// are not printable), `0x<hex>  "text"` for a value that is not all printable, or `<NULL>`.
    static func attributeValue(_ text: Substring) -> String? {
        if text.hasPrefix("0x") {
            let hex = text.dropFirst(2).prefix { $0.isHexDigit }
            guard hex.count % 2 == 0 else { return nil }
            var bytes: [UInt8] = []
            var index = hex.startIndex
            while index < hex.endIndex {
                let next = hex.index(index, offsetBy: 2)
                guard let byte = UInt8(hex[index..<next], radix: 16) else { return nil }
                bytes.append(byte)
                index = next
            }
            return String(validating: bytes, as: UTF8.self)
        }
        guard text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 else { return nil }
        var bytes: [UInt8] = []
        var scalars = Array(text.dropFirst().dropLast().utf8)[...]
        while let byte = scalars.popFirst() {
            guard byte == UInt8(ascii: "\\"), let next = scalars.first else {
                bytes.append(byte)
                continue
            }
            let octal = scalars.prefix(3)
            if octal.count == 3, octal.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "7")).contains($0) }),
               let value = UInt8(String(decoding: octal, as: UTF8.self), radix: 8) {
                bytes.append(value)
                scalars = scalars.dropFirst(3)
            } else {
                bytes.append(next)
                scalars = scalars.dropFirst()
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// A failure with `security`'s own words (its standard error, first line).
    static func failure(_ what: String, status: Int32, error: [UInt8]) -> KeyringError {
        let said = String(decoding: error, as: UTF8.self).split(whereSeparator: \.isNewline).first.map(String.init) ?? "no message"
        let ending = status == -1 ? "was killed" : "exit \(status)"
        return KeyringError(.failed, "the login keychain \(what) (security \(ending): \(said)); is the keychain unlocked, and was access allowed?")
    }
}
