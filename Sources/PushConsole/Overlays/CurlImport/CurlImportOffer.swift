import PushCore

/// A pasted `curl` command line, read, waiting for `y` to import it into the next push.
public struct CurlImportOffer: Sendable, Equatable {
    /// What the command line sends.
    public var imported: CurlImport
    /// The first line shown: on a small terminal the dialog scrolls, so the host and the notes can
    /// be read before importing.
    public var offset = 0

    public init(imported: CurlImport, offset: Int = 0) {
        self.imported = imported
        self.offset = offset
    }

    /// What a key did in the dialog, for the app to finish.
    enum Outcome: Equatable {
        case keepOpen
        case cancel
        case accept(CurlImport)
    }

    /// What a key asks of the import dialog.
    enum Command: Hashable, Sendable {
        case scroll(ListCommand)
        /// Import what the command line sends.
        case accept
        /// Cancel, nothing imported.
        case close
    }

    /// A key of the import dialog's scope on a `width` x `height` terminal: it scrolls, imports or
    /// cancels.
    mutating func reduce(_ command: Command, width: Int, height: Int) -> Outcome {
        switch command {
        case .accept: return .accept(imported)
        case .close: return .cancel
        case .scroll(let move):
            offset = dialog.scrolled(offset, by: move, width: width, height: height)
            return .keepOpen
        }
    }

    /// The dialog showing the offer.
    var dialog: Dialog {
        Dialog(title: "Import the curl command?", style: .focusedBorder, lines: lines + [("", .normal)],
               footer: Keymap.footer(for: .curlImport), width: 76)
    }

    /// A paste that is a curl command line: its text starts with `curl` (after blanks).
    static func isCurl(_ text: String) -> Bool {
        let trimmed = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return trimmed.hasPrefix("curl ") || trimmed.hasPrefix("curl\t") || trimmed.hasPrefix("curl\\") || trimmed.hasPrefix("curl\n")
    }

    /// What importing changes, one line each, for the dialog: absent fields left out, the device
    /// token shortened, what is not imported (the bearer token, a certificate) as notes.
    var lines: [(String, StyleRole)] {
        let payload = imported.payload.map { "\(String(decoding: $0, as: UTF8.self).prefix(80)) (\($0.count) bytes)" }
        let rows: [(String, String?)] = [("payload", payload ?? imported.payloadFile.map { "not imported: curl reads it from \($0)" })]
            + imported.headers.fields.map { ($0.name, $0.value) } + [
            ("device", imported.deviceToken.map { "\($0.shortened) (the next send's recipient; offered for the book)" }),
            ("host", imported.host?.description),
        ]
        // Every header of the push value by its wire name, so one Apple adds is shown as it came.
        let width = max(17, rows.map { $0.0.count + 1 }.max() ?? 0)
        return rows.compactMap { name, value in value.map { (name.padding(toLength: width, withPad: " ", startingAt: 0) + $0, .normal) } }
            + imported.notes.map { ("note: " + $0, .dim) }
    }
}
