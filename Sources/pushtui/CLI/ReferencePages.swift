import PushCommandLine
import PushDelivery

/// The pages made from the command specs: `docs/pushtui.1` and `docs/cli.md`. `./dev docs` writes
/// them (through `GeneratedDocsTests` in record mode), and that test keeps the files equal to these.
enum ReferencePages {
    /// What the man page and the reference say beyond the specs, from the values the code uses.
    static let notes = ReferenceNotes(
        version: Version.current,
        tagline: "a terminal push console and command line for APNs and FCM",
        description: [
            """
            pushtui crafts, sends and inspects push notifications from a terminal: APNs over HTTP/2 with a .p8 key \
            or a provider certificate, FCM HTTP v1, and iOS 18 broadcast channels. Without a command on a \
            terminal it opens the console; the commands below script the same profiles, payloads and history.
            """,
            """
            pushtui sim starts a local APNs simulator (real HTTP/2 over TLS, its own CA), and pushtui --demo \
            opens the console on it, so everything can be tried without an Apple account.
            """,
        ],
        exitStatuses: ExitCode.allCases.map { .init(String($0.rawValue), $0.meaning) },
        files: [
            .init("./profiles, else $XDG_CONFIG_HOME/pushtui/profiles", "profiles: one JSON file each (--profiles DIR chooses another directory)"),
            .init("$XDG_STATE_HOME/pushtui/history.jsonl", "every push sent, with its answer; the console's log"),
            .init("$XDG_STATE_HOME/pushtui/drafts.json", "the console's unsaved payloads and headers, per profile"),
            .init("$XDG_STATE_HOME/pushtui/simulator", "the simulator's CA, server certificate and demo key"),
            .init("$XDG_DATA_HOME/pushtui/library.json", "saved payloads (pushtui library)"),
        ],
        environment: [
            .init("XDG_CONFIG_HOME", "where profiles live (default ~/.config)"),
            .init("XDG_STATE_HOME", "where history, drafts and the simulator's state live (default ~/.local/state)"),
            .init("XDG_DATA_HOME", "where the payload library lives (default ~/.local/share)"),
            .init("VISUAL, EDITOR", "the editor the console hands a payload to"),
            .init("NO_COLOR", "set: the console draws without colour"),
            .init("DISPLAY, WAYLAND_DISPLAY", "which clipboard tool the console's copy uses (xclip, xsel, wl-copy; else OSC 52)"),
        ])

    /// The man page.
    static var manPage: String { ManPage.render(commands: Command.all.map(\.spec), notes: notes) }

    /// `docs/cli.md`.
    static var commandReference: String { CommandReference.render(commands: Command.all.map(\.spec), notes: notes) }
}
