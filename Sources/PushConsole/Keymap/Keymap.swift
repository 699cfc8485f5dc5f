import Foundation

/// One row of the keymap as the help, the footers and the README show it: the keys, where they
/// apply and the help text. The command it binds is its scope's own type (``CommandBinding``).
public struct KeyBinding: Sendable {
    public let keys: [Key]
    public let scope: KeyScope
    public let help: String
    /// The short word the status bar (or a dialog's footer) shows for it, when it is one of the hints.
    public let hint: String?
    /// Whether the status bar names it first, in every pane (moving between panes, sending, the help).
    let leadsHints: Bool
}

/// Every key the console knows, dialogs included, as data. The status bar hints, the dialogs'
/// footers, the `?` help overlay and the README's key table are all generated from this table, and
/// the reducer dispatches from it: the panes' rows bind ``PaneCommand``s, each overlay's rows its
/// own `Command`. A test checks no key is bound twice in one scope. Text typed into the payload
/// editor and into fields is not listed: it is text.
public enum Keymap {
    public static let bindings: [KeyBinding] = panes.map(\.row) + dialogs

    private static let panes: [CommandBinding<PaneCommand>] = [
        bind([.tab], .global, .focusNext, "next pane", hint: "pane", leadsHints: true),
        bind([.backTab], .global, .focusPrevious, "previous pane"),
        bind([.character("1")], .global, .focus(.profiles), "go to Profiles (outside the payload)"),
        bind([.character("2")], .global, .focus(.tokens), "go to Devices (outside the payload)"),
        bind([.character("3")], .global, .focus(.payload), "go to Payload (outside the payload)"),
        bind([.character("4")], .global, .focus(.log), "go to Responses (outside the payload)"),
        bind([.control("s"), .function(5)], .global, .send, "send the payload to the chosen devices", hint: "send", leadsHints: true),
        bind([.control("r")], .global, .typeToken, "type or paste a token to send to, outside the book"),
        bind([.character("?"), .function(1)], .global, .help, "this help", hint: "help", leadsHints: true),
        bind([.control("q"), .control("c")], .global, .quit, "quit (every profile's draft is kept)", hint: "quit"),
        bind([.escape], .global, .close, "clear the status message, a typed token (in Responses: the search)"),

        bind([.up, .character("k")], .profiles, .move(.up), "previous profile"),
        bind([.down, .character("j")], .profiles, .move(.down), "next profile"),
        bind([.enter], .profiles, .activate, "use this profile and go to its devices"),
        bind([.character("a")], .profiles, .addProfile, "add a profile (a form, checked as you type)", hint: "add"),
        bind([.character("i")], .profiles, .editProfile, "edit the profile (a broken file: in $EDITOR)", hint: "edit"),
        bind([.character("e")], .profiles, .toggleEnvironment, "switch sandbox ⇄ production", hint: "sandbox⇄prod"),
        bind([.character("c")], .profiles, .duplicateProfile, "duplicate the profile", hint: "duplicate"),
        bind([.character("d")], .profiles, .deleteProfile, "delete the profile file (asks first)", hint: "delete"),
        bind([.character("R")], .profiles, .reloadProfiles, "reload every profile from disk", hint: "reload"),
        bind([.character("q")], .profiles, .quit, "quit"),

        bind([.up, .character("k")], .tokens, .move(.up), "previous device"),
        bind([.down, .character("j")], .tokens, .move(.down), "next device"),
        bind([.pageUp], .tokens, .move(.pageUp), "ten devices up"),
        bind([.pageDown], .tokens, .move(.pageDown), "ten devices down"),
        bind([.home], .tokens, .move(.first), "first device"),
        bind([.end], .tokens, .move(.last), "last device"),
        bind([.character(" ")], .tokens, .toggleDevice, "choose / unchoose the device for sending", hint: "choose"),
        bind([.character("A")], .tokens, .selectAllLive, "choose every live device (not the dead ones)", hint: "all live"),
        bind([.character("a")], .tokens, .addDevice, "add a device (paste its token, pick its kind)", hint: "add"),
        bind([.character("l")], .tokens, .renameDevice, "rename (label) the device", hint: "label"),
        bind([.character("d")], .tokens, .deleteDevice, "delete the device (asks first)", hint: "delete"),
        bind([.character("c")], .tokens, .checkDevice, "check the token: what is known, and a probe of both environments", hint: "check"),
        bind([.character("u")], .tokens, .reviveDevice, "clear the device's dead marks (Unregistered, BadDeviceToken)", hint: "revive"),
        bind([.character("q")], .tokens, .quit, "quit"),

        bind([.control("f")], .global, .format, "format (pretty-print) the payload"),
        bind([.control("t")], .global, .templates, "templates and saved payloads: use, save, rename, delete", hint: "templates"),
        bind([.function(7), .control("n")], .global, .quickAlert, "quick alert: title, subtitle, body, badge, sound into the payload"),
        bind([.function(2), .control("o")], .global, .editFields, "edit push type, priority, expiration, collapse ID, apns-id", hint: "fields"),
        bind([.control("e")], .global, .externalEditor, "edit in $EDITOR"),
        bind([.function(4)], .global, .channels, "broadcast channels: list, create, delete, send to one", hint: "channels"),
        bind([.function(3)], .global, .showDevice, "what the built-in simulator's device received", hint: "device"),
        bind([.function(6)], .global, .diagnostics, "list every diagnostic; Enter jumps to it"),
        bind([.function(8)], .global, .messages, "the messages the status line showed: warnings, errors, notices"),
        bind([.control("z")], .payload, .undo, "undo: typing, F2, a template (text and fields together)", hint: "undo"),
        bind([.control("y")], .payload, .redo, "redo"),

        bind([.up, .character("k")], .log, .move(.up), "previous response"),
        bind([.down, .character("j")], .log, .move(.down), "next response"),
        bind([.pageUp], .log, .move(.pageUp), "a page up"),
        bind([.pageDown], .log, .move(.pageDown), "a page down"),
        bind([.home], .log, .move(.first), "first response"),
        bind([.end], .log, .move(.last), "last response"),
        bind([.enter], .log, .activate, "details: headers, body, answer, what to do", hint: "details"),
        bind([.character("r")], .log, .resend, "ask to resend this push (an earlier one: to the book's device its token ends like)", hint: "resend"),
        bind([.character("f")], .log, .cycleFilter, "filter: all failures, then each outcome", hint: "filter"),
        bind([.character("/")], .log, .search, "search: device, token, apns-id, unique-id, reason, profile, topic…", hint: "search"),
        bind([.character("n")], .log, .nextMatch, "the next match of the search"),
        bind([.character("N")], .log, .previousMatch, "the previous match of the search"),
        bind([.character("y")], .log, .copyAsCurl, "copy the push as a curl command (clipboard tool, else OSC 52; kept in clipboard.txt)",
             hint: "copy curl"),
        bind(viewCopiedKeys, .log, .viewCopied, "view the last copy whole, to select it with the mouse"),
        bind([.character("q")], .log, .quit, "quit"),
    ]

