import PushCore

/// Lints every push before anything is sent and prints what it finds, each message once.
enum Preflight {
    /// Prints the findings; returns whether the pushes may be sent (no errors).
    /// - Parameter payloadName: how to name the payload in `NAME:LINE:COL` positions.
    /// The pushes of one send differ only in their device: past the first, only one whose token is
    /// not the usual length has anything to add, so a big batch costs one lint.
    static func check(_ requests: some Sequence<PushRequest>, payloadName: String) -> Bool {
        var printed = Set<String>()
        var errors = false
        // One parse serves every push: they share the payload.
        var parsed: PayloadDocument?
        for request in requests {
            if parsed != nil, request.token.lengthWarning == nil { continue }
            let document = parsed ?? PayloadDocument(text: request.payload)
            parsed = document
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
