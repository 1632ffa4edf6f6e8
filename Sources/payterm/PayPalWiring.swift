import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock
import Synchronization

/// The PayPal the front talks to, built for its environment: the backend at `--backend`, one embedded on a
/// loopback port, or, in demo mode (no network at all), one answering in this process. Each HTTP call, each IPN
/// and each webhook event the merchant's server receives becomes a line of the event pane.
struct PayPalWiring {
    let checkout: any CheckoutService
    let merchant: any MerchantService
    let confirmPayment: ConfirmPaymentCalls
    let appSwitch: AppSwitchCalls
    let connect: ConnectCalls
    let ipnURL: String?
    private let embedded: EmbeddedBackend?
    private let listener: MerchantListener?
    private let summaries: Task<Void, Never>?
    /// The merchant's webhook subscription, once made; ended when the run ends.
    private let subscription: WebhookSubscription?

    /// How the status line names where the calls go.
    static func description(env: PayPalEnvironment, backend: URL?) -> String {
        guard env.usesNetwork else { return "demo mode, no network" }
        return backend?.absoluteString ?? "embedded backend"
    }

    static func start(
        env: PayPalEnvironment, backend: URL?, credentials: Credentials, notes: AsyncStream<AppState.EventLine>.Continuation
    ) async throws -> PayPalWiring {
        let record: @Sendable (HTTPTransport.CallRecord) -> Void = { notes.yield(AppState.EventLine($0)) }
        guard env.usesNetwork else {
            let inProcess = try await InProcessBackend.start(credentials: credentials)
            let client = PayPalClient(transport: HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: inProcess.answer), applicationId: credentials.applicationId)
            return PayPalWiring(
                checkout: client, merchant: merchantServer(client, credentials, ipnURL: nil),
                confirmPayment: confirmPaymentCalls(client, credentials), appSwitch: appSwitchCalls(client, credentials),
                connect: connectCalls(client, credentials), ipnURL: nil, embedded: nil, listener: nil, summaries: nil, subscription: nil)
        }
        let embedded = backend == nil ? try await EmbeddedBackend.start(BackendConfiguration(port: 0, credentials: credentials)) : nil
        let baseURL = embedded?.baseURL ?? backend!
        notes.yield(AppState.EventLine(kind: .note, text: "Support console on this backend: payterm console --backend \(baseURL.absoluteString)"))
        let listener = try await MerchantListener.start()
        let client = PayPalClient(transport: HTTPTransport(baseURL: baseURL, observer: record), applicationId: credentials.applicationId)
        let subscription = WebhookSubscription()
        let summaries = summarize(listener, baseURL: baseURL, credentials: credentials, subscription: subscription, into: notes)
        let ipnURL = listener.ipnURL.absoluteString
        return PayPalWiring(
            checkout: client, merchant: merchantServer(client, credentials, ipnURL: ipnURL),
            confirmPayment: confirmPaymentCalls(client, credentials), appSwitch: appSwitchCalls(client, credentials),
            connect: connectCalls(client, credentials), ipnURL: ipnURL, embedded: embedded, listener: listener, summaries: summaries, subscription: subscription)
    }

    /// Turns each IPN message and webhook event the merchant's listener receives into a line of the event pane,
    /// once PayPal has said whether it is genuine. The webhook subscription is made here, off the start: a backend
    /// that cannot be reached is the library's to report, with its retry.
    private static func summarize(
        _ listener: MerchantListener, baseURL: URL, credentials: Credentials, subscription: WebhookSubscription,
        into notes: AsyncStream<AppState.EventLine>.Continuation
    ) -> Task<Void, Never> {
        let quiet = HTTPTransport(baseURL: baseURL)
        let webhooksClient = WebhooksClient(transport: quiet, tokens: OAuthClient(transport: quiet, credentials: clientCredentials(credentials)))
        return Task {
            await withDiscardingTaskGroup { group in
                group.addTask {
                    let verifier = MerchantIPN(baseURL: baseURL)
                    for await message in listener.ipnMessages { notes.yield(AppState.EventLine(kind: .ipn, text: await verifier.summary(of: message))) }
                }
                group.addTask {
                    do throws(PayPalAPIError) {
                        let webhooks = try await MerchantWebhooks.subscribe(listener.webhookURL.absoluteString, client: webhooksClient)
                        subscription.made(webhooks)
                        for await delivery in listener.webhookDeliveries {
                            notes.yield(AppState.EventLine(kind: .webhook, text: await webhooks.summary(of: delivery)))
                        }
                    } catch {
                        notes.yield(AppState.EventLine(kind: .note, text: "Webhooks: the merchant's server could not subscribe (\(error.code)); no events will show."))
                    }
                }
            }
        }
    }

    private static func merchantServer(_ client: PayPalClient, _ credentials: Credentials, ipnURL: String?) -> MerchantServer {
        MerchantServer(
            client: client, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword,
            apiSignature: credentials.apiSignature, ipnUrl: ipnURL)
    }

    private static func confirmPaymentCalls(_ client: PayPalClient, _ credentials: Credentials) -> ConfirmPaymentCalls {
        ConfirmPaymentCalls(buyer: client, merchant: MerchantOrdersServer(transport: client.transport, credentials: clientCredentials(credentials)))
    }

    /// App Switch's parties on the same backend, the merchant's server with its Braintree keys; the buyer's phone
    /// keeps the seeded buyers' password for Face ID.
    private static func appSwitchCalls(_ client: PayPalClient, _ credentials: Credentials) -> AppSwitchCalls {
        let keys = BraintreeGatewayClient.Keys(
            merchantId: credentials.braintreeMerchantId, publicKey: credentials.braintreePublicKey, privateKey: credentials.braintreePrivateKey)
        return AppSwitchCalls(
            gateway: BraintreeGatewayClient(transport: client.transport, keys: keys), buyer: client,
            keychain: { email in Personas.summaries.contains { $0.email == email } ? Secret(Personas.password) : nil })
    }

    /// Connect's parties on the same backend: the merchant's browser, and the partner's server with its OAuth
    /// application.
    private static func connectCalls(_ client: PayPalClient, _ credentials: Credentials) -> ConnectCalls {
        let application = BraintreeOAuthClient.Application(
            clientId: credentials.braintreeOAuthClientId, clientSecret: Secret(credentials.braintreeOAuthClientSecret))
        return ConnectCalls(page: BraintreeConnectPage(transport: client.transport), oauth: BraintreeOAuthClient(transport: client.transport, application: application))
    }

    private static func clientCredentials(_ credentials: Credentials) -> ClientCredentials {
        ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret))
    }

    /// Ends the run's servers and, against a backend that outlives it, the webhook subscription. A backend that
    /// does not answer the unsubscribe in a few seconds is not waited for: the user asked to leave.
    func stop() async {
        summaries?.cancel()
        if embedded == nil, let webhooks = subscription?.current {
            await withTaskGroup { group in
                group.addTask { try? await webhooks.unsubscribe() }
                group.addTask { try? await Task.sleep(for: .seconds(3)) }
                await group.next()
                group.cancelAll()
            }
        }
        await listener?.stop()
        await embedded?.stop()
    }
}

/// The webhook subscription the event summaries make, for `stop` to end.
final class WebhookSubscription: Sendable {
    private let made = Mutex<MerchantWebhooks?>(nil)

    var current: MerchantWebhooks? { made.withLock { $0 } }

    func made(_ webhooks: MerchantWebhooks) { made.withLock { $0 = webhooks } }
}
