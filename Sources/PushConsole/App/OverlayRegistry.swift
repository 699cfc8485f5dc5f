/// Every overlay the console has, one line each, in the order the help and the README's key table
/// list their keys.
enum OverlayRegistry {
    /// The overlays' types; ``Keymap`` gathers their bindings from here, in this order.
    static let features: [any OverlayFeature.Type] = [
        HelpState.self,
        Confirmation.self,
        DetailsState.self,
        TokenForm.self,
        FieldsForm.self,
        ProfileForm.self,
        TemplatePicker.self,
        QuickAlertForm.self,
        DeviceViewState.self,
        ChannelList.self,
        DiagnosticsList.self,
        MessagesState.self,
        CopiedTextState.self,
        LogSearchLine.self,
        CurlImportOffer.self,
        ImportMismatch.self,
        TokenCheck.self,
        ResendChooser.self,
        NextSendTokenLine.self,
    ]
}
