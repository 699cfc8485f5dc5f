import Foundation
import PushCore
import PushCrypto
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import PushTransport
import Testing
import PushDelivery

/// TLS verification cannot be turned off, and no extra CA can be trusted, for Apple's or Google's
/// hosts — by any flag, profile field or environment variable, however the host is spelled.
/// Nothing here reaches those hosts: every refusal happens before a connection, and the commands
/// used (`curl`, `send --dry-run`) never connect.
@Suite struct PlatformTrustTests {
    /// Apple's hosts as a URL can spell them, each of which libcurl would connect to as Apple.
    static let appleURLs = [
        "https://api.push.apple.com", "https://api.sandbox.push.apple.com", "https://API.Push.Apple.COM",
        "https://api.push.apple.com:2197", "https://api.push.apple.com.", "https://api.sandbox.push.apple.com.:443/",
        "https://user@api.push.apple.com", "https://user:pass@api.sandbox.push.apple.com:443",
        "https://%61pi.push.apple.com", "https://api.development.push.apple.com",
        "https://api-manage-broadcast.push.apple.com:2196", "https://api-broadcast.sandbox.push.apple.com",
    ]

    /// Google's hosts likewise.
    static let googleURLs = [
        "https://fcm.googleapis.com", "https://FCM.googleapis.com.", "https://me@fcm.googleapis.com:443",
        "https://oauth2.googleapis.com/token", "https://x@oauth2.googleapis.com./token", "https://%6Fauth2.googleapis.com/token",
    ]

    @Test(arguments: appleURLs)
    func anExtraCAForAnAppleHostIsRefusedAsAFlag(_ url: String) throws {
        let bed = try KeyBed()
        let result = try Pushtui.run(["curl", "--endpoint", url, "--ca-file", bed.caFile] + bed.keyFlags)
        #expect(result.status == ExitCode.usage.rawValue, "\(url): \(result.transcript)")
        #expect(result.standardError.contains("not for Apple's host"), "\(url): \(result.transcript)")
        #expect(result.standardOutput.isEmpty, "\(url): a command line was printed: \(result.transcript)")
    }

