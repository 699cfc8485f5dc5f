/// Renders `--help` for a command from its spec, so help can never drift from what the parser accepts.
enum HelpText {
    static func render(_ spec: CommandSpec) -> String {
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
        if !spec.options.isEmpty {
            lines += ["", "options:"]
            lines += table(spec.options.map { option in
                let left = "--\(option.name)" + (option.valueName.map { " \($0)" } ?? "")
                return (left, option.help + (option.repeatable ? " (repeatable)" : ""))
            })
        }
        if !spec.discussion.isEmpty { lines += ["", spec.discussion] }
        return lines.joined(separator: "\n")
    }

    /// The top-level help: every command with its summary.
    static func overview(_ commands: [CommandSpec]) -> String {
        var lines = ["usage: pushtui <command> [options]", "", "commands:"]
        lines += table(commands.map { ($0.name, $0.summary) })
        lines += ["", "Run 'pushtui <command> --help' for a command's options.", "Run 'pushtui --version' for the version."]
        return lines.joined(separator: "\n")
    }

    private static func table(_ rows: [(String, String)]) -> [String] {
        let width = min(30, rows.map(\.0.count).max() ?? 0)
        return rows.map { left, right in
            let pad = left.count < width ? String(repeating: " ", count: width - left.count) : ""
            return "  \(left)\(pad)  \(right)"
        }
    }
}
