import CheckoutFlows
import CheckoutTUI
import Foundation
import PayPalAPI
import PayPalMock
import Synchronization

/// The PayPal the front talks to, built for its environment: the backend at `--backend`, one embedded on a
/// loopback port, or, in demo mode (no network at all), one answering in this process. Each party calls through a
/// transport of its own, so each HTTP call becomes a line of the event pane saying who made it; each IPN and webhook
/// event the merchant's server receives becomes one too.
struct PayPalWiring {
    let services: Services
    private let embedded: EmbeddedBackend?
    /// True for a backend at `--backend`, which goes on after this run: the webhook subscription is ended there.
    private let backendOutlivesRun: Bool
    private let listener: MerchantListener
    private let summaries: Task<Void, Never>
    /// The merchant's webhook subscription, once made; ended when the run ends.
    private let subscription: WebhookSubscription

    /// How the status line names where the calls go.
    static func description(env: PayPalEnvironment, backend: URL?) -> String {
        guard env.usesNetwork else { return "demo mode, no network" }
        return backend?.absoluteString ?? "embedded backend"
    }

    /// `adminToken` is what the admin API of the backend at `backend` asks for, if anything.
    static func start(
        env: PayPalEnvironment, backend: URL?, credentials: Credentials, adminToken: String? = nil, exchangesFolder: URL?
    ) async throws -> PayPalWiring {
        let events = EventSink()
        guard env.usesNetwork else {
            let listener = MerchantListener.inProcess()
            let inProcess = try await InProcessBackend.start(credentials: credentials, merchant: listener.exchange)
            let transport = HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: inProcess.answer)
            let parties = credentials.parties()
            let (subscription, summaries) = merchant(
                listener, quiet: transport, parties: parties, verifier: MerchantIPN(transport: transport), events: events, registration: nil)
            let services = services(
                parties, quiet: transport, events: events, ipnURL: listener.ipnURL.absoluteString, shipping: listener.shipping,
                exchangesFolder: exchangesFolder, afterReset: { await subscription.subscribe() }
            ) { _ in transport }
            return PayPalWiring(services: services, embedded: nil, backendOutlivesRun: false, listener: listener, summaries: summaries, subscription: subscription)
        }
        let listener = try await MerchantListener.start()
        // The embedded backend calls the listener started beside it; one at --backend learns of it from the listener.
        var configuration = BackendConfiguration(port: 0, credentials: credentials)
        configuration.allowedMerchants = OutboundPolicy(listeners: Set([listener.address].compactMap(\.self)))
        let embedded = backend == nil ? try await EmbeddedBackend.start(configuration) : nil
        let baseURL = embedded?.baseURL ?? backend!
        let token = adminToken == nil ? "" : " --admin-token …"
        events.post(EventLine(kind: .note, text: "Support console on this backend: payterm console --backend \(baseURL.absoluteString)\(token)"))
        let parties = credentials.parties(adminToken: adminToken)
        let quiet = HTTPTransport(baseURL: baseURL)
        let registration = embedded == nil ? listener.address.map { WebhookSubscription.registering($0, with: AdminClient(transport: quiet, adminToken: adminToken)) } : nil
        let (subscription, summaries) = merchant(
            listener, quiet: quiet, parties: parties, verifier: MerchantIPN(baseURL: baseURL), events: events, registration: registration)
        let ipnURL = listener.ipnURL.absoluteString
        let services = services(
            parties, quiet: quiet, events: events, ipnURL: ipnURL, shipping: listener.shipping, exchangesFolder: exchangesFolder,
            afterReset: { await subscription.subscribe() }
        ) { party in HTTPTransport(baseURL: baseURL) { record in events.post(EventLine(record, by: party)) } }
        return PayPalWiring(
            services: services, embedded: embedded, backendOutlivesRun: embedded == nil, listener: listener, summaries: summaries, subscription: subscription)
    }

    /// The merchant's webhook subscription for its listener, made over `quiet` after `registration` (if any) asked the
    /// backend to call the listener, and the telling of what the listener receives.
    private static func merchant(
        _ listener: MerchantListener, quiet: HTTPTransport, parties: Parties.Credentials, verifier: MerchantIPN, events: EventSink,
        registration: WebhookSubscription.Registration?
    ) -> (WebhookSubscription, Task<Void, Never>) {
        let subscription = WebhookSubscription(
            listener.webhookURL.absoluteString, client: WebhooksClient(transport: quiet, tokens: OAuthClient(transport: quiet, credentials: parties.rest)),
            events: events, registration: registration)
        return (subscription, summarize(listener, verifier: verifier, subscription: subscription, into: events))
    }

    /// Every party, each over the transport `transport` gives for it, and the same parties over `quiet`, which
    /// nobody observes, for checks on the side; `afterReset` makes again what a reset of the backend undid.
    private static func services(
        _ credentials: Parties.Credentials, quiet: HTTPTransport, events: EventSink, ipnURL: String?, shipping: MerchantShippingEndpoint,
        exchangesFolder: URL?, afterReset: @escaping @Sendable () async -> Void, transport: (Parties.Party) -> HTTPTransport
    ) -> Services {
        let keychain = AdminClient(transport: quiet, adminToken: credentials.adminToken?.revealed)
        return Services(
            parties: Parties(credentials, ipnURL: ipnURL, shipping: shipping, keychain: keychain, transport: transport),
            quiet: Parties(credentials, ipnURL: ipnURL, shipping: shipping, keychain: keychain) { _ in quiet }, events: events, ipnURL: ipnURL,
            exchangesFolder: exchangesFolder, afterReset: afterReset)
    }

    /// Turns each IPN message and webhook event the merchant's listener receives into a line of the event pane,
    /// once PayPal has said whether it is genuine. The webhook subscription is made here, off the start: a backend
    /// that cannot be reached is the library's to report, with its retry.
    private static func summarize(
        _ listener: MerchantListener, verifier: MerchantIPN, subscription: WebhookSubscription, into events: EventSink
    ) -> Task<Void, Never> {
        Task {
            await withDiscardingTaskGroup { group in
                group.addTask {
                    for await message in listener.ipnMessages { events.post(EventLine(kind: .ipn, text: await verifier.summary(of: message))) }
                }
                group.addTask {
                    await subscription.subscribe()
                    for await delivery in listener.webhookDeliveries {
                        guard let webhooks = subscription.current else { continue }
                        let received = await webhooks.receive(delivery)
                        events.post(EventLine(kind: .webhook, text: received.summary, savedWallet: received.savedWallet))
                    }
                }
            }
        }
    }

    /// Ends the run's servers and, against a backend that outlives it, the webhook subscription. The user asked to
    /// leave: a backend that does not answer the unsubscribe in a few seconds is not waited for, nor an embedded one
    /// still answering a call a fault holds (its state lives in this process and goes with it), nor the merchant's
    /// listener still holding back a slow answer.
    func stop() async {
        summaries.cancel()
        if backendOutlivesRun, let webhooks = subscription.current {
            await Self.atMost(.seconds(3)) { try? await webhooks.unsubscribe() }
        }
        await withDiscardingTaskGroup { group in
            group.addTask { [listener] in await Self.atMost(.seconds(1)) { await listener.stop() } }
            if let embedded { group.addTask { await Self.atMost(.seconds(1)) { await embedded.stop() } } }
        }
    }

    /// Waits for `body` at most `limit`; one still running then goes on unwaited (a task group would wait for it).
    private static func atMost(_ limit: Duration, _ body: @escaping @Sendable () async -> Void) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumed = Mutex(false)
            let resume: @Sendable () -> Void = {
                if resumed.withLock({ done in defer { done = true }; return !done }) { continuation.resume() }
            }
            Task {
                await body()
                resume()
            }
            Task {
                try? await Task.sleep(for: limit)
                resume()
            }
        }
    }
}