    @Test(arguments: appleURLs)
    func anExtraCAForAnAppleHostIsRefusedInAProfile(_ url: String) throws {
        let bed = try KeyBed()
        // The environment follows Apple's device hosts (a contradiction is refused before the CA is looked at).
        let environment = APNsEnvironment(appleHostOf: url) ?? .sandbox
        try bed.writeProfile(#""endpoint": "\#(url)", "caFile": "\#(bed.caFile)""#, environment: environment.rawValue)
        for command in [["curl"], ["send", "--dry-run"]] {
            let result = try Pushtui.run(command + bed.profileFlags)
            #expect(result.status == ExitCode.usage.rawValue, "\(command) \(url): \(result.transcript)")
            #expect(result.standardError.contains("not for Apple's host"), "\(command) \(url): \(result.transcript)")
        }
    }

    @Test(arguments: ["sandbox", "production"])
    func anExtraCAWithoutAnEndpointIsRefusedNotIgnored(_ environment: String) throws {
        let bed = try KeyBed()
        // Apple's host is implied: the profile itself does not load.
        try bed.writeProfile(#""caFile": "\#(bed.caFile)""#, environment: environment)
        for command in [["curl"], ["send", "--dry-run"]] {
            let result = try Pushtui.run(command + bed.profileFlags)
            #expect(result.status == ExitCode.credentials.rawValue, "\(command): \(result.transcript)")
            #expect(result.standardError.contains("caFile: is only allowed together with endpoint"), "\(command): \(result.transcript)")
        }
        let channels = try Pushtui.run(["channels", "list"] + bed.profileSelection)
        #expect(channels.standardError.contains("caFile: is only allowed together with endpoint"), "\(channels.transcript)")
        for command in [["curl"], ["send", "--dry-run"]] {
            let flag = try Pushtui.run(command + ["--\(environment)", "--ca-file", bed.caFile] + bed.keyFlags)
            #expect(flag.status == ExitCode.usage.rawValue, "\(command): \(flag.transcript)")
            #expect(flag.standardError.contains("only accepted with a custom endpoint"), "\(command): \(flag.transcript)")
        }
        let channelFlag = try Pushtui.run(["channels", "list", "--\(environment)", "--ca-file", bed.caFile]
                                          + bed.keyFlags.filter { !["--token", "--alert", "x", String(repeating: "ab", count: 32)].contains($0) })
        #expect(channelFlag.status == ExitCode.usage.rawValue, "\(channelFlag.transcript)")
        #expect(channelFlag.standardError.contains("only accepted with a custom endpoint"), "\(channelFlag.transcript)")
    }

    @Test(arguments: googleURLs)
    func anExtraCAForAGoogleHostIsRefused(_ url: String) throws {
        let bed = try KeyBed()
        let isTokenEndpoint = url.hasSuffix("/token")
        let hostFlags = isTokenEndpoint ? ["--endpoint", "https://127.0.0.1:9", "--token-endpoint", url] : ["--endpoint", url]
        let flags = try Pushtui.run(["send", "--dry-run", "--service-account", try bed.serviceAccount(), "--ca-file", bed.caFile,
                                     "--token", "abc:def", "--payload", try bed.message()] + hostFlags)
        #expect(flags.status == ExitCode.usage.rawValue, "\(url): \(flags.transcript)")
        #expect(flags.standardError.contains("not for Google's host"), "\(url): \(flags.transcript)")

        let field = isTokenEndpoint ? #""endpoint": "https://127.0.0.1:9", "tokenEndpoint": "\#(url)""# : #""endpoint": "\#(url)""#
        try bed.writeFCMProfile(field + #", "caFile": "\#(bed.caFile)""#)
        let profile = try Pushtui.run(["send", "--dry-run", "--token", "abc:def", "--payload", try bed.message()] + bed.profileSelection)
        #expect(profile.status == ExitCode.usage.rawValue, "\(url): \(profile.transcript)")
        #expect(profile.standardError.contains("not for Google's host"), "\(url): \(profile.transcript)")
    }

    /// One rule for every service: an APNs push, a broadcast or a broadcast host pointed at
    /// Google's hosts refuses an extra CA just as FCM mode does.
    @Test(arguments: googleURLs)
    func anExtraCAForAGoogleHostIsRefusedInAPNsAndBroadcastMode(_ url: String) throws {
        let bed = try KeyBed()
        let apnsKey = bed.keyFlags.filter { !["--token", "--alert", "x", String(repeating: "ab", count: 32)].contains($0) }
        let commands = [
            ["curl", "--endpoint", url] + bed.keyFlags,
            ["send", "--dry-run", "--endpoint", url] + bed.keyFlags,
            ["send", "--dry-run", "--endpoint", url, "--channel", "dHN0LTEyMzQ1Njc4OTA=", "--alert", "x"] + apnsKey,
            ["send", "--dry-run", "--endpoint", "https://127.0.0.1:9", "--broadcast-endpoint", url, "--channel", "dHN0LTEyMzQ1Njc4OTA=",
             "--alert", "x"] + apnsKey,
        ]
        for command in commands {
            let result = try Pushtui.run(command + ["--ca-file", bed.caFile])
            #expect(result.status == ExitCode.usage.rawValue, "\(command): \(result.transcript)")
            #expect(result.standardError.contains("not for Google's host in '\(url)'"), "\(command): \(result.transcript)")
            #expect(result.standardOutput.isEmpty, "\(command): \(result.transcript)")
        }
    }

    /// And FCM mode (its send host and its token endpoint) refuses one for Apple's hosts.
    @Test(arguments: appleURLs)
    func anExtraCAForAnAppleHostIsRefusedInFCMMode(_ url: String) throws {
        let bed = try KeyBed()
        let account = try bed.serviceAccount()
        let message = try bed.message()
        for hostFlags in [["--endpoint", url], ["--endpoint", "https://127.0.0.1:9", "--token-endpoint", url]] {
            let result = try Pushtui.run(["send", "--dry-run", "--service-account", account, "--ca-file", bed.caFile,
                                          "--token", "abc:def", "--payload", message] + hostFlags)
            #expect(result.status == ExitCode.usage.rawValue, "\(hostFlags): \(result.transcript)")
            #expect(result.standardError.contains("not for Apple's host in '\(url)'"), "\(hostFlags): \(result.transcript)")
        }
    }

    @Test func aServiceAccountWithoutEndpointsGoesToGoogleAndRefusesAnExtraCA() throws {
        let bed = try KeyBed()
        let message = try bed.message()
        let flags = try Pushtui.run(["send", "--dry-run", "--service-account", try bed.serviceAccount(), "--ca-file", bed.caFile,
                                     "--token", "abc:def", "--payload", message])
        #expect(flags.status == ExitCode.usage.rawValue, "\(flags.transcript)")
        #expect(flags.standardError.contains("not for Google's host in 'https://fcm.googleapis.com'"), "\(flags.transcript)")
        try bed.writeFCMProfile(#""caFile": "\#(bed.caFile)""#)
        let profile = try Pushtui.run(["send", "--dry-run", "--token", "abc:def", "--payload", message] + bed.profileSelection)
        #expect(profile.status == ExitCode.credentials.rawValue, "\(profile.transcript)")
        #expect(profile.standardError.contains("caFile: is only allowed together with endpoint"), "\(profile.transcript)")
    }

    @Test(arguments: ["--insecure", "-k", "--no-verify", "--skip-verify", "--tls-no-verify", "--no-verify-peer"])
    func noFlagTurnsVerificationOff(_ flag: String) throws {
        let bed = try KeyBed()
        for command in [["send", "--dry-run"], ["curl"], ["channels", "list"]] {
            let result = try Pushtui.run(command + [flag] + bed.keyFlags)
            #expect(result.status == ExitCode.usage.rawValue, "\(command) \(flag): \(result.transcript)")
            #expect(result.standardOutput.isEmpty, "\(command) \(flag): \(result.transcript)")
        }
    }

    @Test(arguments: ["insecure", "verify", "verifyPeer", "tlsVerify", "allowInsecure"])
    func noProfileFieldTurnsVerificationOff(_ field: String) throws {
        let bed = try KeyBed()
        try bed.writeProfile(#""\#(field)": false"#)
        let result = try Pushtui.run(["curl"] + bed.profileFlags)
        // An unknown member is kept for the user but means nothing: the printed line still verifies.
        #expect(!result.standardOutput.contains("--insecure") && !result.standardOutput.contains(" -k "), "\(result.transcript)")
        #expect(result.standardOutput.contains("https://api.sandbox.push.apple.com/3/device/"), "\(result.transcript)")
    }

    /// libcurl and OpenSSL can both be pointed at a CA bundle from the environment; pushtui must not
    /// let that add trust. The simulator's CA in every such variable, and no `--ca-file`: the
    /// simulator's certificate must still be refused.
    @Test func environmentVariablesAddNoTrust() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let ca = bed.simulator.endpoint.caFile
        let caDirectory = (ca as NSString).deletingLastPathComponent
        let environment = ["CURL_CA_BUNDLE": ca, "SSL_CERT_FILE": ca, "SSL_CERT_DIR": caDirectory]
        let flags = ["--endpoint", bed.simulator.endpoint.url, "--key-file", bed.keyFile, "--key-id", bed.simulator.key.keyID,
                     "--team-id", bed.simulator.key.teamID, "--topic", SendTestbed.topic, "--token", SendTestbed.token(number: 1), "--alert", "x"]
        let result = try Pushtui.run(["send"] + flags, environment: environment)
        #expect(result.status == ExitCode.transport.rawValue, "\(result.transcript)")
        #expect(result.transcript.lowercased().contains("certificate"), "\(result.transcript)")
        // The same push with the CA given the supported way goes through, so the refusal above was about trust.
        let trusted = try Pushtui.run(["send", "--ca-file", ca] + flags)
        #expect(trusted.status == 0, "\(trusted.transcript)")
    }

    /// libcurl writes TLS session secrets to SSLKEYLOGFILE, which would let a capture decrypt the
    /// provider token; pushtui ignores the variable.
    @Test func noTLSSecretsAreWrittenWhereSSLKEYLOGFILESays() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let keyLog = bed.files.file("tls-keys.log")
        let result = try Pushtui.run(["send"] + bed.targetFlags + ["--token", SendTestbed.token(number: 1), "--alert", "x"],
                                     environment: ["SSLKEYLOGFILE": keyLog])
        #expect(result.status == 0, "\(result.transcript)")
        #expect(!FileManager.default.fileExists(atPath: keyLog), "TLS secrets were written to \(keyLog)")
    }

    /// Verify-host is on: a certificate valid for another name, signed by the trusted CA, is refused.
    @Test func aCertificateForAnotherHostIsRefusedEvenFromTheTrustedCA() throws {
        let simulator = try SimulatorFixture(identity: { scratch in
            let authority = try CertificateFactory.makeCertificateAuthority(commonName: "test CA", validDays: 30)
            let server = try CertificateFactory.makeServerCertificate(hosts: ["push.example.org"], signedBy: authority, validDays: 30)
            return ServerIdentity(certificateFile: try scratch.write(server.certificatePEM, to: "server.pem"),
                                  privateKeyFile: try scratch.write(server.privateKeyPEM, to: "server-key.pem"),
                                  certificateAuthorityFile: try scratch.write(authority.certificatePEM, to: "ca.pem"))
        })
        defer { simulator.stop() }
        let files = try TemporaryDirectory(prefix: "pushtui-verify-host")
        defer { files.remove() }
        let keyFile = try files.writePrivate(simulator.key.privateKey.pkcs8PEM(), to: "AuthKey.p8")
        let result = try Pushtui.run(["send", "--endpoint", simulator.endpoint.url, "--ca-file", simulator.endpoint.caFile,
                                      "--key-file", keyFile, "--key-id", simulator.key.keyID, "--team-id", simulator.key.teamID,
                                      "--topic", SendTestbed.topic, "--token", SendTestbed.token(number: 1), "--alert", "x"])
        #expect(result.status == ExitCode.transport.rawValue, "\(result.transcript)")
        #expect(result.transcript.contains("push.example.org") || result.transcript.lowercased().contains("certificate"), "\(result.transcript)")
        #expect(try simulator.journal().isEmpty, "a push went through a certificate for another host")
    }

    /// The endpoints the transport gets for Apple's and Google's hosts carry no extra CA: libcurl
    /// verifies them against the system's roots (peer and host verification are set on every
    /// handle, which the two tests above show at work).
    @Test(arguments: [APNsEnvironment.sandbox, .production])
    func platformEndpointsCarryNoExtraCA(_ environment: APNsEnvironment) throws {
        let endpoint = try APNsEndpoint.resolve(url: nil, caFile: nil, environment: environment)
        #expect(endpoint.isApple && endpoint.caFile == nil)
        let broadcast = BroadcastEndpoints.apple(environment)
        #expect(broadcast.management.caFile == nil && broadcast.broadcast.caFile == nil)
        #expect(try FCMEndpoints(tokenURL: ServiceAccount.defaultTokenURI).caFile == nil)
    }

    /// A key, a CA file and profile files in a scratch directory; never a server.
    final class KeyBed {
        let files: TemporaryDirectory
        let keyFile: String
        let caFile: String

        init() throws {
            files = try TemporaryDirectory(prefix: "pushtui-trust")
            keyFile = try files.writePrivate(try ECPrivateKey.generateP256().pkcs8PEM(), to: "AuthKey.p8")
            let authority = try CertificateFactory.makeCertificateAuthority(commonName: "interceptor", validDays: 30)
            caFile = try files.write(authority.certificatePEM, to: "ca.pem")
            try FileManager.default.createDirectory(atPath: files.file("profiles"), withIntermediateDirectories: true)
        }

        var keyFlags: [String] {
            ["--key-file", keyFile, "--key-id", "KEY1234567", "--team-id", "TEAM123456", "--topic", "com.example.app",
             "--token", String(repeating: "ab", count: 32), "--alert", "x"]
        }

        /// The profile `p`, for an APNs push.
        var profileFlags: [String] {
            profileSelection + ["--token", String(repeating: "ab", count: 32), "--alert", "x"]
        }

        /// The profile `p`, nothing else.
        var profileSelection: [String] { ["--profiles", files.file("profiles"), "--profile", "p"] }

        /// A token profile named `p` with `members` added.
        func writeProfile(_ members: String, environment: String = "sandbox") throws {
            try files.write("""
                {"name": "p", "service": "apns", "environment": "\(environment)", "topic": "com.example.app",
                 "auth": {"type": "token", "keyFile": "\(keyFile)", "keyID": "KEY1234567", "teamID": "TEAM123456"},
                 \(members)}
                """, to: "profiles/p.json")
        }

        /// An fcm profile named `p` with `members` added.
        func writeFCMProfile(_ members: String) throws {
            try files.write("""
                {"name": "p", "service": "fcm", "auth": {"type": "serviceAccount", "file": "\(try serviceAccount())"},
                 \(members)}
                """, to: "profiles/p.json")
        }

        /// A service account whose token URI is Google's, written once.
        func serviceAccount() throws -> String {
            let path = files.file("account.json")
            if !FileManager.default.fileExists(atPath: path) {
                let account = ServiceAccount(clientEmail: "a@demo.iam.gserviceaccount.com", privateKeyID: "k1", projectID: "demo",
                                             privateKey: try RSAPrivateKey.generate())
                try files.writePrivate(account.jsonText(), to: "account.json")
            }
            return path
        }

        func message() throws -> String {
            try files.write(#"{"notification": {"title": "x"}}"#, to: "message.json")
        }
    }
}
