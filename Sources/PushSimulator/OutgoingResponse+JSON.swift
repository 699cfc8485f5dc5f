extension OutgoingResponse {
    /// A response with a JSON body and no APNs headers, for the FCM and OAuth endpoints.
    init(status: Int, json: [UInt8]) {
        self.init(rejection: nil, apnsID: nil)
        self.status = status
        headers = [("content-type", "application/json")]
        body = json
    }
}
