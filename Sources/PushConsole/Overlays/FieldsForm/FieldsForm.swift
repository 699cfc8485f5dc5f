import Foundation
import PushCore

/// The form behind the header strip (F2): one named input per header field.
public struct FieldsForm: Sendable, Equatable {
    /// The form's fields, in Tab order.
    public enum Field: Sendable, CaseIterable {
        case pushType, priority, expiration, collapseID, apnsID

        /// The label shown left of the field.
        var label: String {
            switch self {
            case .pushType: return "push type"
            case .priority: return "priority"
            case .expiration: return "expiration"
            case .collapseID: return "collapse ID"
            case .apnsID: return "apns-id"
            }
        }
    }

    /// `apns-push-type`, as typed.
    public var pushType: LineInput
    /// `apns-priority`, as typed.
    public var priority: LineInput
    /// `apns-expiration`, as typed.
    public var expiration: LineInput
    /// `apns-collapse-id`, as typed.
    public var collapseID: LineInput
    /// `apns-id`, as typed.
    public var apnsID: LineInput
    /// The field that has the keys.
    public var field = Field.pushType
    /// The fields the form opened with: a push type left untouched keeps its origin.
    let original: PushFields
    /// The user typed into the push type field: what it holds is their choice.
    var isPushTypeEdited = false

    init(_ fields: PushFields) {
        original = fields
        pushType = LineInput(fields.pushType.rawValue)
        priority = LineInput(fields.priority)
        expiration = LineInput(fields.expiration)
        collapseID = LineInput(fields.collapseID)
        apnsID = LineInput(fields.apnsID)
    }

    /// The input of `field`.
    subscript(input field: Field) -> LineInput {
        get {
            switch field {
            case .pushType: return pushType
            case .priority: return priority
            case .expiration: return expiration
            case .collapseID: return collapseID
            case .apnsID: return apnsID
            }
        }
        set {
            switch field {
            case .pushType: pushType = newValue
            case .priority: priority = newValue
            case .expiration: expiration = newValue
            case .collapseID: collapseID = newValue
            case .apnsID: apnsID = newValue
            }
        }
    }

    /// Changes the focused input with `change`; an edit of the push type makes it the user's choice.
    /// Returns what `change` returned (whether the input took the key).
    @discardableResult
    mutating func editFocused(_ change: (inout LineInput) -> Bool) -> Bool {
        var input = self[input: field]
        let before = input.text
        guard change(&input) else { return false }
        if field == .pushType, input.text != before { isPushTypeEdited = true }
        self[input: field] = input
        return true
    }

    /// What is wrong with each field as typed, in Tab order, by the rules a send and F6 apply: the
    /// reading of the priority and expiration (``PushFields/problems``) and the header rules of
    /// ``PushLinter/lintFields(_:)`` (collapse ID bytes, `apns-id` form, priority for the push type).
    /// A time from now is read as from the earliest plausible now, as the payload check reads it.
    var findings: [(field: Field, finding: LintFinding)] {
        let fields = self.fields
        let read = fields.problems.map { LintFinding(severity: .error, code: $0.code, message: $0.message) }
        let all = read + PushLinter.lintFields(fields.headers(now: Expiration.earliestPlausible))
        return Field.allCases.flatMap { field in
            all.filter { Self.field(of: $0.code) == field }.map { (field, $0) }
        }
    }

    /// The first finding about `field`, errors first; nil when it is fine.
    func finding(for field: Field) -> LintFinding? {
        let own = findings.filter { $0.field == field }.map(\.finding)
        return own.first { $0.severity == .error } ?? own.first
    }

    /// The first field whose value a send would refuse, with why.
    var firstError: (field: Field, finding: LintFinding)? {
        findings.first { $0.finding.severity == .error }
    }

    /// The field a header rule is about.
    private static func field(of code: LintCode) -> Field? {
        switch code {
        case .pushTypeUnknown: return .pushType
        case .priorityInvalid, .priorityNotAllowed: return .priority
        case .expirationInvalid, .expirationLooksLikeDuration: return .expiration
        case .collapseIDTooLong: return .collapseID
        case .apnsIDNotCanonical: return .apnsID
        default: return nil
        }
    }

    /// The fields as typed.
    var fields: PushFields {
        var fields = original
        fields.setPushType(typed: pushType.text, edited: isPushTypeEdited)
        fields.priority = priority.text.trimmingCharacters(in: .whitespaces)
        fields.expiration = expiration.text.trimmingCharacters(in: .whitespaces)
        fields.collapseID = collapseID.text
        fields.apnsID = apnsID.text.trimmingCharacters(in: .whitespaces)
        return fields
    }
}
