import Foundation

/// Looks through text for secrets a test planted: the lines of a private key's PEM body (which
/// also finds the key as one line of base64 DER, since each line is a piece of it), passphrases,
/// and any complete JWT whose header decodes to JSON with an `alg`.
public struct SecretScanner: Sendable {
    /// One secret found in one place.
    public struct Finding: Sendable, CustomStringConvertible {
        /// Where it was found: a file path or the name of a stream.
        public let place: String
        /// What it is: the label given with the needle, or `JWT`.
        public let secret: String
        /// A little of the text around it, with the secret itself cut to its first characters.
        public let context: String

        public var description: String { "\(secret) in \(place): …\(context)…" }
    }

    private var needles: [(label: String, text: String)] = []

    /// A scanner that finds only JWTs until secrets are added.
    public init() {}

    /// Adds `text` as a secret called `label` (a passphrase, a private key ID …).
    public mutating func add(_ label: String, _ text: String) {
        needles.append((label, text))
    }

    /// Adds the base64 lines of a PEM document (everything between the `-----` lines), each line
    /// a needle: a leak of any part of the key is found, in PEM, JSON-escaped PEM or one-line base64.
    public mutating func addPEM(_ label: String, _ pem: String) {
        let lines = pem.split(whereSeparator: \.isNewline).map(String.init)
            .filter { !$0.hasPrefix("-----") && $0.count >= 16 }
        for (index, line) in lines.enumerated() {
            needles.append(("\(label) (PEM line \(index + 1))", line))
        }
    }

    /// Everything secret in `text`, found at `place`.
    public func scan(_ text: String, place: String) -> [Finding] {
        var findings: [Finding] = []
        for needle in needles {
            if let range = text.range(of: needle.text) {
                findings.append(Finding(place: place, secret: needle.label, context: Self.context(of: range, in: text)))
            }
        }
        for range in Self.jwtRanges(in: text) {
            findings.append(Finding(place: place, secret: "JWT", context: Self.context(of: range, in: text)))
        }
        return findings
    }

    /// Everything secret in the regular files under `directory` (recursively, symlinks not followed).
    public func scanFiles(under directory: String) -> [Finding] {
        files(under: directory).flatMap { path in
            scan(String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data(), as: UTF8.self), place: path)
        }
    }

    /// The regular files under `directory`, recursively.
    public func files(under directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var paths: [String] = []
        while let name = enumerator.nextObject() as? String {
            let path = directory + "/" + name
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { paths.append(path) }
        }
        return paths.sorted()
    }

    /// Ranges of complete JWTs: three base64url segments whose first decodes to a JSON object
    /// with an `alg` member. A shortened token (`…last8`) or two dotted words do not match.
    public static func jwtRanges(in text: String) -> [Range<String.Index>] {
        let pattern = /[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{8,}\.[A-Za-z0-9_\-]{16,}/
        return text.matches(of: pattern).compactMap { match in
            guard let header = match.output.split(separator: ".").first,
                  let data = base64URLDecoded(String(header)),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  object["alg"] != nil else { return nil }
            return match.range
        }
    }

    private static func base64URLDecoded(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }

    private static func context(of range: Range<String.Index>, in text: String) -> String {
        let before = text[text.startIndex..<range.lowerBound].suffix(30)
        let secret = text[range].prefix(6)
        let after = text[range.upperBound...].prefix(30)
        return (before + secret + "[…]" + after).replacingOccurrences(of: "\n", with: "⏎")
    }
}
