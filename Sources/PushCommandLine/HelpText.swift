/// Renders `--help` for a command from its spec, so help can never drift from what the parser accepts.
public enum HelpText {
    public static func render(_ spec: CommandSpec) -> String {
        var usage = "usage: pushtui \(spec.name)"
        if !spec.options.isEmpty { usage += " [options]" }
        for positional in spec.positionals {
            usage += positional.isOptional ? " [<\(positional.name)>]" : " <\(positional.name)>"
        }
        var lines = [usage, "", spec.summary]
        if !spec.positionals.isEmpty {
            lines += ["", "arguments:"]
            lines += table(spec.positionals.map { ("<\($0.name)>", $0.help) })
        }
        let rows = spec.options.map { option in
            ("--\(option.name)" + (option.valueName.map { " \($0)" } ?? ""), option.help + (option.repeatable ? " (repeatable)" : ""))
        }
        let width = columnWidth(rows)
        var groups: [(rank: Int, title: String, rows: [(String, String)])] = []
        for (option, row) in zip(spec.options, rows) {
            let heading = spec.optionHeading?(option) ?? (rank: 0, title: "options")
            if let index = groups.firstIndex(where: { $0.title == heading.title }) {
                groups[index].rows.append(row)
            } else {
                groups.append((heading.rank, heading.title, [row]))
            }
        }
        for group in groups.sorted(by: { $0.rank < $1.rank }) {
            lines += ["", "\(group.title):"] + table(group.rows, width: width)
        }
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        return lines.joined(separator: "\n")
    }

    /// The top-level help: every command with its summary.
    public static func overview(_ commands: [CommandSpec]) -> String {
        var lines = ["usage: pushtui <command> [options]", "", "commands:"]
        lines += table(commands.map { ($0.name, $0.summary) })
        lines += ["", "Run 'pushtui <command> --help' for a command's options.", "Run 'pushtui --version' for the version."]
        return lines.joined(separator: "\n")
    }

    /// The left column's width: the widest entry, at most 30.
    private static func columnWidth(_ rows: [(String, String)]) -> Int {
        min(30, rows.map(\.0.count).max() ?? 0)
    }

    private static func table(_ rows: [(String, String)], width: Int? = nil) -> [String] {
        let width = width ?? columnWidth(rows)
        return rows.map { left, right in
            let pad = left.count < width ? String(repeating: " ", count: width - left.count) : ""
            return "  \(left)\(pad)  \(right)"
        }
    }
}
