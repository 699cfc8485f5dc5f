import PushTestSupport
import Testing

/// OpenSSL must not free its process-wide state at exit, while other threads may still free keys
/// and connections (pushtui's `main` keeps it, through ``OpenSSLLifetime``). A probe process signs
/// a provider token and exits; an `OPENSSL_atexit` handler says whether the cleanup ran.
@Suite struct OpenSSLLifetimeTests {
    @Test func aKeptOpenSSLIsNotCleanedUpAtExit() throws {
        let probe = try BuiltExecutable.path("pushtui-openssl-exit-probe")
        let kept = try CommandLineTool.run(probe, ["keep"], timeout: 20)
        #expect(kept.status == 0 && kept.standardOutput == "signed\n", "\(kept.transcript)")
        #expect(!kept.standardError.contains("cleaned up"), "\(kept.transcript)")
    }

    /// The probe can tell: left to itself, OpenSSL cleans up at exit.
    @Test func byDefaultOpenSSLCleansUpAtExit() throws {
        let probe = try BuiltExecutable.path("pushtui-openssl-exit-probe")
        let left = try CommandLineTool.run(probe, ["default"], timeout: 20)
        #expect(left.status == 0 && left.standardOutput == "signed\n", "\(left.transcript)")
        #expect(left.standardError.contains("OpenSSL cleaned up at exit"), "\(left.transcript)")
    }
}
