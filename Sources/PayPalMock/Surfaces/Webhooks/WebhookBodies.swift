/// Webhooks v1 request bodies, read leniently so that a missing field gets PayPal's issue.
struct WebhookBody: Decodable, Sendable {
    struct EventTypeName: Decodable, Sendable {
        var name: String?
    }

    var url: String?
    var eventTypes: [EventTypeName]?
}

/// `verify-webhook-signature`: the delivery's headers, the webhook it went to, and the event as received.
struct VerifySignatureBody: Decodable, Sendable {
    struct Event: Decodable, Sendable {
        var id: String?
    }

    var authAlgo: String?
    var certUrl: String?
    var transmissionId: String?
    var transmissionSig: String?
    var transmissionTime: String?
    var webhookId: String?
    var webhookEvent: Event?
}

/// `simulate-event`: a sample event of a type, to a webhook or straight to a URL.
struct SimulateEventBody: Decodable, Sendable {
    var webhookId: String?
    var url: String?
    var eventType: String?
    var resourceVersion: String?
}

/// `resend`: the webhooks to send the event to again; all of its webhooks when empty.
struct ResendBody: Decodable, Sendable {
    var webhookIds: [String]?
}
