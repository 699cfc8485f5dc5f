import PushCore

/// The Payload pane's slice: the text being edited, the header fields, the live check of both,
/// and the timestamp a Live Activity template stamped. What the check needs from the other slices
/// (the profile, the devices, the certificate) comes in as an ``EditorContext``.
public struct EditorState: Sendable, Equatable {
    /// The payload text and its cursor, scroll and undo history.
    public var buffer = TextEditor(text: "")
    /// The header strip.
    public var fields = PushFields()
    /// The live verdict on payload and fields.
    public var check = PayloadCheck(byteCount: nil, limit: PushType.alert.payloadLimit, findings: [])
    /// The `aps.timestamp` a Live Activity template put in the payload: while the payload still
    /// carries it, each send stamps the current time instead (Apple keeps the newest timestamp).
    public var templateTimestamp: Int?

    public init() {}

    /// The payload text.
    public var text: String { buffer.text }

    /// Applies an editor command in a view of `view` cells and re-checks when the text changed;
    /// an undo or redo of a step that changed the fields (F2, a template) puts them back too.
    mutating func apply(_ command: EditorCommand, view: (height: Int, width: Int), context: EditorContext) {
        let revision = buffer.revision
        buffer.apply(command, viewHeight: view.height, viewWidth: view.width)
        buffer.restoredSnapshot?.value(as: FieldsSnapshot.self)?.restore(into: &self)
        if buffer.revision != revision { revalidate(context) }
    }

    /// Changes what the push carries besides the text as `change` says and, when `text` is given,
    /// puts it in place of the payload: one undo step that restores text and fields together, in a
    /// view of `view` cells. A change of the fields alone that leaves them as they were is no step.
    mutating func change(text: String?, view: (height: Int, width: Int), context: EditorContext, _ change: (inout FieldsSnapshot) -> Void) {
        let before = FieldsSnapshot(self)
        var after = before
        change(&after)
        after.restore(into: &self)
        if let text {
            buffer.replaceAll(text, before: UndoSnapshot(before), after: UndoSnapshot(after), viewHeight: view.height, viewWidth: view.width)
        } else if after != before {
            buffer.recordStep(before: UndoSnapshot(before), after: UndoSnapshot(after))
        }
        revalidate(context)
    }

    /// Recomputes the check for the current text and fields in `context`. Without a push type the
    /// user chose, the profile's default (else alert) stands, unless the devices suggest another.
    mutating func revalidate(_ context: EditorContext) {
        if context.isFCM {
            // The message is the same for every chosen token; the first stands for all in the check.
            check = PayloadCheck.fcm(text: text, target: context.fcmToken.map { FCMTarget.token($0) })
            return
        }
        // Parsed once, however many push types are weighed below.
        let document = PayloadDocument(text: text)
        guard fields.pushTypeOrigin != .chosen else {
            check = check(document: document, fields: fields, context: context)
            return
        }
        var fields = self.fields
        fields.pushType = context.defaultPushType ?? .alert
        fields.pushTypeOrigin = .standard
        check = check(document: document, fields: fields, context: context)
        // Devices of one kind suggest their push type (VoIP tokens get voip pushes) while the user
        // has not chosen one, unless the payload does not fit it: moving the cursor onto a device
        // never makes the payload invalid behind the user's back.
        let kinds = Set(context.targets.map(\.kind))
        if kinds.count == 1, let kind = kinds.first, kind.defaultPushType != .alert, kind.defaultPushType != fields.pushType {
            var suggested = fields
            suggested.pushType = kind.defaultPushType
            let suggestedCheck = check(document: document, fields: suggested, context: context)
            if !suggestedCheck.hasErrors || check.hasErrors {
                suggested.pushTypeOrigin = .device(kind)
                fields = suggested
                check = suggestedCheck
            } else {
                fields.pushTypeOrigin = .declined(suggested: kind.defaultPushType, kind: kind)
            }
        }
        self.fields = fields
    }

    /// The check of the text (parsed as `document`) with `fields` in `context`.
    private func check(document: PayloadDocument, fields: PushFields, context: EditorContext) -> PayloadCheck {
        let topic = fields.pushType.topic(forBundleID: context.bundleID)
        var check = PayloadCheck.run(text: text, document: document, fields: fields, topic: topic,
                                     token: context.targets.first?.token.deviceToken)
        // A certificate profile's topics bound what can be sent with it, and its environments where.
        if let certificate = context.certificate {
            check.findings += CertificateTopicRules.findings(topic: topic, pushType: fields.pushType, certificateTopics: certificate.topics)
            if let environment = context.environment {
                check.findings = ProviderCertificateRule.findings(certificateEnvironments: certificate.environments, environment: environment)
                    + check.findings
            }
        }
        return check
    }
}

/// What the payload check needs to know from the other slices, read-only.
struct EditorContext {
    /// The selected profile is an FCM one: the text is an FCM message.
    var isFCM: Bool
    /// The first FCM registration token chosen, which stands for all in an FCM check.
    var fcmToken: String?
    /// The profile's default push type.
    var defaultPushType: PushType?
    /// The app's bundle ID, which the topic is derived from.
    var bundleID: String
    /// The devices a send goes to.
    var targets: [TokenBookEntry]
    /// The selected profile's certificate, when it is a certificate profile and it was read.
    var certificate: CertificateSummary?
    /// The selected APNs profile's environment.
    var environment: APNsEnvironment?
}

extension AppState {
    /// The facts of the other slices the payload check reads.
    var editorContext: EditorContext {
        let profile = profiles.selectedProfile
        // A token typed into the next-send line is where the push goes, not the book.
        let typed = nextSendToken?.token.map { [NextSendToken.entry($0)] }
        return EditorContext(isFCM: profile?.kind == .fcm, fcmToken: (typed ?? chosenFCMEntries).first?.token.text,
                             defaultPushType: profile?.defaults.headers.pushType, bundleID: selectedBundleID, targets: typed ?? sendTargets,
                             certificate: profiles.selectedCertificate, environment: profile?.apns?.environment)
    }
}
