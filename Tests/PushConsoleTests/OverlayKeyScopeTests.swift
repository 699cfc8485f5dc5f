import Foundation
import PushCore
import Testing
@testable import PushConsole

/// Walks every overlay's key scope: each key the keymap declares for it does what its binding
/// says, and every other key that is not text does nothing at all (no dialog closes on a stray key).
@Suite struct OverlayKeyScopeTests {
    typealias F = ConsoleFixtures
    typealias O = OverlayFixtures

    /// What a binding of an overlay's scope is expected to do, whatever overlay's command it binds:
    /// each overlay's `Command` reads as one of these (``WalkedCommand/meaning``).
    enum Meaning: Equatable {
        case close
        /// A line, a page or the start: the view or the cursor moves up.
        case up
        /// A line, a page or the end: the view or the cursor moves down.
        case down
        case previousItem, nextItem
        /// The next or previous field of a form.
        case field
        /// The next or previous value of a choice field.
        case choice
        case accept, activate, copyAsCurl
        /// The copied-text view opens in the overlay's place.
        case viewCopied
        case copyField(DetailField)
        case createChannel(MessageStoragePolicy)
        case deleteChannel, sendToDevices
        /// A probe is asked about first.
        case probe
        case savePayload, renameSavedPayload, deleteSavedPayload

        /// A list or scroll move.
        init(_ move: ListCommand) {
            switch move {
            case .up, .pageUp, .first: self = .up
            case .down, .pageDown, .last: self = .down
            }
        }
    }

    /// A binding of an overlay's scope: its row, its command (named for messages) and what it is
    /// expected to do (nil: a command the walk has no expectation for).
    struct Walked {
        let row: KeyBinding
        let command: String
        let meaning: Meaning?
    }

    /// Every binding of `scope`, from whichever overlay declares it.
    static func walked(in scope: KeyScope) -> [Walked] {
        OverlayRegistry.features.flatMap { walked($0, in: scope) }
    }

    private static func walked<Feature: OverlayFeature>(_ feature: Feature.Type, in scope: KeyScope) -> [Walked] {
        feature.bindings.filter { $0.row.scope == scope }
            .map { Walked(row: $0.row, command: "\($0.command)", meaning: WalkedCommand($0.command)?.meaning) }
    }

    static let overlayScopes = KeyScope.allCases.filter(\.isOverlay)

    /// Keys that are not text anywhere: every special key, F-keys, Ctrl-letters.
    static let specialKeys: [Key] = [.enter, .tab, .backTab, .backspace, .delete, .escape, .insert, .up, .down, .left, .right,
                                     .home, .end, .pageUp, .pageDown, .wordLeft, .wordRight]
        + (1...12).map { .function($0) } + "abcdefghijklmnopqrstuvwxyz".map { .control($0) }
    /// Printable keys: commands in a dialog without text fields.
    static let printableKeys: [Key] = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ?/[]-".map { .character($0) }

