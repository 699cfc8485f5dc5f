import Foundation

/// An X display of its own for a test: `Xvfb` on the first free display number, with no TCP
/// listener, stopped when this is released. Clipboard tools (`xclip`) reach it through ``display``.
public final class VirtualDisplay: Sendable {
    private let server: RunningProcess
    /// The value for `DISPLAY` (":3").
    public let display: String

    /// Starts `Xvfb` and waits until it accepts clients; throws when `Xvfb` is not installed
    /// (Debian `xvfb`, which `./dev test` installs) or does not start.
    public init() throws {
        guard CommandLineTool.locate("Xvfb") != nil else { throw TestSupportError.notFound("Xvfb") }
        server = try CommandLineTool.start("Xvfb", ["-displayfd", "1", "-nolisten", "tcp", "-screen", "0", "320x200x24"])
        // Xvfb writes its display number once it accepts clients.
        let server = self.server
        var number: String?
        guard poll(until: {
            number = server.standardOutput.split(separator: "\n").first.map(String.init)
            return number != nil || !server.isRunning
        }, timeout: 20), let number else {
            throw TestSupportError.failed("Xvfb did not start: \(server.standardError)")
        }
        display = ":" + number
    }

    deinit {
        server.send(SIGTERM)
        _ = try? server.wait(timeout: 10)
    }
}