    /// The keys that open the copied-text view, where copies are made (Responses, the details).
    static let viewCopiedKeys: [Key] = [.character("v")]

    /// The dialogs' keys, each overlay's declared in its own folder, in the order of
    /// ``OverlayRegistry/features``.
    static let dialogs: [KeyBinding] = OverlayRegistry.features.flatMap { $0.rows }

    /// Lines up and down, pages, top and bottom of a scrolling view, each bound to `scroll` of its
    /// move.
    static func scrolling<Command>(_ scope: KeyScope, _ what: String, _ scroll: (ListCommand) -> Command) -> [CommandBinding<Command>] {
        [bind([.up, .character("k")], scope, scroll(.up), "scroll \(what) up a line", hint: "scroll"),
         bind([.down, .character("j")], scope, scroll(.down), "scroll \(what) down a line", hint: "scroll"),
         bind([.pageUp], scope, scroll(.pageUp), "a page up", hint: "page"),
         bind([.pageDown], scope, scroll(.pageDown), "a page down", hint: "page"),
         bind([.home], scope, scroll(.first), "the top"),
         bind([.end], scope, scroll(.last), "the bottom")]
    }

    /// A form's keys (←→ move the cursor in a text field).
    static func form(_ scope: KeyScope, save: String) -> [CommandBinding<FormCommand>] {
        form(scope, save: save, { $0 }, choices: nil)
    }

    /// The keys of a form with choice fields: a form's, and ←→ changing a choice field's value.
    static func choiceForm(_ scope: KeyScope, save: String) -> [CommandBinding<ChoiceFormCommand>] {
        form(scope, save: save, ChoiceFormCommand.form, choices: (.previousChoice, .nextChoice))
    }

