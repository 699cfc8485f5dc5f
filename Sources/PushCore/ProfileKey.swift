// The member names of a profile file, one list per object, in the order files are written:
// the decoder and the encoder both read them from here.
enum ProfileKey {
    enum Root: String, CaseIterable {
        case name, service, environment, topic, auth, endpoint, caFile, defaults, tokens
    }

    enum Auth: String, CaseIterable {
        case type, keyFile, keyID, teamID
    }

    enum Defaults: String, CaseIterable {
        case pushType, priority, expiration, collapseID
    }

    enum Token: String, CaseIterable {
        case label, token, kind, note, lastOutcome, lastSeen
    }
}
