/// Profile texts shared by the tests.
public enum ProfileFixture {
    public static let token = "8f3a0c5e2b7d4e6f9a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f"
    public static let otherToken = "1d2c3b4a5f6e7d8c9b0a1f2e3d4c5b6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c"

    /// A valid profile with an unknown member in every object.
    public static let withUnknownMembers = """
        {
          "future": {"nested": [1, 2.50, "x"]},
          "name": "demo",
          "service": "apns",
          "environment": "production",
          "topic": "com.example.demo",
          "auth": {"type": "token", "keyFile": "AuthKey_ABC.p8", "keyID": "ABC", "teamID": "TEAM", "rotation": "2027"},
          "defaults": {"priority": 5, "x-owner": "ops"},
          "tokens": [{"label": "phone", "token": "\(token)", "colour": "blue"}],
          "zzz": true
        }
        """
}
