import Foundation

/// Records a webhook event in the transaction of what caused it, for each webhook subscribed to its type, so
/// that an event is kept exactly when its cause is; `NotificationDelivery` sends it after the commit.
struct WebhookEvents: Sendable {
    let address: ServerAddress

    /// `resource` makes the event's resource from the server's base URL (its links point there); it is sent
    /// `delay` seconds after the commit.
    func publish(_ type: WebhookEventType, in db: any StoreTransaction, at now: Date, after delay: TimeInterval = 0, resource: (String) throws -> some Encodable) throws {
        let webhooks = try db.documents(Webhook.self).filter { $0.subscribes(to: type) }
        guard !webhooks.isEmpty else { return }
        let body = try WireResponse.restEncoder.encode(resource(address.base))
        let event = WebhookEvent(
            id: Identifier.webhookEventId(), type: type, resource: try JSONDecoder().decode(JSONValue.self, from: body), createdAt: now,
            deliveries: webhooks.map { Delivery(webhookId: $0.id, url: $0.url, at: now, dueIn: delay) })
        try db.enqueue(event)
    }
}
