import Foundation
import Hummingbird

/// `/v1/notifications/…`: Webhooks v1.
struct WebhookRoutes: Surface {
    let webhooks: Webhooks
    let address: ServerAddress

    init(_ parts: BackendParts) {
        webhooks = Webhooks(store: parts.store, clock: parts.clock)
        address = parts.address
    }

    func register(on routes: RouteTable) {
        routes.on(.post, "/v1/notifications/webhooks", for: \.restClient) { request, context, _ in
            let webhook = try await webhooks.scoped(to: context.clientId).create(RESTBody.decode(WebhookBody.self, from: context.body))
            return try .rest(WebhookView(webhook, base: context.baseURL(of: request)), status: .created)
        }
        routes.on(.get, "/v1/notifications/webhooks", for: \.restClient) { request, context, _ in
            try .rest(["webhooks": try await webhooks.scoped(to: context.clientId).list().map { WebhookView($0, base: context.baseURL(of: request)) }])
        }
        routes.on(.get, "/v1/notifications/webhooks/:id", for: \.restClient) { request, context, _ in
            try .rest(WebhookView(try await webhooks.scoped(to: context.clientId).webhook(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
        routes.on(.patch, "/v1/notifications/webhooks/:id", for: \.restClient) { request, context, _ in
            let operations = try RESTBody.decode([PatchOperationBody].self, from: context.body)
            let webhook = try await webhooks.scoped(to: context.clientId).update(id: context.parameters.require("id"), operations)
            return try .rest(WebhookView(webhook, base: context.baseURL(of: request)))
        }
        routes.on(.delete, "/v1/notifications/webhooks/:id", for: \.restClient) { _, context, _ in
            try await webhooks.scoped(to: context.clientId).delete(id: context.parameters.require("id"))
            return WireResponse(status: .noContent, body: Data())
        }
        routes.on(.get, "/v1/notifications/webhooks/:id/event-types", for: \.restClient) { request, context, _ in
            let webhook = try await webhooks.scoped(to: context.clientId).webhook(id: context.parameters.require("id"))
            return try .rest(["event_types": WebhookView(webhook, base: context.baseURL(of: request)).eventTypes])
        }
        routes.on(.get, "/v1/notifications/webhooks-event-types", for: \.restClient) { _, _, _ in
            try .rest(["event_types": WebhookEventType.allCases.map { EventTypeView($0) }])
        }
        routes.on(.get, "/v1/notifications/webhooks-events", for: \.restClient) { request, context, _ in
            let query = request.uri.queryParameters
            let pageSize = query.get("page_size").flatMap { Int($0) } ?? 10
            guard (1...300).contains(pageSize) else {
                throw RESTError(status: 400, issue: "INVALID_PARAMETER_VALUE", description: "page_size is from 1 to 300.", field: "page_size", location: "query")
            }
            let events = try await webhooks.scoped(to: context.clientId).events(pageSize: pageSize, type: query.get("event_type").map { String($0) })
            return try .rest(EventListView(events: events.map { WebhookEventView($0, base: context.baseURL(of: request)) }, count: events.count))
        }
        routes.on(.get, "/v1/notifications/webhooks-events/:id", for: \.restClient) { request, context, _ in
            try .rest(WebhookEventView(try await webhooks.scoped(to: context.clientId).event(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/v1/notifications/webhooks-events/:id/resend", for: \.restClient) { request, context, _ in
            let body = try RESTBody.decode(ResendBody.self, from: context.body)
            let event = try await webhooks.scoped(to: context.clientId).resend(id: context.parameters.require("id"), body)
            return try .rest(WebhookEventView(event, base: context.baseURL(of: request)), status: .accepted)
        }
        routes.on(.post, "/v1/notifications/simulate-event", for: \.restClient) { request, context, _ in
            let event = try await webhooks.scoped(to: context.clientId).simulate(RESTBody.decode(SimulateEventBody.self, from: context.body), address: address)
            return try .rest(WebhookEventView(event, base: context.baseURL(of: request)), status: .accepted)
        }
        routes.on(.post, "/v1/notifications/verify-webhook-signature", for: \.restClient) { _, context, _ in
            let verified = try await webhooks.scoped(to: context.clientId).verify(RESTBody.decode(VerifySignatureBody.self, from: context.body))
            return try .rest(["verification_status": verified ? "SUCCESS" : "FAILURE"])
        }
    }

    struct EventListView: Encodable, Sendable {
        var events: [WebhookEventView]
        var count: Int
    }
}
