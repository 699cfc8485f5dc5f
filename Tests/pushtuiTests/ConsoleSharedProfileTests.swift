import Foundation
import PushTestSupport
import Testing

/// Two real consoles on one profile directory: a device one adds and a device the other renames
/// both reach the file, and the console that saved last shows the other's device too.
@Suite struct ConsoleSharedProfileTests {
    static let profile = """
        {"name": "Shop", "service": "apns", "environment": "sandbox", "topic": "com.shop.app",
         "auth": {"type": "token", "keyFile": "k.p8", "keyID": "ABCDE12345", "teamID": "TEAM123456"},
         "tokens": [{"label": "Phone", "token": "\(String(repeating: "0", count: 63))1"},
                    {"label": "Tablet", "token": "\(String(repeating: "0", count: 63))2"}]}
        """

    @Test func anAddedAndARenamedDeviceFromTwoConsolesBothStay() throws {
        let a = try ConsoleHarness(profiles: ["shop.json": Array(Self.profile.utf8)], width: 100, height: 30)
        let b = try ConsoleHarness(width: 100, height: 30, sharing: a)
        let file = a.profilesDirectory + "/shop.json"
        func labels() -> [String] {
            let object = (try? JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file)))) as? [String: Any]
            return ((object?["tokens"] as? [[String: Any]]) ?? []).compactMap { $0["label"] as? String }
        }
        // Console B adds a device.
        try b.session.sendKeys("Tab", "Tab", "Tab", "a")
        _ = try b.session.waitFor("Add a device")
        try b.session.type(String(repeating: "0", count: 63) + "9")
        try b.session.sendKeys("Tab")
        try b.session.type("Shop device B")
        try b.session.sendKeys("Enter")
        #expect(poll(until: { labels().contains("Shop device B") }, timeout: 10), "B's device: \(labels())")
        // Console A, which never saw it, renames the tablet.
        try a.session.sendKeys("Tab", "Tab", "Tab", "j", "l")
        _ = try a.session.waitFor("Rename the device")
        for _ in "Tablet" { try a.session.sendKeys("BSpace") }
        try a.session.type("Front desk iPad")
        try a.session.sendKeys("Enter")
        #expect(poll(until: { labels().contains("Front desk iPad") }, timeout: 10), "A's rename: \(labels())")
        #expect(labels() == ["Phone", "Front desk iPad", "Shop device B"])
        // Waited for as a whole: B's device may be on A's screen before A's own save is (a file watch
        // that looks once a second, as on POSIX, can read the file between B's write and A's).
        try a.session.waitForScreen("B's device and A's rename on A's screen") { $0.contains("Shop device B") && $0.contains("Front desk iPad") }
    }
}
