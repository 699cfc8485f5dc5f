/// `docs/pushtui.1`: the man page, in roff (man macros), made from the command specs and the notes,
/// so it lists exactly the commands and options the parser accepts. `man -l docs/pushtui.1` reads it.
public enum ManPage {
    /// The page for `commands` (in the order `pushtui --help` lists them).
    public static func render(commands: [CommandSpec], notes: ReferenceNotes) -> String {
        var lines = [
            ".\\\" Generated from pushtui's command specs (ManPage.render); edit those, not this file.",
            ".TH PUSHTUI 1 \"\" \"pushtui \(notes.version)\" \"User Commands\"",
            ".SH NAME",
            "pushtui \\- \(escaped(notes.tagline))",
            ".SH SYNOPSIS",
            ".B pushtui",
            "[\\fIcommand\\fR] [\\fIoptions\\fR]",
            ".br",
            ".B pushtui",
            "\\fIcommand\\fR \\fB\\-\\-help\\fR",
            ".SH DESCRIPTION",
        ]
        lines += paragraphs(notes.description)
        lines += [".SH COMMANDS"]
        for command in commands {
            lines += tagged(term: "\\fB\(escaped(command.name))\\fR", escaped(command.summary))
        }
        for command in commands {
            lines += [".SH \"PUSHTUI \(escaped(command.name.uppercased()))\"", ".nf", escaped(HelpText.usage(command)), ".fi"]
            lines += paragraphs([command.summary])
            if !command.positionals.isEmpty {
                lines += [".SS Arguments"]
                for positional in command.positionals {
                    lines += tagged(term: "\\fI<\(escaped(positional.name))>\\fR", escaped(positional.help))
                }
            }
            for group in HelpText.optionGroups(command) {
                lines += [".SS \"\(escaped(group.title.prefix(1).uppercased() + group.title.dropFirst()))\""]
                for option in group.options {
                    let value = option.valueName.map { " \\fI\(escaped($0))\\fR" } ?? ""
                    let short = option.short.map { "\\fB\\-\($0)\\fR, " } ?? ""
                    lines += tagged(term: "\(short)\\fB\\-\\-\(escaped(option.name))\\fR\(value)", escaped(HelpText.help(option)))
                }
            }
            if !command.discussion.isEmpty {
                lines += paragraphs(command.discussion.split(separator: "\n\n").map(String.init))
            }
        }
        lines += [".SH \"EXIT STATUS\""]
        for status in notes.exitStatuses { lines += tagged(term: "\\fB\(escaped(status.term))\\fR", escaped(status.meaning)) }
        lines += [".SH ENVIRONMENT"]
        for variable in notes.environment { lines += tagged(term: "\\fB\(escaped(variable.term))\\fR", escaped(variable.meaning)) }
        lines += [".SH FILES"]
        for file in notes.files { lines += tagged(term: "\\fI\(escaped(file.term))\\fR", escaped(file.meaning)) }
        lines += [".SH \"SEE ALSO\"", "\\fBcurl\\fR(1), \\fBopenssl\\fR(1)", ""]
        return lines.joined(separator: "\n")
    }

    /// `.PP` paragraphs; a paragraph's own line breaks are kept as roff fills them.
    private static func paragraphs(_ texts: [String]) -> [String] {
        texts.flatMap { [".PP"] + $0.split(separator: "\n", omittingEmptySubsequences: true).map { escapedLine(String($0)) } }
    }

    /// A `.TP` item: the term on its own line, the (escaped) text indented under it.
    private static func tagged(term: String, _ text: String) -> [String] {
        [".TP", term, guarded(text)]
    }

    /// A line of text, escaped, that roff must not read as a request.
    private static func escapedLine(_ line: String) -> String {
        guarded(escaped(line.trimmingLeadingSpaces))
    }

    /// `\&` before a leading `.` or `'`, which would make the line a request.
    private static func guarded(_ text: String) -> String {
        text.hasPrefix(".") || text.hasPrefix("'") ? "\\&" + text : text
    }

    /// Text with roff's escape character and hyphens written as roff wants them (`\e`, `\-`).
    static func escaped(_ text: some StringProtocol) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\\": escaped += "\\e"
            case "-": escaped += "\\-"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}

extension String {
    /// The string without its leading spaces.
    fileprivate var trimmingLeadingSpaces: Substring { drop { $0 == " " } }
}
