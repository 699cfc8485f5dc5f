import Foundation
import PushCore
import PushCrypto

/// What every event loop of one running simulator shares. Immutable but for the
/// locked counters, logs and dice it holds.
final class SimulatorCore: Sendable {
    let configuration: SimulatorConfiguration
    let responder: APNsResponder
    let journal: Journal?
    let deliveries: DeliveryLog
    let tls: TLSServerContext
    let wake: WakeSignal
    /// ``SimulatorConfiguration/idleTimeoutMilliseconds``, worked out once.
    let idleTimeoutMilliseconds: Int64?
    let handshakeTimeoutMilliseconds: Int64
    /// ``SimulatorConfiguration/writeStallTimeout`` in milliseconds.
    let writeStallTimeoutMilliseconds: Int64
    private let connectionCount = Locked(0)

    init(configuration: SimulatorConfiguration, tls: TLSServerContext, wake: WakeSignal, journal: Journal?, deliveries: DeliveryLog) {
        self.deliveries = deliveries
        self.configuration = configuration
        responder = APNsResponder(configuration: configuration)
        self.tls = tls
        self.wake = wake
        self.journal = journal
        idleTimeoutMilliseconds = configuration.idleTimeoutMilliseconds
        handshakeTimeoutMilliseconds = SimulatorConfiguration.milliseconds(configuration.handshakeTimeout)
        writeStallTimeoutMilliseconds = SimulatorConfiguration.milliseconds(configuration.writeStallTimeout)
    }

    func nextConnectionNumber() -> Int {
        connectionCount.withLock { count in
            count += 1
            return count
        }
    }

    /// Journals sent responses and records the deliveries (the 200s), all of one turn at once so
    /// the event loops take the delivery log's lock once per turn, not once per push.
    func record(_ sent: [ResponseSchedule.Entry], connection: Int, sentAt: Int64) {
        guard !sent.isEmpty else { return }
        let now = configuration.clock()
        var delivered: [DeliveredNotification] = []
        for entry in sent {
            let (request, response) = (entry.request, entry.response)
            let headers = request.headers.map { header in
                HTTPHeader(name: header.name,
                           value: header.name == APNsHeaderName.authorization ? Self.shortenedAuthorization(header.value) : header.value)
            }
            if response.status == 200, let token = APNsRequestCheck.deviceToken(fromPath: request.path) {
                delivered.append(DeliveredNotification(
                    token: token,
                    topic: request.header(APNsHeaderName.topic),
                    pushType: request.header(APNsHeaderName.pushType).map { PushType(rawValue: $0) },
                    apnsID: response.apnsID ?? "",
                    headers: headers,
                    payload: request.body,
                    receivedAt: now,
                    connection: connection))
            }
            journal?.append(JournalEntry(
                time: now,
                connection: connection,
                stream: request.streamID,
                method: request.method,
                path: request.path,
                headers: headers,
                body: Self.journaledBody(of: request),
                status: response.status,
                reason: response.reason?.rawValue,
                apnsID: response.apnsID,
                latencyMilliseconds: Int(sentAt - request.completedAt)))
        }
        deliveries.append(contentsOf: delivered)
    }

    /// The request body for the journal; a token request's signed assertion is shortened, because
    /// it could be exchanged for an access token until it expires.
    private static func journaledBody(of request: IncomingRequest) -> String {
        guard request.path == FCMSimulation.tokenPath else { return String(decoding: request.body, as: UTF8.self) }
        let fields = AccessTokenGrant.formFields(request.body)
        return "grant_type=\(fields["grant_type"] ?? "")&assertion=\(ProviderJWT.shortened(fields["assertion"] ?? ""))"
    }

    /// `bearer …` plus the JWT's last characters: enough to tell tokens apart, useless to replay.
    private static func shortenedAuthorization(_ value: String) -> String {
        let parts = value.split(separator: " ", maxSplits: 1)
        guard parts.count == 2 else { return ProviderJWT.shortened(value) }
        return "\(parts[0]) \(ProviderJWT.shortened(String(parts[1])))"
    }
}
