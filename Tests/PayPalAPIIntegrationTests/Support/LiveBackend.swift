import Foundation
import PayPalAPI
import PayPalMock
import Synchronization

/// A real backend on a free loopback port, and the clients under test pointed at it: their tokens measured on a
/// clock the test moves, their calls logged.
struct LiveBackend {
    let embedded: EmbeddedBackend
    let transport: HTTPTransport
    let tokens: OAuthClient
    let clock: TestClock
    let calls: CallLog

    var orders: OrdersClient { OrdersClient(transport: transport, tokens: tokens) }
    var payments: PaymentsClient { PaymentsClient(transport: transport, tokens: tokens) }
    var vault: VaultClient { VaultClient(transport: transport, tokens: tokens) }
    var admin: AdminClient { AdminClient(transport: transport) }
    var library: PayPalClient { PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId) }

    static let credentials = ClientCredentials(clientId: Credentials.defaults.clientId, secret: Secret(Credentials.defaults.clientSecret))

    static let merchantHeaders = AdaptiveHeaders.merchant(
        username: Credentials.defaults.apiUsername, password: Credentials.defaults.apiPassword,
        signature: Credentials.defaults.apiSignature, applicationId: Credentials.sandboxApplicationId)

    /// Runs `body` against a fresh backend and stops it afterwards, whatever happens.
    static func with(
        _ configuration: BackendConfiguration = BackendConfiguration(port: 0), credentials: ClientCredentials = credentials,
        _ body: (LiveBackend) async throws -> Void
    ) async throws {
        let embedded = try await EmbeddedBackend.start(configuration)
        let calls = CallLog()
        let transport = HTTPTransport(baseURL: embedded.baseURL) { calls.record($0) }
        let clock = TestClock()
        let tokens = OAuthClient(transport: transport, credentials: credentials, now: { clock.now })
        let backend = LiveBackend(embedded: embedded, transport: transport, tokens: tokens, clock: clock, calls: calls)
        do {
            try await body(backend)
        } catch {
            await embedded.stop()
            throw error
        }
        await embedded.stop()
    }
}

/// The time the clients' tokens are measured on: now, until a test moves it.
final class TestClock: Sendable {
    private let date = Mutex(Date())

    var now: Date { date.withLock { $0 } }

    func advance(by seconds: TimeInterval) {
        date.withLock { $0.addTimeInterval(seconds) }
    }
}

/// Every call the transport made, as its observer saw them.
final class CallLog: Sendable {
    private let records = Mutex<[HTTPTransport.CallRecord]>([])

    func record(_ call: HTTPTransport.CallRecord) {
        records.withLock { $0.append(call) }
    }

    /// How many calls went to the path.
    func count(_ path: String) -> Int {
        records.withLock { $0.filter { $0.path == path }.count }
    }
}