    @Test func everyOverlayHasAScopeWithAWayOut() {
        #expect(Set(Self.overlayScopes) == [.help, .confirm, .details, .tokenForm, .fieldsForm, .profileForm, .templates, .payloadName, .quickAlert,
                                                 .deviceView, .channels, .diagnostics, .messages, .copied, .logSearch, .curlImport,
                                                 .importMismatch, .tokenCheck, .resendChooser, .nextSendToken])
        for scope in Self.overlayScopes {
            let state = O.opened(scope)
            #expect(state.overlay?.keyScope == scope, "the fixture opens \(scope)")
            #expect(Self.walked(in: scope).contains { $0.meaning == .close && $0.row.keys.contains(.escape) }, "Esc closes \(scope)")
        }
    }

    @Test(arguments: overlayScopes)
    func eachDeclaredKeyDoesWhatItsBindingSays(_ scope: KeyScope) throws {
        let walked = Self.walked(in: scope)
        #expect(walked.count == Keymap.bindings.filter { $0.scope == scope }.count, "every row of \(scope) is an overlay's binding")
        for binding in walked {
            guard let meaning = binding.meaning else {
                Issue.record("\(binding.command) in \(scope): no expectation written for it")
                continue
            }
            for key in binding.row.keys {
                var state = try prepared(O.opened(scope), for: meaning)
                let before = state
                let effects = F.press([key], in: &state)
                try expect(meaning, key: key, in: scope, before: before, after: state, effects: effects)
            }
        }
    }

    @Test(arguments: overlayScopes)
    func everyUndeclaredKeyThatIsNotTextDoesNothing(_ scope: KeyScope) {
        let declared = Set(Keymap.bindings.filter { $0.scope == scope }.flatMap(\.keys))
        let candidates = Self.specialKeys + (scope.hasTextFields ? [] : Self.printableKeys)
        for key in candidates where !declared.contains(key) {
            var state = O.opened(scope)
            if scope.hasTextFields {
                // Keys the focused text field edits with are text, not commands.
                var probe = LineInput("x")
                if probe.handle(key) { continue }
            }
            let before = state
            let effects = F.press([key], in: &state)
            #expect(state == before && effects.isEmpty, "\(key.displayName) is not declared in \(scope) but changed something: \(effects)")
        }
    }

    /// Puts the overlay where `command` can act: scrolled to the middle, a list cursor in it, a
    /// choice focused, a form filled in correctly.
    private func prepared(_ state: AppState, for command: Meaning) throws -> AppState {
        var state = state
        guard let feature = state.overlay?.feature else { return state }
        switch feature {
        case is HelpState:
            state.overlay = Overlay(HelpState(offset: HelpView.dialog.maxOffset(width: state.width, height: state.height) / 2))
        case is DetailsState where command == .viewCopied:
            _ = Reducer.reduce(&state, .copied(O.copiedText), now: F.now)
            state.status = nil
        case var details as DetailsState:
            let limit = DetailView.dialog(state.log.rows[details.row]).maxOffset(width: state.width, height: state.height)
            try #require(limit >= 4, "the details fixture must scroll")
            details.offset = limit / 2
            state.overlay = Overlay(details)
        case var view as DeviceViewState:
            let limit = DeviceView.dialog(view.deliveries, utcOffset: 0).maxOffset(width: state.width, height: state.height)
            try #require(limit >= 4, "the device view fixture must scroll")
            view.offset = limit / 2
            state.overlay = Overlay(view)
        case var log as MessagesState:
            let limit = MessagesView.dialog(state.messages, utcOffset: 0).maxOffset(width: state.width, height: state.height)
            try #require(limit >= 4, "the message log fixture must scroll")
            log.offset = limit / 2
            state.overlay = Overlay(log)
        case var view as CopiedTextState:
            let limit = try #require(state.lastCopy.map { CopiedTextView(copy: $0, width: state.width, height: state.height).maxOffset })
            try #require(limit >= 4, "the copied-text fixture must scroll")
            view.offset = limit / 2
            state.overlay = Overlay(view)
        case var form as TokenForm:
            if command == .choice { form.field = .kind }
            if command == .activate { form.token = LineInput("aa" + String(repeating: "0", count: 62)) }
            state.overlay = Overlay(form)
        case var form as ProfileForm:
            if command == .choice { form.field = .environment }
            if command == .activate {
                form.name = LineInput("Shop")
                form.topic = LineInput("com.shop.app")
                form.keyFile = LineInput("AuthKey_ABCDE12345.p8")
                form.keyID = LineInput("ABCDE12345")
                form.teamID = LineInput("TEAM123456")
                form.keyFileCheck = KeyFileCheck(path: "AuthKey_ABCDE12345.p8", problem: nil)
            }
            state.overlay = Overlay(form)
        case var picker as TemplatePicker:
            // On the first saved payload: renaming and deleting act on saved payloads only.
            if command == .renameSavedPayload || command == .deleteSavedPayload { picker.selected = PayloadTemplate.apns.count }
            if case .naming = picker.step, command == .activate { picker.step = .naming(LineInput("Boarding"), renaming: nil) }
            state.overlay = Overlay(picker)
        case var offer as CurlImportOffer where command == .up || command == .down:
            // The import scrolls where it does not fit: at 60x16.
            state.width = 60
            state.height = 16
            let limit = offer.dialog.maxOffset(width: 60, height: 16)
            try #require(limit >= 2, "the curl import fixture must scroll at 60x16")
            offer.offset = limit / 2
            state.overlay = Overlay(offer)
        case is DiagnosticsList:
            try #require(state.editor.check.findings.count >= 3, "the diagnostics fixture must have a middle finding")
            state.overlay = Overlay(DiagnosticsList(selected: 1))
        case var chooser as ResendChooser:
            // Two candidates: up from the second, down (and Enter) from the first.
            chooser.selected = command == .up ? 1 : 0
            state.overlay = Overlay(chooser)
        default:
            break
        }
        return state
    }

    /// Where the overlay's view or cursor is: its scroll offset or list position.
    private func position(_ overlay: Overlay?) -> Int? {
        guard let feature = overlay?.feature else { return nil }
        switch feature {
        case let help as HelpState: return help.offset
        case let details as DetailsState: return details.offset
        case let view as DeviceViewState: return view.offset
        case let log as MessagesState: return log.offset
        case let view as CopiedTextState: return view.offset
        case let picker as TemplatePicker: return picker.selected
        case let list as ChannelList: return list.selected
        case let chooser as ResendChooser: return chooser.selected
        case let list as DiagnosticsList: return list.selected
        case let offer as CurlImportOffer: return offer.offset
        default: return nil
        }
    }

    private func expect(_ command: Meaning, key: Key, in scope: KeyScope, before: AppState, after: AppState,
                        effects: [Effect]) throws {
        let what = "\(key.displayName) in \(scope) (\(command))"
        switch command {
        case .close where scope == .payloadName:
            guard let picker = after.overlay?.as(TemplatePicker.self) else {
                Issue.record("\(what) goes back to the list")
                return
            }
            #expect(picker.step == .browsing && effects.isEmpty, "\(what) goes back to the list without saving")
        case .close:
            #expect(after.overlay == nil, "\(what) closes")
            #expect(after.editor == before.editor, "\(what) changes nothing")
            #expect(effects.isEmpty, "\(what) closes without doing anything else: \(effects)")
        case .up:
            let (from, to) = (try #require(position(before.overlay)), try #require(position(after.overlay), "\(what) keeps it open"))
            #expect(to < from, "\(what) moves up: \(from) → \(to)")
        case .down:
            let (from, to) = (try #require(position(before.overlay)), try #require(position(after.overlay), "\(what) keeps it open"))
            #expect(to > from, "\(what) moves down: \(from) → \(to)")
        case .previousItem, .nextItem:
            guard let from = before.overlay?.as(DetailsState.self), let to = after.overlay?.as(DetailsState.self) else {
                Issue.record("\(what) keeps the details open")
                return
            }
            #expect(command == .previousItem ? to.row < from.row : to.row > from.row, "\(what) shows another push: \(from.row) → \(to.row)")
        case .field:
            #expect(after.overlay?.keyScope == scope && after.overlay != before.overlay, "\(what) moves to another field")
            #expect(effects.isEmpty)
        case .choice:
            if let old = before.overlay?.as(TokenForm.self), let new = after.overlay?.as(TokenForm.self) {
                #expect(old.kind != new.kind, "\(what) changes the device kind")
            } else if let old = before.overlay?.as(ProfileForm.self), let new = after.overlay?.as(ProfileForm.self) {
                #expect(old.environment != new.environment, "\(what) changes the environment")
            } else {
                Issue.record("\(what) keeps the form open")
            }
        case .accept where scope == .curlImport:
            #expect(after.overlay == nil && after.editor.text != before.editor.text, "\(what) imports the payload")
        case .accept:
            #expect(after.overlay == nil)
            #expect(effects.contains { if case .send = $0 { return true } else { return false } }, "\(what) sends: \(effects)")
        case .activate:
            switch scope {
            case .tokenForm, .profileForm:
                #expect(after.overlay == nil && effects.contains { if case .saveProfile = $0 { return true } else { return false } },
                        "\(what) saves: \(effects)")
            case .fieldsForm:
                #expect(after.overlay == nil && after.editor.fields == before.editor.fields, "\(what) applies the fields")
            case .templates:
                #expect(after.overlay == nil && after.editor.text != before.editor.text, "\(what) applies the template")
            case .quickAlert:
                #expect(after.overlay == nil && after.editor.text.contains(#""title": "Gate change""#), "\(what) writes the alert")
            case .payloadName:
                #expect(effects.contains { if case .changeLibrary(_, .save(let saved, replacing: false)) = $0 { return saved.name == "Boarding" }
                                           return false }, "\(what) saves the payload under the name: \(effects)")
            case .diagnostics:
                #expect(after.overlay == nil, "\(what) closes the list")
                if let place = before.editor.check.findings[1].location {
                    #expect(after.editor.buffer.cursor.line + 1 == place.line, "\(what) puts the cursor on the finding")
                }
            case .channels:
                #expect(after.overlay == nil && after.channels.target == "ZmxpZ2h0LVVBOTAx", "\(what) picks the channel")
            case .logSearch:
                #expect(after.overlay == nil && after.log.search == before.log.search && after.log.search.isActive, "\(what) keeps the search")
            case .resendChooser:
                #expect(after.overlay?.as(Confirmation.self)?.question == "Send this push again?" && effects.isEmpty,
                        "\(what) asks to resend to the device: \(effects)")
            case .nextSendToken:
                #expect(after.overlay == nil && after.nextSendToken?.token != nil, "\(what) keeps the token for the next send")
            default:
                Issue.record("\(what): no expectation written for activate here")
            }
        case .copyAsCurl:
            #expect(after.overlay == before.overlay, "\(what) keeps the details open")
            #expect(effects.contains { if case .copyAsCurl = $0 { return true } else { return false } }, "\(what) copies: \(effects)")
        case .viewCopied:
            #expect(after.overlay?.as(CopiedTextState.self) != nil && effects.isEmpty, "\(what) shows the last copy: \(effects)")
        case .copyField(let field):
            #expect(after.overlay == before.overlay, "\(what) keeps the details open")
            let copied = effects.contains { if case .copyToClipboard = $0 { return true } else { return false } }
            #expect(copied || after.status?.text.hasPrefix("nothing copied: no \(field.name)") == true, "\(what) copies or says why not: \(effects)")
        case .createChannel(let policy):
            #expect(effects.contains { if case .createChannel(_, _, policy) = $0 { return true } else { return false } }, "\(what): \(effects)")
        case .deleteChannel:
            guard let question = after.overlay?.as(Confirmation.self) else {
                Issue.record("\(what) asks first")
                return
            }
            #expect(question.question.contains("ZmxpZ2h0LVVBOTAx".suffix(8)))
        case .savePayload, .renameSavedPayload:
            guard let picker = after.overlay?.as(TemplatePicker.self), case .naming(let input, let original) = picker.step else {
                Issue.record("\(what) asks for a name")
                return
            }
            #expect(command == .savePayload ? input.text.isEmpty && original == nil : input.text == "Gate change" && original == "Gate change")
        case .deleteSavedPayload:
            guard let picker = after.overlay?.as(TemplatePicker.self), case .confirmingDelete("Gate change") = picker.step else {
                Issue.record("\(what) asks first")
                return
            }
        case .sendToDevices:
            #expect(after.overlay == nil && after.channels.target == nil && after.status != nil, "\(what) goes back to devices")
        case .probe:
            guard let question = after.overlay?.as(Confirmation.self), case .probe = question.consequence else {
                Issue.record("\(what) asks first")
                return
            }
            #expect(after.log.rows.count == before.log.rows.count, "\(what) sent before the answer")
        }
    }
}

