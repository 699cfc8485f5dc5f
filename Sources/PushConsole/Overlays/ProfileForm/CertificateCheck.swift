import PushCore

/// The certificate a certificate form names, as the runner is asked to open it: the paths as typed
/// (relative to the profile's directory, `~`, `$NAME`) and how its passphrase is given (a typed one
/// travels as ``PushCore/CertificatePassphrase/inProfile(_:)``, in memory only).
public struct CertificateCheckRequest: Sendable, Equatable {
    /// The `.p12` or `.pem`, as typed.
    public var file: String
    /// A separate PEM key, as typed; nil when the key is in `file`.
    public var keyFile: String?
    /// How the passphrase is given.
    public var passphrase: CertificatePassphrase

    public init(file: String, keyFile: String?, passphrase: CertificatePassphrase) {
        self.file = file
        self.keyFile = keyFile
        self.passphrase = passphrase
    }
}

/// What opening a form's certificate found: what it says, or why it cannot be used.
public struct CertificateCheck: Sendable, Equatable {
    /// What was opened: an answer for other input than the form's is ignored.
    public var request: CertificateCheckRequest
    /// Subject, expiry, environments and topics; nil when it could not be opened.
    public var summary: CertificateSummary?
    /// Why it cannot be used, naming the file; nil when it opened.
    public var problem: String?

    public init(request: CertificateCheckRequest, summary: CertificateSummary?, problem: String?) {
        self.request = request
        self.summary = summary
        self.problem = problem
    }
}
