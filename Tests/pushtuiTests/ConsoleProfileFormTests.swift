import Foundation
import PushSimulatorFixture
import PushTestSupport
import Testing

/// End-to-end: certificate profiles made in the console's profile form send to the real simulator
/// over TLS, their passphrase from the environment or the system keyring. (The form's key-file
/// check, Key ID and save are tested headless in KeyBehaviourSessionTests.)
@Suite(.serialized) struct ConsoleProfileFormTests {
    /// A certificate profile made in the form (a `.p12` whose passphrase is read from an
    /// environment variable the profile names) sends to the simulator, which accepts only
    /// certificates of its provider CA; the file names the variable, never the passphrase.
    @Test func aCertificateProfileAddedInTheFormSendsToTheSimulator() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "form pass 1")
        let console = try ConsoleHarness(width: 100, height: 32, environment: ["FORM_PASS": "form pass 1"])
        let session = console.session
        try addCertificateProfile("Cert Shop", p12: p12, bed: bed, in: session) {
            try session.sendKeys("Right")
            try session.waitFor("passphrase from +‹ environment variable")
            try session.sendKeys("Tab")
            try session.type("FORM_PASS")
        }
        let saved = try String(contentsOfFile: console.profilesDirectory + "/cert-shop.json", encoding: .utf8)
        #expect(saved.contains(#""passphraseEnv": "FORM_PASS""#), "\(saved)")
        #expect(!saved.contains("form pass 1"))
        try sendToANewDevice(bed: bed, in: session)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    /// A passphrase typed into the form goes into a real Secret Service (read back with
    /// `secret-tool`), the profile names the item, and the console's send opens the certificate with it.
    @Test func aTypedPassphraseIsKeptInTheSystemKeyringAndTheSendUsesIt() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let keyring = try SecretServiceSession()
        defer { keyring.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "typed pass 2")
        let console = try ConsoleHarness(width: 100, height: 32, environment: keyring.environment)
        let session = console.session
        try addCertificateProfile("Keyring Shop", p12: p12, bed: bed, in: session) {
            try session.sendKeys("Left")
            try session.waitFor("passphrase from +‹ typed")
            try session.sendKeys("Tab")
            try session.type("typed pass 2")
            try session.waitFor("stores the passphrase in the system keyring as 'Keyring Shop'")
        }
        #expect(try keyring.lookup("Keyring Shop") == "typed pass 2")
        let saved = try String(contentsOfFile: console.profilesDirectory + "/keyring-shop.json", encoding: .utf8)
        #expect(saved.contains(#""passphraseKeyring": "Keyring Shop""#), "\(saved)")
        #expect(!saved.contains("typed pass 2"))
        #expect(!(try session.capture()).contains("typed pass 2"), "the passphrase is never on screen")
        try sendToANewDevice(bed: bed, in: session)
        try session.sendKeys("C-q")
        #expect(try console.exitStatus() == 0)
    }

    /// Without a reachable Secret Service the form with a typed passphrase does not say it is ready:
    /// it names the keyring's problem and the alternative, and Enter saves nothing (it used to say
    /// "✓ ready to save" and fail on Enter).
    @Test func aTypedPassphraseWithoutAKeyringIsNotReadyToSave() throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let p12 = try bed.writeP12(try bed.certificate(), passphrase: "typed pass 3")
        let nowhere = bed.files.file("no-bus")
        let console = try ConsoleHarness(width: 110, height: 40, environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(nowhere)"])
        let session = console.session
        try session.sendKeys("BTab", "BTab", "a")
        try session.waitFor("kind +‹ APNs token")
        try session.sendKeys("Right", "Tab")
        try session.type("No Keyring")
        try session.sendKeys("Tab", "Tab", "Tab")
        try session.type(p12)
        try session.waitFor("protected by a passphrase|wrong passphrase")
        try session.sendKeys("Tab", "Tab", "Left")
        try session.waitFor("passphrase from +‹ typed")
        try session.sendKeys("Tab")
        try session.type("typed pass 3")
        try session.waitFor("✓ topics: com.example.app")
        try session.waitFor("✗ the system keyring cannot keep the passphrase")
        let frame = try session.idleFrame()
        try session.sendKeys("Enter")
        let screen = try session.waitForIdle(after: frame)
        #expect(!screen.contains("ready to save"), "\(screen)")
        #expect(screen.contains("environment variable"), "\(screen)")
        #expect(!FileManager.default.fileExists(atPath: console.profilesDirectory + "/no-keyring.json"))
        try session.sendKeys("Escape", "C-q")
        #expect(try console.exitStatus() == 0)
    }

    /// `a` in Profiles, the certificate kind, its name and `.p12`, the passphrase as `passphrase`
    /// enters it (from the "passphrase from" field), the simulator's endpoint and CA; then Enter.
    private func addCertificateProfile(_ name: String, p12: String, bed: CertificateTestbed, in session: TmuxSession,
                                       passphrase: () throws -> Void) throws {
        try session.sendKeys("BTab", "BTab", "a")
        try session.waitFor("kind +‹ APNs token")
        try session.sendKeys("Right")
        try session.waitFor("kind +‹ APNs certificate")
        try session.sendKeys("Tab")
        try session.type(name)
        try session.sendKeys("Tab", "Tab", "Tab")
        try session.type(p12)
        try session.waitFor("protected by a passphrase|wrong passphrase")
        try session.sendKeys("Tab", "Tab")
        try passphrase()
        try session.sendKeys("Tab")
        try session.type(bed.endpoint.url)
        try session.sendKeys("Tab")
        try session.type(bed.endpoint.caFile)
        try session.waitFor("✓ topics: com.example.app")
        try session.waitFor("✓ ready to save")
        try session.sendKeys("Enter")
        try session.waitFor("saved \(name) to ")
    }

    /// The new profile's first device, then Ctrl-S: the simulator delivers to it.
    private func sendToANewDevice(bed: CertificateTestbed, in session: TmuxSession) throws {
        try session.sendKeys("Enter", "a")
        try session.waitFor("Add a device")
        try session.type(CertificateTestbed.token)
        try session.sendKeys("Tab")
        try session.type("Test phone")
        try session.sendKeys("Enter")
        try session.waitFor("Ctrl-S → Test phone")
        try session.sendKeys("C-s")
        let simulator = bed.simulator
        let delivered = poll(until: { simulator.deliveredNotifications.count == 1 }, timeout: 15)
        #expect(delivered, "\((try? session.capture()) ?? "")")
        #expect(simulator.deliveredNotifications.first?.token.hex == CertificateTestbed.token)
    }
}
