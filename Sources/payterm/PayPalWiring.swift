import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock

/// The PayPal the front talks to, built for its environment: the backend at `--backend`, one embedded on a
/// loopback port, or, in demo mode (no network at all), one answering in this process. Each HTTP call and each
/// IPN the merchant's server receives becomes a line of the event pane.
struct PayPalWiring {
    let checkout: any CheckoutService
    let merchant: any MerchantService
    let confirmPayment: ConfirmPaymentCalls
    /// How the status line names where the calls go.
    let description: String
    let ipnURL: String?
    private let embedded: EmbeddedBackend?
    private let ipn: IPNListener?
    private let ipnSummaries: Task<Void, Never>?

    static func start(
        env: PayPalEnvironment, backend: URL?, credentials: Credentials, notes: AsyncStream<AppState.EventLine>.Continuation
    ) async throws -> PayPalWiring {
        let record: @Sendable (HTTPTransport.CallRecord) -> Void = { call in
            notes.yield(AppState.EventLine(kind: .http, text: "\(call.method) \(call.path) → \(call.status) (\(call.milliseconds) ms)"))
        }
        guard env.usesNetwork else {
            let inProcess = try await InProcessBackend.start(credentials: credentials)
            let client = PayPalClient(transport: HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: inProcess.answer), applicationId: credentials.applicationId)
            return PayPalWiring(
                checkout: client, merchant: merchantServer(client, credentials, ipnURL: nil),
                confirmPayment: confirmPaymentCalls(client, credentials), description: "demo mode, no network",
                ipnURL: nil, embedded: nil, ipn: nil, ipnSummaries: nil)
        }
        let embedded = backend == nil ? try await EmbeddedBackend.start(BackendConfiguration(port: 0, credentials: credentials)) : nil
        let baseURL = embedded?.baseURL ?? backend!
        let ipn = try await IPNListener.start()
        let verifier = MerchantIPN(baseURL: baseURL)
        let summaries = Task {
            for await message in ipn.feed.messages { notes.yield(AppState.EventLine(kind: .callback, text: await verifier.summary(of: message))) }
        }
        let client = PayPalClient(transport: HTTPTransport(baseURL: baseURL, observer: record), applicationId: credentials.applicationId)
        let ipnURL = ipn.feed.url.absoluteString
        return PayPalWiring(
            checkout: client, merchant: merchantServer(client, credentials, ipnURL: ipnURL),
            confirmPayment: confirmPaymentCalls(client, credentials), description: embedded != nil ? "embedded backend" : baseURL.absoluteString, ipnURL: ipnURL, embedded: embedded, ipn: ipn,
            ipnSummaries: summaries)
    }

    private static func merchantServer(_ client: PayPalClient, _ credentials: Credentials, ipnURL: String?) -> MerchantServer {
        MerchantServer(
            client: client, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword,
            apiSignature: credentials.apiSignature, ipnUrl: ipnURL)
    }

    private static func confirmPaymentCalls(_ client: PayPalClient, _ credentials: Credentials) -> ConfirmPaymentCalls {
        let server = MerchantOrdersServer(
            transport: client.transport, credentials: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        return ConfirmPaymentCalls(buyer: client, merchant: server)
    }

    func stop() async {
        ipnSummaries?.cancel()
        await ipn?.stop()
        await embedded?.stop()
    }
}