    /// A form's keys, each bound to `form` of its command, with the keys of `choices` when given.
    private static func form<Command>(_ scope: KeyScope, save: String, _ form: (FormCommand) -> Command,
                                      choices: (previous: Command, next: Command)?) -> [CommandBinding<Command>] {
        var keys = [bind([.tab, .down], scope, form(.nextField), "next field", hint: "field"),
                    bind([.backTab, .up], scope, form(.previousField), "previous field")]
        if let choices {
            keys += [bind([.left], scope, choices.previous, "on a choice (environment, kind): the previous value", hint: "choice"),
                     bind([.right], scope, choices.next, "on a choice (environment, kind): the next value", hint: "choice")]
        }
        return keys + [bind([.enter], scope, form(.activate), save, hint: "save"),
                       bind([.escape], scope, form(.close), "cancel, nothing saved", hint: "cancel")]
    }

    /// The command `key` means in the pane scope `scope`, falling back to the global bindings.
    static func command(for key: Key, in scope: KeyScope) -> PaneCommand? {
        command(for: key, in: scope, among: panes) ?? command(for: key, in: .global, among: panes)
    }

    /// The command of the first of `bindings` in `scope` that binds `key`.
    static func command<Command>(for key: Key, in scope: KeyScope, among bindings: [CommandBinding<Command>]) -> Command? {
        bindings.first { $0.row.scope == scope && $0.row.keys.contains(key) }?.command
    }

    /// The hints the status bar shows for a pane: Tab, send and help, its own, then the other global ones.
    /// In the payload, printable keys are text, so only their other keys are shown (F1 for help).
    static func hints(for scope: KeyScope) -> [(keys: String, help: String)] {
        let global = bindings.filter { $0.scope == .global && $0.hint != nil }
        let own = scope == .global ? [] : bindings.filter { $0.scope == scope && $0.hint != nil }
        // The way around, the send and the way to every key come first, in every pane.
        let (leading, trailing) = (global.filter(\.leadsHints), global.filter { !$0.leadsHints })
        return (leading + own + trailing).compactMap { binding in
            let keys = scope == .payload ? binding.keys.filter { if case .character = $0 { return false } else { return true } } : binding.keys
            guard let hint = binding.hint, !keys.isEmpty else { return nil }
            return (names(keys), hint)
        }
    }

    /// An overlay's footer: the first key of each hinted binding, bindings with the same hint
    /// together ("↑ ↓ scroll · PgUp PgDn page · Esc close").
    static func footer(for scope: KeyScope) -> String {
        var groups: [(keys: [String], hint: String)] = []
        for binding in bindings where binding.scope == scope {
            guard let hint = binding.hint, let key = binding.keys.first else { continue }
            if let last = groups.indices.last, groups[last].hint == hint {
                groups[last].keys.append(key.displayName)
            } else {
                groups.append(([key.displayName], hint))
            }
        }
        return groups.map { $0.keys.joined(separator: " ") + " " + $0.hint }.joined(separator: " · ")
    }

    /// `docs/keys.md`: every binding, a section per scope in the keymap's order, each key with its
    /// help text. A test keeps the file equal to this; `./dev docs` writes it.
    public static func markdownPage() -> String {
        var lines = [
            "# Keys",
            "",
            "<!-- Generated from the console's keymap (Keymap.markdownPage); edit the keymap, then run",
            "     `./dev docs` to write this file. A test keeps it equal. -->",
            "",
            "Every key the console reacts to, where it acts. `?` or `F1` shows the same list inside the console,",
            "and each dialog's footer names its keys from the same table. A dialog takes every key while it is",
            "open, and a key its rows do not list does nothing there. In the payload, and in a form's text",
            "fields, printable keys are text.",
        ]
        var scopes: [KeyScope] = []
        for binding in bindings where !scopes.contains(binding.scope) { scopes.append(binding.scope) }
        for scope in scopes {
            lines += ["", "## \(scope.title)", "", "| keys | what |", "|---|---|"]
            for binding in bindings where binding.scope == scope {
                lines.append("| \(binding.keys.map { "`\($0.displayName)`" }.joined(separator: " ")) | \(binding.help.replacing("|", with: "\\|")) |")
            }
        }
        return (lines + [""]).joined(separator: "\n")
    }

    /// "Ctrl-S/F5".
    static func names(_ keys: [Key]) -> String {
        keys.map(\.displayName).joined(separator: "/")
    }

    /// A row binding `keys` in `scope` to `command`, with its help text and perhaps a hint.
    static func bind<Command>(_ keys: [Key], _ scope: KeyScope, _ command: Command, _ help: String,
                              hint: String? = nil, leadsHints: Bool = false) -> CommandBinding<Command> {
        CommandBinding(row: KeyBinding(keys: keys, scope: scope, help: help, hint: hint, leadsHints: leadsHints), command: command)
    }
}
