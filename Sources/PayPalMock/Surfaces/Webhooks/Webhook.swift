import Foundation

/// A merchant's webhook: where PayTerm posts the events it subscribes to.
struct Webhook: StoredDocument, ClientOwned {
    static let kind = "webhook"
    /// PayPal lets an app have 10 webhooks.
    static let limit = 10
    /// The Webhooks spec's `maxLength` of a webhook's (and a simulated event's) `url`.
    static let maxURLLength = 2_048

    var id: String
    var url: String
    /// Event type names, or `*` for all of them.
    var eventTypes: [String]
    var createdAt: Date
    /// The REST client (the app) the webhook belongs to.
    var clientId: String?

    func subscribes(to type: WebhookEventType) -> Bool {
        eventTypes.contains(WebhookEventType.everything) || eventTypes.contains(type.rawValue)
    }
}
