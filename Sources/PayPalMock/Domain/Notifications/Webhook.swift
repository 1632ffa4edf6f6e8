import Foundation

/// A merchant's webhook: where PayTerm posts the events it subscribes to.
struct Webhook: StoredDocument {
    static let kind = "webhook"
    /// PayPal lets an app have 10 webhooks.
    static let limit = 10

    var id: String
    var url: String
    /// Event type names, or `*` for all of them.
    var eventTypes: [String]
    var createdAt: Date

    func subscribes(to type: WebhookEventType) -> Bool {
        eventTypes.contains(WebhookEventType.everything) || eventTypes.contains(type.rawValue)
    }
}
