/// Renders `--help` for a command from its spec, so help can never drift from what the parser accepts.
/// The man page and `docs/cli.md` read the same parts (usage, labels, headings).
public enum HelpText {
    /// `pushtui <command> --help`: usage, summary, arguments, options under their headings, discussion.
    public static func render(_ spec: CommandSpec) -> String {
        var lines = [usage(spec), "", spec.summary]
        if !spec.positionals.isEmpty {
            lines += ["", "arguments:"]
            lines += table(spec.positionals.map { ("<\($0.name)>", $0.help) })
        }
        let width = columnWidth(spec.options.map { (label($0), "") })
        for group in optionGroups(spec) {
            lines += ["", "\(group.title):"] + table(group.options.map { (label($0), help($0)) }, width: width)
        }
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        return lines.joined(separator: "\n")
    }

    /// The usage line: `usage: pushtui send [options]`, positionals as `<name>` or `[<name>]`.
    public static func usage(_ spec: CommandSpec) -> String {
        var usage = "usage: pushtui \(spec.name)"
        if !spec.options.isEmpty { usage += " [options]" }
        for positional in spec.positionals {
            usage += positional.isOptional ? " [<\(positional.name)>]" : " <\(positional.name)>"
        }
        return usage
    }

    /// An option as help lists it: `--name VALUE`, or `--name` for a flag (`-v, --verbose` with a short spelling).
    public static func label(_ option: OptionSpec) -> String {
        (option.short.map { "-\($0), " } ?? "") + "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
    }

    /// An option's help line, marked when it may be repeated.
    public static func help(_ option: OptionSpec) -> String {
        option.help + (option.repeatable ? " (repeatable)" : "")
    }

    /// The options under their headings, headings in ascending rank (one "options" group without any).
    public static func optionGroups(_ spec: CommandSpec) -> [(title: String, options: [OptionSpec])] {
        var groups: [(rank: Int, title: String, options: [OptionSpec])] = []
        for option in spec.options {
            let heading = spec.optionHeading?(option) ?? (rank: 0, title: "options")
            if let index = groups.firstIndex(where: { $0.title == heading.title }) {
                groups[index].options.append(option)
            } else {
                groups.append((heading.rank, heading.title, [option]))
            }
        }
        return groups.sorted { $0.rank < $1.rank }.map { ($0.title, $0.options) }
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
