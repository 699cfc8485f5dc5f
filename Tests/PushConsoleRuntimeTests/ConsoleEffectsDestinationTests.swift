import Foundation
@testable import PushConsole
import PushCore
import PushDelivery
import PushStorage
import PushTestSupport
import PushTransport
import Testing
@testable import PushConsoleRuntime

/// The console's send effects connect to the host its next-send line names: for every row of the
/// route table, the route the effect asks a client for has the endpoint of the plan's ``Destination``.
@Suite struct ConsoleEffectsDestinationTests {
    @Test(arguments: DestinationCase.all)
    func theClientIsAskedForTheNamedHost(row: DestinationCase) throws {
        let directory = try TemporaryDirectory()
        let clients = ConsoleEffectsFakeClientsTests.FakeClients(exposedKey: directory.file("AuthKey.p8"))
        let effects = ConsoleEffects(
            profilesDirectory: directory.path, paths: StatePaths(root: directory.file("state")),
            pathContext: PathContext(home: directory.path, environment: [:], currentDirectory: directory.path),
            demo: nil, externalEditor: ExternalEditor(suspendTerminal: {}, resumeTerminal: {}, environment: [:]),
            deliveries: { [] }, copyToClipboard: { _ in }, clients: clients)
        let mailbox = Mailbox(wake: {})
        let file = directory.file("route.json")
        let token = try DeviceToken(parsing: String(repeating: "ab", count: 32))
        if row.broadcast {
            let plan = SendPlan(profileFile: file, profile: row.profile,
                                pushes: .broadcast(BroadcastRequest(bundleID: "com.example.app", channelID: "dHN0LTEyMzQ1Njc4OTA=", payload: "{}")))
            effects.perform(.send(SendID(1), plan), mailbox: mailbox)
            #expect(NextSend(plan).destination.url == row.url)
            #expect(clients.broadcastRoutes.withLock { $0.map(\.endpoints.broadcast.baseURL) } == [row.url])
        } else if row.profile.kind == .fcm {
            effects.perform(.send(SendID(1), SendPlan(profileFile: file, profile: row.profile, pushes: .fcm(message: #"{"topic":"news"}"#, tokens: []))),
                            mailbox: mailbox)
            let routes = clients.fcmRoutes.withLock { $0 }
            #expect(routes.map(\.destination) == [Destination(row.profile, file: file)])
            let endpoints = try #require(routes.first).destination.fcmEndpoints(accountTokenURL: "https://oauth2.googleapis.com/token", caFile: nil)
            #expect(endpoints.sendBaseURL == row.url)
        } else {
            let plan = SendPlan(profileFile: file, profile: row.profile,
                                requests: [PushRequest(token: token, topic: "com.example.app", pushType: .alert, payload: "{}")])
            effects.perform(.send(SendID(1), plan), mailbox: mailbox)
            #expect(NextSend(plan).destination.url == row.url)
            #expect(clients.apnsRoutes.withLock { $0.map(\.endpoint.baseURL) } == [row.url])
        }
    }
}
