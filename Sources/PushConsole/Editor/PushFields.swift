import Foundation
import PushCore

/// The header strip above the payload: what goes into `apns-push-type`, `apns-priority`,
/// `apns-expiration`, `apns-collapse-id` and `apns-id`, as the user typed them.
public struct PushFields: Sendable, Equatable {
    /// The push type the next send uses; `pushTypeOrigin` says who decided it.
    public var pushType: PushType = .alert
    public var pushTypeOrigin: PushTypeOrigin = .standard
    public var priority = ""
    public var expiration = ""
    public var collapseID = ""
    public var apnsID = ""
    /// `apns-*` headers the form does not name (from a curl import or a saved payload), sent as given.
    public var otherHeaders: [HTTPHeader] = []

    public init() {}

    /// The strip's text fields by the header each one becomes. A new header's field gets its row
    /// here, and drafts keep it as typed (``PayloadDraft/init(text:fields:)``).
    static var typedFields: [(String, WritableKeyPath<PushFields, String>)] {
        [(APNsHeaderName.priority, \.priority), (APNsHeaderName.expiration, \.expiration),
         (APNsHeaderName.collapseID, \.collapseID), (APNsHeaderName.apnsID, \.apnsID)]
    }

    /// The whole push value a source names — a template, a saved payload, a curl import, or nothing
    /// at all (a profile just selected) — with every field it does not name taken from the
    /// profile's `defaults`, never kept from the push before. A push type it names is a choice;
    /// without one the profile's default (else alert) stands and the devices may suggest another.
    public init(defaults: ProfileDefaults, named headers: PushHeaders = PushHeaders()) {
        let value = headers.laid(over: defaults.headers)
        if let pushType = headers.pushType {
            choose(pushType)
        } else {
            self.pushType = value.pushType ?? .alert
        }
        choosePriority(value.priority)
        expiration = value.expiration.map(String.init) ?? ""
        collapseID = value.collapseID ?? ""
        apnsID = value.apnsID ?? ""
        otherHeaders = value.other
    }

    /// The user chose `type` (in F2, with a template, by picking a broadcast channel): devices no
    /// longer suggest one.
    mutating func choose(_ type: PushType) {
        pushType = type
        pushTypeOrigin = .chosen
    }

    /// Takes the push type typed in F2 when the user `edited` that field (else it keeps its type and
    /// origin, so confirming F2 does not turn a suggestion into a choice): an empty field gives the
    /// choice back (the devices' kind, else the profile's default, else alert); anything else is
    /// the user's choice.
    mutating func setPushType(typed: String, edited: Bool) {
        guard edited else { return }
        let typed = typed.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty {
            pushType = .alert
            pushTypeOrigin = .standard
        } else {
            choose(PushType(rawValue: typed))
        }
    }

    /// The typed priority, or the problem with it; nil when left to the push type. Read by
    /// ``APNsPriority/parse(_:)``, the one reading of `apns-priority`, so `+5` or `7` never reach a request.
    var parsedPriority: Result<Int?, FieldProblem> {
        guard !priority.isEmpty else { return .success(nil) }
        guard let number = APNsPriority.parse(priority) else {
            return .failure(FieldProblem(.priorityInvalid, "priority must be \(APNsPriority.spokenChoices); found '\(priority)'"))
        }
        return .success(number)
    }

    /// The priority a push of these fields carries: the typed one, else the push type's default.
    var effectivePriority: Int {
        ((try? parsedPriority.get()) ?? nil) ?? pushType.defaultPriority
    }

    /// Sets the typed priority; nil leaves it to the push type.
    mutating func choosePriority(_ value: Int?) {
        priority = value.map(String.init) ?? ""
    }

    /// The typed expiration for a push sent at `now` (UNIX seconds: `+1h` is an hour from then),
    /// or the problem with it.
    func parsedExpiration(now: Int) -> Result<Int?, FieldProblem> {
        guard !expiration.isEmpty else { return .success(nil) }
        do {
            return .success(try Expiration.parse(expiration, now: now))
        } catch {
            return .failure(FieldProblem(.expirationInvalid, "expiration: \(error.description)"))
        }
    }

    /// What is wrong with the typed priority and expiration, in that order (whether an expiration
    /// reads does not depend on the time it is read at).
    var problems: [FieldProblem] {
        [parsedPriority, parsedExpiration(now: 0)].compactMap { result in
            if case .failure(let problem) = result { return problem }
            return nil
        }
    }

    /// The request these fields describe for one device, sent at `now` (UNIX seconds).
    func request(token: DeviceToken, topic: String, payload: String, now: Int) -> PushRequest {
        var headers = headers(now: now)
        headers.topic = topic
        return PushRequest(token: token, headers: headers, payload: payload)
    }

    /// The push value these fields describe at `now` (UNIX seconds): the one conversion from the
    /// form to ``PushHeaders``. A field that does not read is left out (the check reports it).
    func headers(now: Int) -> PushHeaders {
        PushHeaders(pushType: pushType, priority: (try? parsedPriority.get()) ?? nil,
                    expiration: (try? parsedExpiration(now: now).get()) ?? nil,
                    collapseID: collapseID.isEmpty ? nil : collapseID, apnsID: apnsID.isEmpty ? nil : apnsID,
                    other: otherHeaders)
    }
}

/// Who decided the push type: the user, the devices' kind, or nobody (alert, the default).
public enum PushTypeOrigin: Sendable, Equatable {
    /// Nobody chose a type and the devices suggest none: the profile's default, else alert.
    case standard
    /// The devices to send to are all of `kind`, whose type this is (a VoIP token → voip); it
    /// changes with the devices until the user chooses a type.
    case device(TokenKind)
    /// The devices are all of `kind`, whose type `suggested` the payload is not valid for: the type
    /// stays the standard one rather than turn the payload invalid behind the user's back.
    case declined(suggested: PushType, kind: TokenKind)
    /// The user chose it: in F2, with a template, or by picking a broadcast channel. It stays until
    /// the user changes it.
    case chosen
}

/// A header field the user typed that cannot be used as it is: the lint rule it breaks and why.
struct FieldProblem: Error, Sendable, Equatable {
    let code: LintCode
    let message: String
    init(_ code: LintCode, _ message: String) {
        self.code = code
        self.message = message
    }
}
