/// The declared shape of one subcommand: its options, its positional arguments and their help.
/// Parsing, `--help` output and usage errors are all derived from this one value.
struct CommandSpec: Sendable {
    /// The word after `pushtui` (`sim`, `jwt`, ...).
    let name: String
    /// One line for the command list.
    let summary: String
    /// Positional arguments, shown in the usage line (`<name>`).
    var positionals: [PositionalSpec] = []
    /// Options, in the order `--help` lists them.
    var options: [OptionSpec] = []
    /// Extra paragraphs printed after the option list (examples, notes).
    var discussion: String = ""
    /// The heading `--help` lists each option under, headings in ascending `rank`; nil lists every
    /// option under "options".
    var optionHeading: (@Sendable (OptionSpec) -> (rank: Int, title: String))? = nil
}

/// One `--option` of a command.
struct OptionSpec: Sendable {
    /// Long name without the leading dashes.
    let name: String
    /// The placeholder shown in help (`PORT`); `nil` for a flag that takes no value.
    let valueName: String?
    /// One line of help.
    let help: String
    /// Whether the option may be given more than once.
    var repeatable: Bool = false

    static func flag(_ name: String, _ help: String) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help)
    }

    static func value(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable)
    }
}

/// One positional argument of a command.
struct PositionalSpec: Sendable {
    let name: String
    let help: String
    var isOptional: Bool = false
}