extension OverlayKeyScopeTests {
    /// Any overlay's command, by the overlay (or family of overlays) that binds it: the walk reads each
    /// as a ``Meaning`` in one exhaustive switch, so a new command cannot go unwalked.
    enum WalkedCommand {
        case scrolling(ScrollingCommand)
        case confirmation(PushConsole.Confirmation.Command)
        case curlImport(CurlImportOffer.Command)
        case importMismatch(ImportMismatch.Command)
        case tokenCheck(TokenCheck.Command)
        case details(DetailsState.Command)
        case diagnostics(DiagnosticsList.Command)
        case channels(ChannelList.Command)
        case resendChooser(ResendChooser.Command)
        case templates(TemplatePicker.Command)
        case logSearch(LogSearchLine.Command)
        case nextSendToken(NextSendTokenLine.Command)
        case form(FormCommand)
        case choiceForm(ChoiceFormCommand)

        /// `command` when it is one of the overlays' commands.
        init?(_ command: Any) {
            switch command {
            case let command as ScrollingCommand: self = .scrolling(command)
            case let command as PushConsole.Confirmation.Command: self = .confirmation(command)
            case let command as CurlImportOffer.Command: self = .curlImport(command)
            case let command as ImportMismatch.Command: self = .importMismatch(command)
            case let command as TokenCheck.Command: self = .tokenCheck(command)
            case let command as DetailsState.Command: self = .details(command)
            case let command as DiagnosticsList.Command: self = .diagnostics(command)
            case let command as ChannelList.Command: self = .channels(command)
            case let command as ResendChooser.Command: self = .resendChooser(command)
            case let command as TemplatePicker.Command: self = .templates(command)
            case let command as LogSearchLine.Command: self = .logSearch(command)
            case let command as NextSendTokenLine.Command: self = .nextSendToken(command)
            case let command as FormCommand: self = .form(command)
            case let command as ChoiceFormCommand: self = .choiceForm(command)
            default: return nil
            }
        }

