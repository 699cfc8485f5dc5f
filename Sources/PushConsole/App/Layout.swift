/// Where each pane goes for a terminal size: a title row, the profiles and devices on the left,
/// the payload over the responses on the right, and the status bar. One function of the size (and
/// of the lines the header strip takes), used by views and by mouse clicks alike.
public struct Layout: Sendable, Equatable {
    /// The smallest terminal the console works in.
    public static let minimumWidth = 60
    public static let minimumHeight = 16

    public let width: Int
    public let height: Int
    private let leftWidth: Int
    private let profilesHeight: Int
    private let payloadHeight: Int
    /// The lines the header strip takes under the next-send line (one, or two when the fields set
    /// do not fit on one).
    public let stripHeight: Int

    /// The layout for a terminal, or nil when it is smaller than the minimum, with a header strip
    /// of `stripHeight` lines.
    public init?(width: Int, height: Int, stripHeight: Int = 1) {
        guard width >= Self.minimumWidth, height >= Self.minimumHeight else { return nil }
        self.width = width
        self.height = height
        self.stripHeight = max(1, stripHeight)
        let body = height - 2
        leftWidth = min(40, max(24, width / 4))
        profilesHeight = max(5, body * 2 / 5)
        // The editor keeps two lines at least: where the pane is at its smallest, a second strip
        // line is taken from the responses below.
        payloadHeight = max(7 + self.stripHeight, body * 11 / 20)
    }

    /// The frame of a pane, borders included.
    public func frame(of pane: Pane) -> Frame {
        let body = height - 2
        switch pane {
        case .profiles: return Frame(row: 1, column: 0, width: leftWidth, height: profilesHeight)
        case .tokens: return Frame(row: 1 + profilesHeight, column: 0, width: leftWidth, height: body - profilesHeight)
        case .payload: return Frame(row: 1, column: leftWidth, width: width - leftWidth, height: payloadHeight)
        case .log: return Frame(row: 1 + payloadHeight, column: leftWidth, width: width - leftWidth, height: body - payloadHeight)
        }
    }

    /// Columns of line numbers left of the payload text.
    static let gutterWidth = 4

    /// Where the payload text is drawn: inside the pane, below the next-send line and the header
    /// strip, above the diagnostics and meter lines, right of the line numbers.
    public var editorArea: Frame {
        let inner = frame(of: .payload).inner
        return Frame(row: inner.row + 1 + stripHeight, column: inner.column + Self.gutterWidth, width: inner.width - Self.gutterWidth,
                     height: inner.height - 3 - stripHeight)
    }
}

extension AppState {
    /// The layout of the console's screen, nil while the terminal is below the minimum size. The
    /// one rule for a hidden screen: the view then draws only "enlarge the terminal" and the
    /// reducer lets only resize and quit act. The header strip takes the lines its fields need.
    var layout: Layout? {
        guard let layout = Layout(width: width, height: height) else { return nil }
        let strip = HeaderStrip.lineCount(editor.fields, isFCM: profiles.selectedProfile?.kind == .fcm,
                                          width: layout.frame(of: .payload).inner.width)
        return Layout(width: width, height: height, stripHeight: strip) ?? layout
    }
}
