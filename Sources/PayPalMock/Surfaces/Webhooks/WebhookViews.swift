/// Webhooks v1 answers: webhooks, event types and events.
struct WebhookView: Encodable, Sendable {
    var id: String
    var url: String
    var eventTypes: [EventTypeView]
    var links: [LinkView]

    init(_ webhook: Webhook, base: String) {
        id = webhook.id
        url = webhook.url
        eventTypes = webhook.eventTypes.map { name in WebhookEventType(rawValue: name).map { EventTypeView($0) } ?? EventTypeView(name: name) }
        let own = "\(base)/v1/notifications/webhooks/\(webhook.id)"
        links = [
            LinkView(href: own, rel: "self", method: "GET"), LinkView(href: own, rel: "update", method: "PATCH"),
            LinkView(href: own, rel: "delete", method: "DELETE"),
        ]
    }
}

struct EventTypeView: Encodable, Sendable {
    var name: String
    var description: String?
    var status: String?
    var resourceVersions: [String]?

    init(_ type: WebhookEventType) {
        name = type.rawValue
        description = type.summary
        status = "ENABLED"
        resourceVersions = [type.resourceVersion]
    }

    /// `*`, which stands for every type.
    init(name: String) {
        self.name = name
        description = "ALL"
    }
}

struct WebhookEventView: Encodable, Sendable {
    var id: String
    var eventVersion = "1.0"
    var createTime: String
    var resourceType: String
    var resourceVersion: String
    var eventType: String
    var summary: String
    var resource: JSONValue
    var links: [LinkView]

    init(_ event: WebhookEvent, base: String) {
        id = event.id
        createTime = Timestamp.rest(event.createdAt)
        resourceType = event.type.resourceType
        resourceVersion = event.type.resourceVersion
        eventType = event.type.rawValue
        summary = event.type.summary
        resource = event.resource
        let own = "\(base)/v1/notifications/webhooks-events/\(event.id)"
        links = [LinkView(href: own, rel: "self", method: "GET"), LinkView(href: "\(own)/resend", rel: "resend", method: "POST")]
    }
}