/// The merchant's webhook subscription: made at the start, made again after a reset of the backend (which forgets
/// it, and the listener's registration), and ended by `stop`.
final class WebhookSubscription: Sendable {
    /// Asks a backend at `--backend` to call the merchant's listener: it calls no other.
    typealias Registration = @Sendable () async throws(PayPalAPIError) -> Void

    private let url: String
    private let client: WebhooksClient
    private let events: EventSink
    private let registration: Registration?
    private let made = Mutex<MerchantWebhooks?>(nil)

    init(_ url: String, client: WebhooksClient, events: EventSink, registration: Registration?) {
        self.url = url
        self.client = client
        self.events = events
        self.registration = registration
    }

    var current: MerchantWebhooks? { made.withLock { $0 } }

    static func registering(_ listener: MerchantAddress, with admin: AdminClient) -> Registration {
        let address = listener.description
        return { () async throws(PayPalAPIError) in try await admin.registerMerchantListener(address) }
    }

    /// Registers and subscribes the merchant's listener, or says in the event pane why it could not.
    func subscribe() async {
        do throws(PayPalAPIError) {
            try await registration?()
        } catch {
            events.post(EventLine(
                kind: .note, text: "The backend would not call the merchant's server (\(error.code)): no IPN, webhook events or shipping callbacks will reach it."))
        }
        do throws(PayPalAPIError) {
            let webhooks = try await MerchantWebhooks.subscribe(url, client: client)
            made.withLock { $0 = webhooks }
        } catch {
            events.post(EventLine(kind: .note, text: "Webhooks: the merchant's server could not subscribe (\(error.code)); no events will show."))
        }
    }
}

extension Credentials {
    /// What the front's parties hold, from the backend's credentials and its admin token.
    func parties(adminToken: String? = nil) -> Parties.Credentials {
        Parties.Credentials(
            applicationId: applicationId, apiUsername: apiUsername, apiPassword: apiPassword, apiSignature: apiSignature,
            rest: ClientCredentials(clientId: clientId, secret: Secret(clientSecret)),
            braintree: .init(merchantId: braintreeMerchantId, publicKey: braintreePublicKey, privateKey: braintreePrivateKey),
            oauth: .init(clientId: braintreeOAuthClientId, clientSecret: Secret(braintreeOAuthClientSecret)), adminToken: adminToken.map { Secret($0) })
    }
}
