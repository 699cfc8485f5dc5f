import PushCore

/// The one conversion between the header strip and a saved draft, both ways: fields by wire name,
/// as typed.
extension PayloadDraft {
    /// The draft of the payload `text` under the strip `fields`: every field that is not empty, and
    /// the push type only when the user chose it (a type the devices suggest follows the devices).
    init(text: String, fields: PushFields) {
        var headers: [String: String] = [:]
        for header in fields.otherHeaders where !header.value.isEmpty { headers[header.name] = header.value }
        for (name, field) in PushFields.typedFields where !fields[keyPath: field].isEmpty { headers[name] = fields[keyPath: field] }
        if fields.pushTypeOrigin == .chosen { headers[APNsHeaderName.pushType] = fields.pushType.rawValue }
        self.init(payload: text, headers: headers)
    }
}

extension PushFields {
    /// The strip a draft's `headers` hold: what the draft names wins over the profile's `defaults`,
    /// and a field it leaves out is empty (the user emptied it). Without headers (a draft an older
    /// pushtui saved, or no draft) the strip is the profile's defaults. A push type the draft does
    /// not name is the profile's default, not a choice.
    init(defaults: ProfileDefaults, draft headers: [String: String]?) {
        guard var headers else {
            self.init(defaults: defaults)
            return
        }
        self.init()
        if let type = headers.removeValue(forKey: APNsHeaderName.pushType) {
            choose(PushType(rawValue: type))
        } else {
            pushType = defaults.headers.pushType ?? .alert
        }
        for (name, field) in Self.typedFields { self[keyPath: field] = headers.removeValue(forKey: name) ?? "" }
        otherHeaders = headers.sorted { $0.key < $1.key }.map { HTTPHeader(name: $0.key, value: $0.value) }
    }
}
