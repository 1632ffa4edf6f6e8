import Foundation

/// Webhooks v1: the merchant's webhooks, the events sent to them, resending, and checking a delivery's signature.
struct Webhooks: Sendable {
    let store: Store
    let clock: VirtualClock
    /// The REST client calling: an app sees and changes its own webhooks only.
    var client: String?

    /// The webhooks of one REST client.
    func scoped(to client: String?) -> Webhooks {
        var scoped = self
        scoped.client = client
        return scoped
    }

    func create(_ body: WebhookBody) async throws -> Webhook {
        let url = try Self.url(body.url)
        let types = try Self.eventTypes(body.eventTypes, field: "/event_types")
        let now = clock.now()
        return try await store.write { db in
            let existing = try db.documents(Webhook.self).filter { $0.isVisible(to: client) }
            if existing.contains(where: { $0.url == url }) {
                throw RESTError.invalidRequest("WEBHOOK_URL_ALREADY_EXISTS", "A webhook with this URL exists already: update it instead.", field: "/url")
            }
            guard existing.count < Webhook.limit else {
                throw RESTError.invalidRequest(
                    "WEBHOOK_NUMBER_LIMIT_EXCEEDED", "An app has at most \(Webhook.limit) webhooks: delete one first.")
            }
            let webhook = Webhook(id: Identifier.webhookId(), url: url, eventTypes: types, createdAt: now, clientId: client)
            try db.save(webhook)
            return webhook
        }
    }

    func list() async throws -> [Webhook] {
        try await store.read { db in try db.documents(Webhook.self).filter { $0.isVisible(to: client) } }
    }

    func webhook(id: String) async throws -> Webhook {
        try await store.read { db in try webhook(id, in: db) }
    }

    /// JSON Patch `replace` of `/url` or `/event_types`; every operation or none.
    func update(id: String, _ operations: [PatchOperationBody]) async throws -> Webhook {
        var changes: [(path: String, value: JSONValue)] = []
        for (index, operation) in operations.enumerated() {
            guard operation.op == "replace", let path = operation.path, ["/url", "/event_types"].contains(path), let value = operation.value else {
                throw RESTError.invalidRequest(
                    "INVALID_PATCH_OPERATION", "Only replace of /url or /event_types, with a value, changes a webhook.", field: "/\(index)")
            }
            changes.append((path, value))
        }
        let replacements = changes
        return try await store.write { db in
            var webhook = try webhook(id, in: db)
            for change in replacements {
                if change.path == "/url" {
                    webhook.url = try Self.url(try change.value.decode(String.self))
                } else {
                    webhook.eventTypes = try Self.eventTypes(try change.value.decode([WebhookBody.EventTypeName].self), field: "/event_types")
                }
            }
            try db.save(webhook)
            return webhook
        }
    }

    /// Deletes the webhook; what was still to be sent to it is not sent.
    func delete(id: String) async throws {
        try await store.write { db in
            _ = try webhook(id, in: db)
            try db.delete(Webhook.self, id: id)
            for eventId in try db.owners(in: .pendingWebhookEvent) {
                guard var event = try db.document(WebhookEvent.self, id: eventId) else { continue }
                for index in event.deliveries.indices where event.deliveries[index].webhookId == id && event.deliveries[index].status == .pending {
                    event.deliveries[index].status = .failed
                }
                try db.save(event)
                if !event.deliveries.contains(where: { $0.status == .pending }) { try db.removeAlias(eventId, in: .pendingWebhookEvent) }
            }
        }
    }

    /// The newest events first, of one type if named.
    func events(pageSize: Int, type: String?) async throws -> [WebhookEvent] {
        try await store.read { db in
            let all = try db.documents(WebhookEvent.self).reversed().filter { type == nil || $0.type.rawValue == type }
            return Array(all.prefix(pageSize))
        }
    }

    func event(id: String) async throws -> WebhookEvent {
        try await store.read { db in try Self.event(id, in: db) }
    }

