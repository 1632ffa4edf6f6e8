import Foundation

/// Something that happened, as a webhook event, and its delivery to each webhook subscribed when it happened.
struct WebhookEvent: OutboxMessage {
    static let kind = "webhook_event"

    var id: String
    var type: WebhookEventType
    var resource: JSONValue
    var createdAt: Date
    var deliveries: [Delivery]

    static let pending = AliasSpace.pendingWebhookEvent

    func request(for delivery: Delivery, base: String) throws -> (body: Data, headers: [String: String]) {
        let body = try WireResponse.restEncoder.encode(WebhookEventView(self, base: base))
        return (body, [
            "Content-Type": "application/json",
            "PAYPAL-TRANSMISSION-ID": delivery.transmissionId,
            "PAYPAL-TRANSMISSION-TIME": Timestamp.rest(delivery.transmissionTime),
            "PAYPAL-TRANSMISSION-SIG": delivery.transmissionSignature,
            "PAYPAL-AUTH-ALGO": "SHA256withRSA",
            "PAYPAL-AUTH-VERSION": "v2",
            "PAYPAL-CERT-URL": "\(base)/v1/notifications/certs/CERT-PAYTERM",
        ])
    }
}
