import PushCore

/// Lints every push before anything is sent and prints what it finds, each message once.
enum Preflight {
    /// Prints the findings; returns whether the pushes may be sent (no errors).
    /// - Parameter payloadName: how to name the payload in `NAME:LINE:COL` positions.
    static func check(_ requests: [PushRequest], payloadName: String) -> Bool {
        var printed = Set<String>()
        var errors = false
        // One parse serves every push: they share the payload.
        let document = requests.first.map { PayloadDocument(text: $0.payload) }
        for request in requests {
            guard let document else { break }
            for finding in PushLinter.lint(request, document: document) {
                let line = DiagnosticFormatter.line(finding, file: finding.location == nil ? nil : payloadName)
                let shown = finding.code == .tokenLength ? "\(line) (\(request.token.shortened))" : line
                if printed.insert(shown).inserted { Console.error(shown) }
                errors = errors || finding.severity == .error
            }
        }
        if errors { Console.error("not sent: fix the errors above") }
        return !errors
    }
}
