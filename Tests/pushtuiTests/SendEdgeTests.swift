import Foundation
import PushCore
import PushCrypto
import PushDelivery
import PushSimulator
import PushSimulatorFixture
import PushTestSupport
import Testing

/// The edges of HTTP/2 and TLS where a send must tell what happened rather than what it assumed:
/// a server that does not speak HTTP/2, a client certificate refused in the handshake, a
/// Retry-After longer than the send may wait, and the connections that really carried the pushes.
@Suite struct SendEdgeTests {
    /// ALPN choosing `http/1.1`, or no ALPN: libcurl would fall back to HTTP/1.1 and any 200 would
    /// look like a delivery.
    @Test(arguments: [true, false])
    func aServerThatDoesNotSpeakHTTP2GetsNoPushAndEveryPushSaysSo(offeringHTTP1: Bool) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let certificate = bed.simulator.scratch.file("state/server.pem"), key = bed.simulator.scratch.file("state/server-key.pem")
        let server = try EdgeServer(offeringHTTP1 ? .http1(certificate: certificate, key: key) : .noALPN(certificate: certificate, key: key))
        defer { server.stop() }
        let flags = bed.targetFlags(endpoint: "https://127.0.0.1:\(server.port)")
        let run = try SendRun.run(bed, tokens: SendRun.tokens(20), flags: flags)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        #expect(Set(run.outcomes) == ["unavailable"])
        let message = "127.0.0.1:\(server.port) does not speak HTTP/2 (\(offeringHTTP1 ? "ALPN offered http/1.1" : "no ALPN"))"
        #expect(Set(run.objects.map { $0["error"] as? String ?? "" }) == [message])
        #expect(server.events.contains { $0.hasPrefix("alpn ") }, "no TLS connection reached the server: \(server.events)")
        #expect(!server.events.contains { $0.hasPrefix("request ") }, "a push went out over HTTP/1.1: \(server.events)")
    }

    /// A server whose SETTINGS allow no streams refuses each one a client opens anyway: every push
    /// ends with one message naming that, after a few connections, not five per push.
    @Test func aServerThatAllowsNoStreamsIsNamedAndNotRetriedPerPush() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let server = try EdgeServer(.noStreams(certificate: bed.simulator.scratch.file("state/server.pem"),
                                               key: bed.simulator.scratch.file("state/server-key.pem")))
        defer { server.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(20),
                                  flags: bed.targetFlags(endpoint: "https://127.0.0.1:\(server.port)") + ["--connect-timeout", "1"])
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript.prefix(3000))")
        #expect(Set(run.outcomes) == ["unavailable"])
        // Which of the two a run meets depends on whether libcurl read the server's SETTINGS before its
        // first request went out: after, nghttp2 holds the request for good and libcurl asks to write
        // for it round after round (StalledStreamWatch); before, the server refuses each stream.
        let refused = "127.0.0.1:\(server.port) allows no streams: it refused every stream on 5 connections without answering any "
            + "(SETTINGS_MAX_CONCURRENT_STREAMS 0, or a GOAWAY at once)"
        let neverOpened = "127.0.0.1:\(server.port) allows no streams: a request put on its connection was not opened as a stream "
            + "within 1000 ms (SETTINGS_MAX_CONCURRENT_STREAMS 0)"
        let errors = Set(run.objects.map { $0["error"] as? String ?? "" })
        #expect(errors == [refused] || errors == [neverOpened], "\(errors)")
        let connections = server.events.filter { $0.hasPrefix("alpn ") }.count
        // Five tries, each refused on one connection and stopped on the next, which libcurl opens for its
        // own re-send: at most ten; tried per push, as before, it took 157.
        #expect(connections <= 10, "\(connections) connections for 20 pushes")
        #expect(!run.result.standardError.contains("over 0 connections"), "\(run.result.standardError)")
    }

    /// With TLS 1.3 the requests go out before the server has checked the certificate, so the
    /// refusal comes back as broken streams (the simulator); with TLS 1.2 the handshake itself fails
    /// (the edge server). Either way it is a refusal of the credentials.
    @Test(arguments: [false, true])
    func aClientCertificateRefusedInTheHandshakeIsACredentialsFailureNamingTheAlert(tls12: Bool) throws {
        let bed = try CertificateTestbed()
        defer { bed.stop() }
        let server = try tls12 ? EdgeServer(.tls12RequiringClientCertificate(
            certificate: bed.files.file("state/server.pem"), key: bed.files.file("state/server-key.pem"), clientCA: bed.authorityFile)) : nil
        defer { server?.stop() }
        let port = try server?.port ?? #require(URL(string: bed.endpoint.url)?.port)
        let stranger = try CertificateFactory.makeCertificateAuthority(commonName: "stranger", validFrom: Date().addingTimeInterval(-86_400),
                                                                       validDays: 30)
        let foreign = try bed.writeCombinedPEM(try CertificateFactory.makeAppleLikeClientCertificate(
            bundleID: CertificateTestbed.bundleID, environments: [.sandbox], signedBy: stranger,
            validFrom: Date().addingTimeInterval(-86_400), validDays: 30), named: "foreign.pem")
        let tokens = SendRun.tokens(200)
        let tokensFile = try bed.files.write(tokens.joined(separator: "\n") + "\n", to: "tokens.txt")
        let result = try Pushtui.run(["send", "--json", "--tokens-file", tokensFile, "--endpoint", "https://127.0.0.1:\(port)",
                                      "--ca-file", bed.endpoint.caFile, "--cert", foreign, "--alert", "hi"])
        #expect(result.status == ExitCode.credentials.rawValue, "\(result.transcript.prefix(3000))")
        let objects = result.standardOutput.split(separator: "\n").map { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any] ?? [:]
        }
        #expect(objects.count == tokens.count)
        #expect(Set(objects.map { $0["error"] as? String ?? "" }) == ["127.0.0.1:\(port) refused the client certificate (TLS alert unknown_ca)"])
        #expect(Set(objects.map { $0["outcome"] as? String ?? "" }) == ["unauthorized"])
        // libcurl may have opened a second connection for the pushes waiting when the first was refused.
        #expect(result.standardError.contains("200 pushes in ") && !result.standardError.contains("over 0 connections"), "\(result.standardError)")
    }

    /// A Retry-After of a day waits no longer than `--timeout`.
    @Test func aRetryAfterIsBoundedByTheTimeout() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"storms": [{"afterRequests": 0, "count": 1, "outcome": "tooManyRequests", "retryAfter": 86400}]}"#)
        defer { bed.stop() }
        let started = ContinuousClock.now
        let run = try SendRun.run(bed, tokens: SendRun.tokens(1), arguments: ["--alert", "fault", "--retries", "1", "--timeout", "2"])
        let elapsed = ContinuousClock.now - started
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        #expect(run.journal.map(\.status) == [429, 200])
        #expect(elapsed < .seconds(2 + 6 * testTimeoutScale), "\(elapsed)")
    }

    /// Pushes that timed out were still carried by one connection, and the summary says so.
    @Test func theSummaryCountsTheConnectionThatCarriedPushesThatGotNoAnswer() throws {
        let bed = try SendTestbed(scenarioJSON: #"{"latencyMilliseconds": 2500}"#)
        defer { bed.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(3), arguments: ["--alert", "fault", "--timeout", "1"])
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        #expect(run.result.standardError.contains("3 pushes in ") && run.result.standardError.contains(" over 1 connection: "),
                "\(run.result.standardError)")
    }

    /// The proxy variables a shell may have set, cleared so that each test sets only its own.
    static let noProxyVariables = ["https_proxy": "", "HTTPS_PROXY": "", "all_proxy": "", "ALL_PROXY": "", "no_proxy": "", "NO_PROXY": ""]

    @Test func aProxyFromTheEnvironmentCarriesThePushesAndTheSummaryNamesIt() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let proxy = try EdgeServer(.connectProxy)
        defer { proxy.stop() }
        let url = "http://127.0.0.1:\(proxy.port)"
        let run = try SendRun.run(bed, tokens: SendRun.tokens(3), environment: Self.noProxyVariables.merging(["HTTPS_PROXY": url]) { $1 })
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        let endpoint = try #require(URL(string: bed.simulator.endpoint.url))
        #expect(proxy.events == ["connect 127.0.0.1:\(try #require(endpoint.port))"], "one tunnel for the one connection")
        #expect(run.result.standardError.contains("over 1 connection through the proxy \(url): 3 delivered"), "\(run.result.standardError)")
    }

    /// FCM goes through the environment's proxy too (its token fetch and its sends share a connection),
    /// and `--no-proxy` applies to it.
    @Test(arguments: [[], ["--no-proxy"]])
    func anFCMSendTakesTheProxyUnlessToldNot(flags: [String]) throws {
        let bed = try FCMSendCommandTests.Bed()
        defer { bed.stop() }
        let proxy = try EdgeServer(.connectProxy)
        defer { proxy.stop() }
        let environment = Self.noProxyVariables.merging(["https_proxy": "http://127.0.0.1:\(proxy.port)"]) { $1 }
        let result = try Pushtui.run(["send"] + bed.profileFlags + ["--token", FCMSendCommandTests.registrationToken, "--payload", bed.message] + flags,
                                     environment: environment)
        #expect(result.status == ExitCode.success.rawValue, "\(result.transcript)")
        let port = try #require(URL(string: try bed.sim.field("endpoint"))?.port)
        #expect(proxy.events == (flags.isEmpty ? ["connect 127.0.0.1:\(port)"] : []), "\(proxy.events)")
        // The summary names the proxy as an APNs send's does, and only when there is one.
        let summary = flags.isEmpty ? "1 connection through the proxy http://127.0.0.1:\(proxy.port): 1 delivered" : "1 connection: 1 delivered"
        let last = result.standardOutput.split(separator: "\n").last ?? ""
        #expect(last.hasPrefix("1 push in ") && last.hasSuffix(" over " + summary), "\(result.transcript)")
    }

    /// A broadcast names the proxy it went through in its line, in the words of the send summary.
    @Test func aBroadcastThroughAProxyNamesIt() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let created = try Pushtui.run(["channels", "create", "--policy", "0"] + bed.targetFlags, environment: Self.noProxyVariables)
        let channelID = created.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(created.status == ExitCode.success.rawValue, "\(created.transcript)")
        let proxy = try EdgeServer(.connectProxy)
        defer { proxy.stop() }
        let url = "http://127.0.0.1:\(proxy.port)"
        let payloadFile = try bed.files.write(ChannelCommandTests.payload, to: "update.json")
        let sent = try Pushtui.run(["send", "--channel", channelID, "--payload", payloadFile, "--expiration", "0", "-v"] + bed.targetFlags,
                                   environment: Self.noProxyVariables.merging(["HTTPS_PROXY": url]) { $1 })
        #expect(sent.status == ExitCode.success.rawValue, "\(sent.transcript)")
        #expect(sent.standardOutput.hasPrefix("channel \(channelID): Delivered 200 apns-request-id ")
                && sent.standardOutput.hasSuffix(" through the proxy \(url)\n"), "\(sent.transcript)")
        #expect(sent.standardError.hasPrefix("* connecting to \(PlatformHost.authority(of: bed.simulator.endpoint.url)) through the proxy \(url)\n"),
                "\(sent.standardError)")
        #expect(proxy.events.count == 1, "\(proxy.events)")
    }

    @Test(arguments: [(["https_proxy": "PROXY"], ["--no-proxy"]), (["all_proxy": "PROXY", "NO_PROXY": "example.com, 127.0.0.1"], [])])
    func noProxyOrAnExceptionForTheHostConnectsDirectlyAndSaysNothingOfAProxy(variables: [String: String], flags: [String]) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let proxy = try EdgeServer(.connectProxy)
        defer { proxy.stop() }
        let environment = Self.noProxyVariables.merging(variables.mapValues { $0 == "PROXY" ? "http://127.0.0.1:\(proxy.port)" : $0 }) { $1 }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(2), arguments: ["--alert", "fault"] + flags, environment: environment)
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        #expect(proxy.events.isEmpty, "\(proxy.events)")
        #expect(!run.result.standardError.contains("proxy"), "\(run.result.standardError)")
    }

    /// `-v` says on standard error how the connection was made: through the proxy the environment
    /// names, or directly, then TLS, ALPN and the server certificate; `--json` lines stay alone on stdout.
    @Test(arguments: [true, false])
    func verboseSaysHowTheConnectionWasMade(throughProxy: Bool) throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let proxy = try EdgeServer(.connectProxy)
        defer { proxy.stop() }
        let url = "http://127.0.0.1:\(proxy.port)"
        let run = try SendRun.run(bed, tokens: SendRun.tokens(3), arguments: ["--alert", "fault", "-v"] + (throughProxy ? [] : ["--no-proxy"]),
                                  environment: Self.noProxyVariables.merging(["https_proxy": url]) { $1 })
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        let endpoint = PlatformHost.authority(of: bed.simulator.endpoint.url)
        let lines = run.result.standardError.split(separator: "\n").map(String.init)
        #expect(lines.first == "* connecting to \(endpoint) " + (throughProxy ? "through the proxy \(url)" : "directly"), "\(lines)")
        #expect(lines.contains { $0.hasPrefix("* connected to \(endpoint): TLSv1.") && $0.contains(", ALPN h2, server certificate /")
                && $0.hasSuffix(" (verified)") }, "\(lines)")
        #expect(lines.contains("* connection to \(endpoint) closed"), "\(lines)")
        #expect(run.objects.allSatisfy { !$0.isEmpty }, "a line on stdout that is not JSON: \(run.result.standardOutput)")
        #expect(proxy.events.count == (throughProxy ? 1 : 0), "\(proxy.events)")
    }

    /// What `-v` prints comes from the transport, never from the request: no provider token, no key,
    /// no full device token.
    @Test func verboseOutputHoldsNoSecret() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        let run = try SendRun.run(bed, tokens: SendRun.tokens(2), arguments: ["--alert", "fault", "--verbose"])
        #expect(run.result.status == ExitCode.success.rawValue, "\(run.result.transcript)")
        #expect(run.result.standardError.contains("* connected to "), "\(run.result.standardError)")
        var scanner = SecretScanner()
        scanner.addPEM("provider key", try String(contentsOfFile: bed.keyFile, encoding: .utf8))
        #expect(scanner.scan(run.result.standardError, place: "stderr").isEmpty)
        #expect(SendRun.longestHexRun(run.result.standardError) < 64, "a full device token: \(run.result.standardError)")
    }

    /// A proxy that cannot be reached is named, not the endpoint behind it.
    @Test func aDeadProxyIsBlamedNotTheEndpoint() throws {
        let bed = try SendTestbed()
        defer { bed.stop() }
        // Port 1 (tcpmux): nothing listens there on loopback.
        let run = try SendRun.run(bed, tokens: SendRun.tokens(3),
                                  environment: Self.noProxyVariables.merging(["https_proxy": "http://user:secret@127.0.0.1:1"]) { $1 })
        run.expectEveryPushEndedOnce()
        #expect(run.result.status == ExitCode.transport.rawValue, "\(run.result.transcript)")
        let endpoint = PlatformHost.authority(of: bed.simulator.endpoint.url)
        let message = "the proxy http://127.0.0.1:1 refused the connection (on the way to \(endpoint)) (curl error 7)"
        #expect(Set(run.objects.map { $0["error"] as? String ?? "" }) == [message])
        #expect(!run.result.transcript.contains("secret"), "the proxy's password was printed")
        #expect(run.journal.isEmpty)
    }
}
