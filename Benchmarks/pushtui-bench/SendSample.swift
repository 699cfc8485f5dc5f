import PushCore

/// The pushes every send benchmark row carries: distinct device tokens, one ~200-byte alert.
/// Made by index, so a 100,000-push run never holds its list.
enum SendSample {
    static let topic = "com.example.shop"

    /// A shipping notice of the size apps commonly send (about 200 bytes on the wire).
    static let payload = """
        {"aps":{"alert":{"title":"Order #4711 shipped","body":"Your order with 3 items left the warehouse \
        and arrives tomorrow between 9:00 and 12:00."},"badge":3,"sound":"default","thread-id":"orders"},\
        "orderID":"4711","carrier":"DHL"}
        """

    /// The push to the `index`th token.
    static func request(_ index: Int) throws -> PushRequest {
        PushRequest(token: try DeviceToken(parsing: tokenHex(index)), topic: topic, pushType: .alert, payload: payload)
    }

    /// 32 bytes of hex that differ for every index (SplitMix64 of the index, four words).
    static func tokenHex(_ index: Int) -> String {
        var state = UInt64(index) &* 0x9E37_79B9_7F4A_7C15
        var hex = ""
        for _ in 0..<4 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            let word = String(z, radix: 16)
            hex += String(repeating: "0", count: 16 - word.count) + word
        }
        return hex
    }
}
