import PushCore
import PushDelivery
import PushKeyring
import PushTransport
import Testing

/// The exported `curl` line, shared by `pushtui curl` and the console's copy-as-curl: quoted for a
/// POSIX shell, with no secret in it.
@Suite struct CurlCommandLineTests {
    @Test(arguments: [("com.acme.app", "com.acme.app"), ("", "''"), ("a b", "'a b'"), ("it's", #"'it'\''s'"#), ("$HOME", "'$HOME'")])
    func wordsAreQuotedOnlyWhenTheyNeedIt(word: String, quoted: String) {
        #expect(ShellQuote.quote(word) == quoted)
    }

    @Test func aLineCarriesTheHeadersBodyCAAndAMintedToken() throws {
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        let wire = try PushRequest(token: token, topic: "com.acme.app", pushType: .alert, payload: #"{"aps":{"alert":"it's"}}"#)
            .httpRequest(authorization: nil)
        let endpoint = try APNsEndpoint.custom("https://127.0.0.1:2197", caFile: "/tmp/my ca.pem")
        let line = CurlCommandLine.make(wire, endpoint: endpoint, authentication: .providerToken(mintedBy: "pushtui jwt --profile p"))
        #expect(line.hasPrefix("curl --http2 --cacert '/tmp/my ca.pem' -H \"authorization: bearer $(pushtui jwt --profile p)\" "))
        #expect(line.contains("-H 'apns-topic: com.acme.app'"), "\(line)")
        #expect(line.contains(#"--data-binary '{"aps":{"alert":"it'\''s"}}'"#), "\(line)")
        #expect(line.hasSuffix(" https://127.0.0.1:2197/3/device/\(token.hex)"), "\(line)")
    }

    @Test func aPassphraseInTheProfileIsNeverPrintedAndTheNoteSaysWhatToExport() {
        let inProfile = CurlCommandLine.certificateWords(CertificateSource(file: "/certs/a b.p12", passphrase: .inProfile("hunter2")),
                                                         keyring: UnavailableKeyring(reason: "not needed here"))
        #expect(inProfile.words == ["--cert-type", "P12", "--cert", "'/certs/a b.p12'", "--pass", "\"$APNS_CERT_PASSPHRASE\""])
        #expect(inProfile.notes.count == 1 && inProfile.notes[0].contains("export it as APNS_CERT_PASSPHRASE"))
        #expect(!(inProfile.words + inProfile.notes).joined().contains("hunter2"))
        let fromEnvironment = CurlCommandLine.certificateWords(CertificateSource(file: "/certs/c.der", passphrase: .environment("PASS"),
                                                                                 keyFile: "/certs/k.pem"),
                                                                 keyring: UnavailableKeyring(reason: "not needed here"))
        #expect(fromEnvironment.words == ["--cert-type", "DER", "--cert", "/certs/c.der", "--key", "/certs/k.pem", "--pass", "\"$PASS\""])
        #expect(fromEnvironment.notes.isEmpty)
    }
}
