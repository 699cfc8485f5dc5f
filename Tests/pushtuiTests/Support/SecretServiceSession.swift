import Foundation
import PushTestSupport

/// A real Secret Service for the keyring tests: GNOME Keyring on a private D-Bus session bus, its
/// login keyring created and unlocked with a test password, its files in a temporary home.
/// Processes reach it through ``environment``; `secret-tool` reads what they stored, as an
/// independent client.
///
/// Both daemons run in the foreground as the test's own children, and the bus has no service
/// directories: a daemonized child would keep the descriptor Foundation watches for its exit, and
/// bus activation would start a second, locked keyring behind the test's back. (`dbus-run-session`
/// does not fit either: it relies on signals that the test process's children inherit blocked.)
final class SecretServiceSession {
    /// The schema pushtui stores passphrases under (`xdg:schema` to `secret-tool`).
    static let schema = "io.pushtui.CertificatePassphrase"

    let home: TemporaryDirectory
    private let bus: RunningProcess
    private let keyring: RunningProcess
    /// The session bus's address.
    let address: String

    init() throws {
        let home = try TemporaryDirectory(prefix: "keyring-home")
        self.home = home
        let socket = home.file("bus")
        address = "unix:path=" + socket
        let configuration = try home.write("""
            <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
             "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
            <busconfig>
              <type>session</type>
              <listen>\(address)</listen>
              <policy context="default"><allow send_destination="*" eavesdrop="true"/><allow eavesdrop="true"/><allow own="*"/></policy>
            </busconfig>
            """, to: "bus.conf")
        let bus = try CommandLineTool.start("dbus-daemon", ["--config-file=\(configuration)", "--nofork", "--nopidfile"])
        self.bus = bus
        guard poll(until: { FileManager.default.fileExists(atPath: socket) || !bus.isRunning }, timeout: 20), bus.isRunning else {
            throw TestSupportError.failed("the session bus did not start: \(bus.standardError)")
        }
        // Its own home, runtime and data directories: the test keyring never meets a user's.
        let runtime = home.file("runtime")
        try FileManager.default.createDirectory(atPath: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let password = try home.writePrivate("test-password", to: "password")
        let keyring = try CommandLineTool.start("gnome-keyring-daemon", ["--foreground", "--unlock", "--components=secrets"], input: password,
                                                environment: ["DBUS_SESSION_BUS_ADDRESS": address, "HOME": home.path, "XDG_RUNTIME_DIR": runtime,
                                                              "XDG_DATA_HOME": home.file("data"), "XDG_CACHE_HOME": home.file("cache"),
                                                              "XDG_CONFIG_HOME": home.file("config"), "DISPLAY": ""])
        self.keyring = keyring
        let environment = ["DBUS_SESSION_BUS_ADDRESS": address]
        let owned = try poll(until: {
            let answer = try CommandLineTool.run("dbus-send", ["--session", "--dest=org.freedesktop.DBus", "--print-reply", "/org/freedesktop/DBus",
                                                               "org.freedesktop.DBus.NameHasOwner", "string:org.freedesktop.secrets"],
                                                 environment: environment, timeout: 20)
            return answer.standardOutput.contains("boolean true") || !keyring.isRunning
        }, timeout: 20)
        guard owned, keyring.isRunning else {
            throw TestSupportError.failed("gnome-keyring-daemon did not take the Secret Service's name: \(keyring.standardError)")
        }
    }

    /// What a process needs to reach this Secret Service.
    var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, "DISPLAY": ""]
    }

    /// `secret-tool lookup` of pushtui's item `name`: the stored passphrase, or nil when there is none.
    func lookup(_ name: String) throws -> String? {
        let result = try CommandLineTool.run("secret-tool", ["lookup", "xdg:schema", Self.schema, "name", name],
                                             environment: environment, timeout: 20)
        return result.status == 0 ? result.standardOutput : nil
    }

    /// Ends both daemons and removes the home.
    func stop() {
        for process in [keyring, bus] {
            process.send(SIGKILL)
            _ = try? process.wait(timeout: 20)
        }
        home.remove()
    }
}
