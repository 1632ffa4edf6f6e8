import Foundation

/// Something that happened, as a webhook event, and its delivery to each webhook subscribed when it happened.
struct WebhookEvent: StoredDocument {
    static let kind = "webhook_event"

    /// One webhook's copy of the event: the transmission headers it was sent with, and how sending went.
    struct Delivery: Codable, Sendable, Equatable {
        enum Status: String, Codable, Sendable {
            case pending = "PENDING"
            case delivered = "SUCCESS"
            case failed = "FAILURE"
        }

        var webhookId: String
        var url: String
        var transmissionId: String
        /// The `PAYPAL-TRANSMISSION-SIG` sent; verify-webhook-signature succeeds for this signature only.
        var transmissionSignature: String
        var transmissionTime: Date
        var status: Status
        var attempts: Int
        /// The HTTP status of the last attempt, or nil when the webhook's server did not answer.
        var lastStatusCode: Int?
        var nextAttemptAt: Date
    }

    var id: String
    var type: WebhookEventType
    var resource: JSONValue
    var createdAt: Date
    var deliveries: [Delivery]

    /// Deliveries fail for good after this many attempts (PayPal retries for 3 days; PayTerm for a minute).
    static let maximumAttempts = 5

    /// The wait before attempt `number` + 1: 2, 4, 8, 16 seconds.
    static func backoff(after number: Int) -> TimeInterval { TimeInterval(1 << number) }
}
