import Foundation

/// One row of the keymap: the keys, where they apply, what they do and the help text.
public struct KeyBinding: Sendable {
    public let keys: [Key]
    public let scope: KeyScope
    public let command: ConsoleCommand
    public let help: String
    /// The short word the status bar shows for it, when it is one of the hints.
    public let hint: String?
}

/// Every key the console knows, as data. The status bar hints, the `?` help overlay and the
/// README's key table are all generated from this table; a test checks no key is bound twice in
/// one scope. Text typed into the payload editor and into fields is not listed: it is text.
public enum Keymap {
    public static let bindings: [KeyBinding] = [
        bind([.tab], .global, .focusNext, "next pane"),
        bind([.backTab], .global, .focusPrevious, "previous pane"),
        bind([.control("s"), .function(5)], .global, .send, "send the payload to the chosen devices", hint: "send"),
        bind([.character("?"), .function(1)], .global, .help, "this help", hint: "help"),
        bind([.control("q"), .control("c")], .global, .quit, "quit (the payload is kept as a draft)", hint: "quit"),
        bind([.escape], .global, .close, "close a dialog, leave a field"),

        bind([.up], .profiles, .moveUp, "previous profile"),
        bind([.down], .profiles, .moveDown, "next profile"),
        bind([.enter], .profiles, .activate, "use this profile and go to its devices"),
        bind([.character("a")], .profiles, .addProfile, "add a profile (a form, checked as you type)", hint: "add"),
        bind([.character("i")], .profiles, .editProfile, "edit the profile", hint: "edit"),
        bind([.character("e")], .profiles, .toggleEnvironment, "switch sandbox ⇄ production", hint: "sandbox⇄prod"),
        bind([.character("c")], .profiles, .duplicateProfile, "duplicate the profile", hint: "duplicate"),
        bind([.character("d")], .profiles, .deleteProfile, "delete the profile file (asks first)", hint: "delete"),
        bind([.character("q")], .profiles, .quit, "quit"),

        bind([.up], .tokens, .moveUp, "previous device"),
        bind([.down], .tokens, .moveDown, "next device"),
        bind([.character(" ")], .tokens, .toggleDevice, "choose / unchoose the device for sending", hint: "choose"),
        bind([.character("A")], .tokens, .selectAllLive, "choose every live device (not the dead ones)", hint: "all live"),
        bind([.character("a")], .tokens, .addDevice, "add a device (paste its token)", hint: "add"),
        bind([.character("l")], .tokens, .renameDevice, "rename (label) the device", hint: "label"),
        bind([.character("d")], .tokens, .deleteDevice, "delete the device (asks first)", hint: "delete"),
        bind([.character("q")], .tokens, .quit, "quit"),

        bind([.control("f")], .global, .format, "format (pretty-print) the payload"),
        bind([.control("t")], .global, .templates, "templates: alert, background, VoIP, Live Activity…", hint: "templates"),
        bind([.function(2), .control("o")], .global, .editFields, "edit push type, priority, expiration, collapse ID, apns-id", hint: "fields"),
        bind([.control("e")], .global, .externalEditor, "edit in $EDITOR"),
        bind([.function(4)], .global, .channels, "broadcast channels: list, create, delete, send to one", hint: "channels"),
        bind([.function(3)], .global, .showDevice, "what the built-in simulator's device received", hint: "device"),
        bind([.function(6)], .global, .diagnostics, "list every diagnostic; Enter jumps to it"),
        bind([.control("z")], .payload, .undo, "undo (a template's text and fields together)", hint: "undo"),
        bind([.control("y")], .payload, .redo, "redo"),

        bind([.up], .log, .moveUp, "previous response"),
        bind([.down], .log, .moveDown, "next response"),
        bind([.pageUp], .log, .pageUp, "a page up"),
        bind([.pageDown], .log, .pageDown, "a page down"),
        bind([.home], .log, .first, "first response"),
        bind([.end], .log, .last, "last response"),
        bind([.enter], .log, .activate, "details: headers, body, answer, what to do", hint: "details"),
        bind([.character("r")], .log, .resend, "resend this push", hint: "resend"),
        bind([.character("f")], .log, .cycleFilter, "filter by outcome", hint: "filter"),
        bind([.character("y")], .log, .copyAsCurl, "copy the push as a curl command (terminal clipboard, OSC 52)", hint: "copy curl"),
        bind([.character("q")], .log, .quit, "quit"),

        bind([.up], .overlay, .moveUp, "previous item or field"),
        bind([.down], .overlay, .moveDown, "next item or field"),
        bind([.enter], .overlay, .activate, "confirm"),

        bind([.up], .diagnostics, .moveUp, "previous diagnostic"),
        bind([.down], .diagnostics, .moveDown, "next diagnostic"),
        bind([.pageUp], .diagnostics, .pageUp, "ten up"),
        bind([.pageDown], .diagnostics, .pageDown, "ten down"),
        bind([.home], .diagnostics, .first, "first diagnostic"),
        bind([.end], .diagnostics, .last, "last diagnostic"),
        bind([.enter], .diagnostics, .activate, "put the payload's cursor on it"),
        bind([.escape, .character("q")], .diagnostics, .close, "close the list"),
    ]

    /// The command `key` means in `scope`, falling back to the global bindings.
    static func command(for key: Key, in scope: KeyScope) -> ConsoleCommand? {
        binding(for: key, in: scope)?.command ?? (scope.isOverlay ? nil : binding(for: key, in: .global)?.command)
    }

    /// The hints the status bar shows for a scope: its own first, so a narrow terminal still shows
    /// the focused pane's keys, then the global ones. In the payload, printable keys are text, so
    /// only their other keys are shown (F1 for help).
    static func hints(for scope: KeyScope) -> [(keys: String, help: String)] {
        let global = bindings.filter { $0.scope == .global && $0.hint != nil }
        let own = scope == .global ? [] : bindings.filter { $0.scope == scope && $0.hint != nil }
        return (own + global).compactMap { binding in
            let keys = scope == .payload ? binding.keys.filter { if case .character = $0 { return false } else { return true } } : binding.keys
            guard let hint = binding.hint, !keys.isEmpty else { return nil }
            return (names(keys), hint)
        }
    }

    /// The README's key table, in Markdown.
    public static func markdownTable() -> String {
        var lines = ["| where | keys | what |", "|---|---|---|"]
        for binding in bindings {
            lines.append("| \(binding.scope.rawValue) | \(binding.keys.map { "`\($0.displayName)`" }.joined(separator: " ")) | \(binding.help) |")
        }
        return lines.joined(separator: "\n")
    }

    /// "Ctrl-S/F5".
    static func names(_ keys: [Key]) -> String {
        keys.map(\.displayName).joined(separator: "/")
    }

    private static func binding(for key: Key, in scope: KeyScope) -> KeyBinding? {
        bindings.first { $0.scope == scope && $0.keys.contains(key) }
    }

    private static func bind(_ keys: [Key], _ scope: KeyScope, _ command: ConsoleCommand, _ help: String,
                             hint: String? = nil) -> KeyBinding {
        KeyBinding(keys: keys, scope: scope, command: command, help: help, hint: hint)
    }
}