        /// What a key bound to it is expected to do.
        var meaning: Meaning {
            switch self {
            case .scrolling(.scroll(let move)), .curlImport(.scroll(let move)), .details(.scroll(let move)), .diagnostics(.move(let move)),
                 .channels(.move(let move)):
                return .init(move)
            case .resendChooser(.moveUp), .templates(.browse(.moveUp)), .templates(.browse(.first)):
                return .up
            case .resendChooser(.moveDown), .templates(.browse(.moveDown)), .templates(.browse(.last)):
                return .down
            case .scrolling(.close), .confirmation(.close), .curlImport(.close), .importMismatch(.close), .tokenCheck(.close), .details(.close), .diagnostics(.close), .channels(.close),
                 .resendChooser(.close), .templates(.browse(.close)), .templates(.name(.close)), .templates(.confirm(.close)), .logSearch(.close),
                 .nextSendToken(.close), .form(.close), .choiceForm(.form(.close)):
                return .close
            case .confirmation(.accept), .curlImport(.accept), .templates(.confirm(.accept)):
                return .accept
            case .diagnostics(.activate), .channels(.activate), .resendChooser(.activate), .templates(.browse(.activate)),
                 .templates(.name(.activate)), .logSearch(.activate), .nextSendToken(.activate), .form(.activate), .choiceForm(.form(.activate)):
                return .activate
            case .form(.nextField), .form(.previousField), .choiceForm(.form(.nextField)), .choiceForm(.form(.previousField)):
                return .field
            case .choiceForm(.previousChoice), .choiceForm(.nextChoice):
                return .choice
            case .details(.previousItem):
                return .previousItem
            case .details(.nextItem):
                return .nextItem
            case .details(.copyAsCurl):
                return .copyAsCurl
            case .details(.viewCopied):
                return .viewCopied
            case .details(.copyField(let field)):
                return .copyField(field)
            case .channels(.createChannel):
                return .createChannel(.noMessageStored)
            case .channels(.createStoredChannel):
                return .createChannel(.mostRecentMessageStored)
            case .channels(.deleteChannel):
                return .deleteChannel
            case .channels(.sendToDevices):
                return .sendToDevices
            case .tokenCheck(.probe):
                return .probe
            case .templates(.browse(.savePayload)):
                return .savePayload
            case .templates(.browse(.renameSavedPayload)):
                return .renameSavedPayload
            case .templates(.browse(.deleteSavedPayload)):
                return .deleteSavedPayload
            }
        }
    }
}
