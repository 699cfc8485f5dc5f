/// `docs/cli.md`: every command with its usage, arguments, options (under `--help`'s headings) and
/// notes, and the exit codes, in Markdown made from the command specs; a test keeps the file equal.
public enum CommandReference {
    /// The page for `commands` (in the order `pushtui --help` lists them).
    public static func render(commands: [CommandSpec], notes: ReferenceNotes) -> String {
        var lines = [
            "# Command line reference",
            "",
            "<!-- Generated from the command specs (CommandReference.render); edit those, then run",
            "     `./dev docs` to write this file. A test keeps it equal. -->",
            "",
            "pushtui \(notes.version). `pushtui <command> --help` prints the same for one command;",
            "`man pushtui` (after `./dev install`) is this page as a man page.",
            "",
            "| command | what it does |",
            "|---|---|",
        ]
        lines += commands.map { "| [`\($0.name)`](#pushtui-\($0.name)) | \(cell($0.summary)) |" }
        for command in commands {
            lines += ["", "## pushtui \(command.name)", "", "```", HelpText.usage(command), "```", "", command.summary]
            if !command.positionals.isEmpty {
                lines += ["", "| argument | |", "|---|---|"]
                lines += command.positionals.map { "| `<\($0.name)>`\($0.isOptional ? " (optional)" : "") | \(cell($0.help)) |" }
            }
            for group in HelpText.optionGroups(command) {
                lines += ["", "**\(group.title)**", "", "| option | |", "|---|---|"]
                lines += group.options.map { "| `\(cell(HelpText.label($0)))` | \(cell(HelpText.help($0))) |" }
            }
            if !command.discussion.isEmpty {
                lines += ["", "```text", command.discussion, "```"]
            }
        }
        lines += ["", "## Exit codes", "", "| code | meaning |", "|---|---|"]
        lines += notes.exitStatuses.map { "| \($0.term) | \(cell($0.meaning)) |" }
        lines += ["", "## Environment", "", "| variable | |", "|---|---|"]
        lines += notes.environment.map { "| `\($0.term)` | \(cell($0.meaning)) |" }
        lines += ["", "## Files", "", "| path | |", "|---|---|"]
        lines += notes.files.map { "| `\($0.term)` | \(cell($0.meaning)) |" }
        return (lines + [""]).joined(separator: "\n")
    }

    /// Text for a table cell: a `|` would end the cell.
    private static func cell(_ text: String) -> String {
        text.replacing("|", with: "\\|")
    }
}
