/// The declared shape of one subcommand: its options, its positional arguments and their help.
/// Parsing, `--help` output and usage errors are all derived from this one value.
public struct CommandSpec: Sendable {
    /// The word after `pushtui` (`sim`, `jwt`, ...).
    public let name: String
    /// One line for the command list.
    public let summary: String
    /// Positional arguments, shown in the usage line (`<name>`).
    public var positionals: [PositionalSpec] = []
    /// Options, in the order `--help` lists them.
    public var options: [OptionSpec] = []
    /// Extra paragraphs printed after the option list (examples, notes).
    public var discussion: String = ""
    /// The heading `--help` lists each option under, headings in ascending `rank`; nil lists every
    /// option under "options".
    public var optionHeading: (@Sendable (OptionSpec) -> (rank: Int, title: String))? = nil

    /// A command's shape; `optionHeading` groups `--help`'s options under headings (one list without it).
    public init(name: String, summary: String, positionals: [PositionalSpec] = [], options: [OptionSpec] = [],
                discussion: String = "", optionHeading: (@Sendable (OptionSpec) -> (rank: Int, title: String))? = nil) {
        self.name = name
        self.summary = summary
        self.positionals = positionals
        self.options = options
        self.discussion = discussion
        self.optionHeading = optionHeading
    }
}

/// One `--option` of a command.
public struct OptionSpec: Sendable {
    /// Long name without the leading dashes.
    public let name: String
    /// The placeholder shown in help (`PORT`); `nil` for a flag that takes no value.
    public let valueName: String?
    /// One line of help.
    public let help: String
    /// Whether the option may be given more than once.
    public var repeatable: Bool = false
    /// What a shell offers for the value (``ValueCompletion/text`` for a flag).
    public var completion: ValueCompletion = .text
    /// A one-letter spelling of a flag (`v` for `-v`), or nil for the long name alone.
    public var short: Character? = nil

    /// A flag: `--name`, no value; `short` adds a one-letter spelling (`-v`).
    public static func flag(_ name: String, _ help: String, short: Character? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: nil, help: help, short: short)
    }

    /// An option that takes a value: `--name VALUE` or `--name=VALUE`; `completion` defaults to what
    /// `valueName` implies (``ValueCompletion/implied(by:)``).
    public static func value(_ name: String, _ valueName: String, _ help: String, repeatable: Bool = false,
                             completion: ValueCompletion? = nil) -> OptionSpec {
        OptionSpec(name: name, valueName: valueName, help: help, repeatable: repeatable,
                   completion: completion ?? .implied(by: valueName))
    }
}

/// One positional argument of a command.
public struct PositionalSpec: Sendable {
    /// The name shown in the usage line (`<name>`).
    public let name: String
    /// One line of help.
    public let help: String
    /// Whether it may be left out.
    public var isOptional: Bool = false
    /// What a shell offers for it.
    public var completion: ValueCompletion = .text

    /// A positional argument, required unless `isOptional`.
    public init(name: String, help: String, isOptional: Bool = false, completion: ValueCompletion = .text) {
        self.name = name
        self.help = help
        self.isOptional = isOptional
        self.completion = completion
    }
}
