import PayPalAPI

/// What the merchant's server does with a webhook event it receives: reads its type and subject, and asks
/// PayPal whether it is genuine (`verify-webhook-signature`) before believing it.
public struct MerchantWebhooks: Sendable {
    let client: WebhooksClient
    let webhookId: String
    private let taken = DeliveriesTaken()

    /// Subscribes `url` to every event type; the answer's id is what signatures are verified against.
    public static func subscribe(_ url: String, client: WebhooksClient) async throws(PayPalAPIError) -> MerchantWebhooks {
        MerchantWebhooks(client: client, webhookId: try await client.create(url: url).id)
    }

    init(client: WebhooksClient, webhookId: String) {
        self.client = client
        self.webhookId = webhookId
    }

    /// Ends the subscription, so that a backend which outlives this run stops posting to a listener that is gone.
    public func unsubscribe() async throws(PayPalAPIError) {
        try await client.delete(id: webhookId)
    }

    /// An event as the merchant's server took it: its line for the event pane, and a wallet it announces saved.
    public struct Received: Sendable {
        /// `Webhook ← CHECKOUT.ORDER.APPROVED 5O19… · SUCCESS`.
        public var summary: String
        /// The wallet a genuine `VAULT.PAYMENT-TOKEN.CREATED` says PayPal saved.
        public var savedWallet: SavedWallet?
    }

    /// Reads an event, believing what it says only once PayPal has said it sent it, and acting on it once.
    public func receive(_ delivery: WebhooksClient.Delivery) async -> Received {
        let (type, resource) = delivery.summary
        if let eventId = delivery.eventId, !taken.takeFirst(eventId) {
            return Received(summary: "Webhook ← \(type) \(resource) · \(eventId) again: taken once", savedWallet: nil)
        }
        let verdict: String
        do throws(PayPalAPIError) {
            verdict = try await client.verify(delivery, webhookId: webhookId)
        } catch {
            verdict = "not verified (\(error.code))"
        }
        let genuine = verdict == "SUCCESS"
        return Received(summary: "Webhook ← \(type) \(resource) · \(verdict)", savedWallet: genuine ? delivery.createdPaymentToken.map(SavedWallet.init) : nil)
    }
}
