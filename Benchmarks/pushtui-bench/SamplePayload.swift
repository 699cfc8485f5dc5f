/// A realistic APNs payload of about `targetBytes`: a nested alert, Live-Activity-like state,
/// custom data with unicode and escapes, grown with order items until it reaches the size.
enum SamplePayload {
    static func make(targetBytes: Int) -> [UInt8] {
        var items: [String] = []
        func text() -> String {
            """
            {
              "aps": {
                "alert": {
                  "title": "Order #4711 — on its way 🚚",
                  "subtitle": "Café Zürich \\u00e9 \\"express\\"",
                  "body": "Your order with \(items.count) items leaves the warehouse today.\\nTrack it live.",
                  "title-loc-args": ["Ünïcödé", "通知テスト", "😀"]
                },
                "badge": 3,
                "sound": {"critical": 1, "name": "chime.caf", "volume": 0.75},
                "thread-id": "orders",
                "interruption-level": "time-sensitive",
                "relevance-score": 0.8,
                "mutable-content": 1
              },
              "order": {
                "id": "4711",
                "total": 1234.5e-2,
                "paid": true,
                "coupon": null,
                "items": [\(items.joined(separator: ",\n        "))]
              }
            }
            """
        }
        while text().utf8.count < targetBytes {
            let n = items.count
            items.append("{\"sku\": \"SKU-\(1000 + n)\", \"name\": \"Artikel Nr. \(n) — größe M\", \"qty\": \(n % 5 + 1), \"price\": \(n).99}")
        }
        if items.count > 1, text().utf8.count > targetBytes { items.removeLast() }
        return Array(text().utf8)
    }
}