    /// Sends the event again, as a new transmission, to the named webhooks or to all it went to.
    func resend(id: String, _ body: ResendBody) async throws -> WebhookEvent {
        let now = clock.now()
        return try await store.write { db in
            var event = try Self.event(id, in: db)
            let chosen = Set(body.webhookIds ?? [])
            try event.resend(at: now) { chosen.isEmpty || chosen.contains($0.webhookId ?? "") }
            try db.enqueue(event)
            return event
        }
    }

    /// A sample event of the type, sent at once to the webhook named or to the URL given (PayPal's simulator).
    func simulate(_ body: SimulateEventBody, address: ServerAddress) async throws -> WebhookEvent {
        guard let name = body.eventType else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "event_type is missing.", field: "/event_type")
        }
        guard let type = WebhookEventType(rawValue: name) else {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "\(name) is not an event type PayTerm sends: see GET /v1/notifications/webhooks-event-types.",
                field: "/event_type")
        }
        if body.webhookId == nil, body.url == nil {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "Name the webhook_id, or the url to send to.", field: "/webhook_id")
        }
        let now = clock.now()
        let resource = try WebhookSamples.resource(for: type, base: address.base, at: now)
        return try await store.write { db in
            let delivery = if let id = body.webhookId {
                Delivery(webhookId: id, url: try webhook(id, in: db).url, at: now)
            } else {
                Delivery(url: try Self.url(body.url), at: now)
            }
            let event = WebhookEvent(id: Identifier.webhookEventId(), type: type, resource: resource, createdAt: now, deliveries: [delivery])
            try db.enqueue(event)
            return event
        }
    }

    /// True when the headers are those PayTerm sent this event to this webhook with: PayTerm signs what it sends
    /// with a signature of its own, so it can vouch only for its own deliveries.
    func verify(_ body: VerifySignatureBody) async throws -> Bool {
        let required: [(String, String?)] = [
            ("auth_algo", body.authAlgo), ("cert_url", body.certUrl), ("transmission_id", body.transmissionId),
            ("transmission_sig", body.transmissionSig), ("transmission_time", body.transmissionTime), ("webhook_id", body.webhookId),
            ("webhook_event.id", body.webhookEvent?.id),
        ]
        if let missing = required.first(where: { $0.1 == nil }) {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "\(missing.0) is missing.", field: "/\(missing.0.replacingOccurrences(of: ".", with: "/"))")
        }
        return try await store.read { db in
            guard let event = try db.document(WebhookEvent.self, id: body.webhookEvent?.id ?? "") else { return false }
            return event.deliveries.contains {
                $0.webhookId == body.webhookId && $0.transmissionId == body.transmissionId && $0.transmissionSignature == body.transmissionSig
            }
        }
    }

    // MARK: Checking and loading

    private static func url(_ text: String?) throws -> String {
        guard let text, !text.isEmpty else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "url is missing.", field: "/url")
        }
        _ = try SpecText.checked(text, field: "/url", length: 1...Webhook.maxURLLength, rule: "at most \(Webhook.maxURLLength) characters long")
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
            throw RESTError.invalidRequest("INVALID_PARAMETER_SYNTAX", "url must be an http or https URL, such as http://127.0.0.1:9000/hooks.", field: "/url")
        }
        return text
    }

    private static func eventTypes(_ names: [WebhookBody.EventTypeName]?, field: String) throws -> [String] {
        guard let names, !names.isEmpty else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "event_types names no event type: use [{\"name\": \"*\"}] for all.", field: field)
        }
        return try names.enumerated().map { index, type in
            guard let name = type.name, name == WebhookEventType.everything || WebhookEventType(rawValue: name) != nil else {
                throw RESTError.invalidRequest(
                    "INVALID_PARAMETER_VALUE",
                    "\(type.name ?? "A missing name") is not an event type PayTerm sends: see GET /v1/notifications/webhooks-event-types.",
                    field: "\(field)/\(index)/name")
            }
            return name
        }
    }

    private func webhook(_ id: String, in db: any StoreTransaction) throws -> Webhook {
        try db.owned(Webhook.self, id: id, by: client, field: "webhook_id")
    }

    private static func event(_ id: String, in db: any StoreTransaction) throws -> WebhookEvent {
        guard let event = try db.document(WebhookEvent.self, id: id) else { throw RESTError.notFound("event_id", id) }
        return event
    }
}
