import Foundation
import Testing
@testable import PayPalMock

@Suite struct WebhookTests {
    static func subscribe(_ backend: TestBackend, _ url: URL, to types: [String]) async throws -> String {
        let (status, webhook) = try await backend.rest(
            "POST", "/v1/notifications/webhooks", json: ["url": url.absoluteString, "event_types": types.map { ["name": $0] }])
        guard status == 201, let id: String = webhook["id"] else { throw TestFailure("webhook: HTTP \(status) \(webhook)") }
        return id
    }

    @Test func webhooksAreKeptCheckedAndLimited() async throws {
        try await TestBackend.with { backend in
            let hooks = "/v1/notifications/webhooks"
            let id = try await Self.subscribe(backend, URL(string: "https://merchant.example/hooks")!, to: ["PAYMENT.CAPTURE.COMPLETED"])
            #expect(id.hasPrefix("WH-"))
            let refusals: [([String: Any], String)] = [
                (["url": "https://merchant.example/hooks", "event_types": [["name": "*"]]], "WEBHOOK_URL_ALREADY_EXISTS"),
                (["url": "not a url", "event_types": [["name": "*"]]], "INVALID_PARAMETER_SYNTAX"),
                (["url": "https://merchant.example/other", "event_types": [["name": "PAYMENT.SALE.COMPLETED"]]], "INVALID_PARAMETER_VALUE"),
                (["url": "https://merchant.example/other", "event_types": [[String: Any]]()], "MISSING_REQUIRED_PARAMETER"),
            ]
            for (body, issue) in refusals {
                let (status, error) = try await backend.rest("POST", hooks, json: body)
                #expect(status == 400)
                #expect(error["details[0].issue"] == issue, "\(error)")
            }
            let (patched, webhook) = try await backend.rest(
                "PATCH", "\(hooks)/\(id)", json: [["op": "replace", "path": "/event_types", "value": [["name": "*"]]]])
            #expect(patched == 200)
            #expect(webhook["event_types[0].name"] == "*")
            let (_, types) = try await backend.rest("GET", "/v1/notifications/webhooks-event-types")
            #expect(types.count("event_types") == WebhookEventType.allCases.count)
            for number in 2...Webhook.limit {
                _ = try await Self.subscribe(backend, URL(string: "https://merchant.example/hooks\(number)")!, to: ["*"])
            }
            let (full, limit) = try await backend.rest("POST", hooks, json: ["url": "https://merchant.example/more", "event_types": [["name": "*"]]])
            #expect(full == 400)
            #expect(limit["details[0].issue"] == "WEBHOOK_NUMBER_LIMIT_EXCEEDED")
            let (_, listed) = try await backend.rest("GET", hooks)
            #expect(listed.count("webhooks") == Webhook.limit)
            let (deleted, _) = try await backend.rest("DELETE", "\(hooks)/\(id)")
            #expect(deleted == 204)
            let (gone, _) = try await backend.rest("GET", "\(hooks)/\(id)")
            #expect(gone == 404)
        }
    }

    @Test func urlsLongerThanTheSpecAllowsAreRefused() async throws {
        try await TestBackend.with { backend in
            let hooks = "/v1/notifications/webhooks"
            let prefix = "https://merchant.example/"
            let longest = prefix + String(repeating: "h", count: 2_048 - prefix.count)
            let tooLong = longest + "h"
            let (refused, error) = try await backend.rest("POST", hooks, json: ["url": tooLong, "event_types": [["name": "*"]]])
            #expect(refused == 400)
            #expect(error["details[0].issue"] == "INVALID_STRING_LENGTH", "\(error)")
            #expect(error["details[0].field"] == "/url")
            let (created, webhook) = try await backend.rest("POST", hooks, json: ["url": longest, "event_types": [["name": "*"]]])
            #expect(created == 201)
            let id: String = try #require(webhook["id"])
            let (patched, patchError) = try await backend.rest("PATCH", "\(hooks)/\(id)", json: [["op": "replace", "path": "/url", "value": tooLong]])
            #expect(patched == 400)
            #expect(patchError["details[0].issue"] == "INVALID_STRING_LENGTH")
            let (_, kept) = try await backend.rest("GET", "\(hooks)/\(id)")
            #expect(kept["url"] == longest)
            let (simulated, simulateError) = try await backend.rest(
                "POST", "/v1/notifications/simulate-event", json: ["url": tooLong, "event_type": "PAYMENT.CAPTURE.COMPLETED"])
            #expect(simulated == 400)
            #expect(simulateError["details[0].issue"] == "INVALID_STRING_LENGTH")
        }
    }

    @Test func aPaidOrderReachesTheWebhookWithHeadersItCanVerify() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            let webhookId = try await Self.subscribe(backend, receiver.url, to: ["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED"])
            let orderId = try await backend.approvedOrder()
            let (_, order) = try await backend.rest("POST", "/v2/checkout/orders/\(orderId)/capture")
            let captureId: String? = order["purchase_units[0].payments.captures[0].id"]
            let posts = try await receiver.waitFor(2)
            let types = posts.compactMap { $0.event["event_type"] as String? }
            #expect(types == ["CHECKOUT.ORDER.APPROVED", "PAYMENT.CAPTURE.COMPLETED"])
            #expect(posts[0].event["resource.id"] == orderId)
            #expect(posts[0].event["resource.status"] == "APPROVED")
            #expect(posts[1].event["resource.id"] == captureId)
            #expect(posts[1].event["resource_type"] == "capture")

            let delivery = posts[1]
            func verify(signature: String?) async throws -> String? {
                let (_, answer) = try await backend.rest("POST", "/v1/notifications/verify-webhook-signature", json: [
                    "auth_algo": delivery.headers["paypal-auth-algo"] ?? "", "cert_url": delivery.headers["paypal-cert-url"] ?? "",
                    "transmission_id": delivery.headers["paypal-transmission-id"] ?? "",
                    "transmission_sig": signature ?? "", "transmission_time": delivery.headers["paypal-transmission-time"] ?? "",
                    "webhook_id": webhookId, "webhook_event": delivery.event.object,
                ])
                return answer["verification_status"]
            }
            #expect(try await verify(signature: delivery.headers["paypal-transmission-sig"]) == "SUCCESS")
            #expect(try await verify(signature: "forged") == "FAILURE")

            let (_, events) = try await backend.rest("GET", "/v1/notifications/webhooks-events")
            #expect(events["events[0].event_type"] == "PAYMENT.CAPTURE.COMPLETED", "newest first")
            #expect(events["count"] == 2)
            _ = try await backend.rest("POST", "/v2/payments/captures/\(captureId ?? "")/refund", json: [String: Any]())
            let (_, after) = try await backend.rest("GET", "/v1/notifications/webhooks-events")
            #expect(after["count"] == 2, "nobody subscribed to refunds, so there is no refund event")
        } }
    }

    /// PayPal voids an authorization whose 29 days ran out and says so: the event comes once the clock moves past
    /// the expiry, and only once however often the clock moves on (issue 38, item 7).
    @Test func anAuthorizationThatExpiresSendsItsVoidedEventOnce() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            _ = try await Self.subscribe(backend, receiver.url, to: ["PAYMENT.AUTHORIZATION.VOIDED"])
            let id = try await backend.authorization()
            try await backend.advanceClock("30d")
            let posts = try await receiver.waitFor(1)
            #expect(posts[0].event["event_type"] == "PAYMENT.AUTHORIZATION.VOIDED")
            #expect(posts[0].event["resource.id"] == id)
            #expect(posts[0].event["resource.status"] == "VOIDED")
            let (_, authorization) = try await backend.rest("GET", "/v2/payments/authorizations/\(id)")
            #expect(authorization["status"] == "VOIDED")
            let (refused, error) = try await backend.rest("POST", "/v2/payments/authorizations/\(id)/capture")
            #expect(refused == 422)
            #expect(error["details[0].issue"] == "AUTHORIZATION_EXPIRED")

            try await backend.advanceClock("1d")
            let (_, events) = try await backend.rest("GET", "/v1/notifications/webhooks-events")
            #expect(events["count"] == 1, "one expiry, one event: \(events)")
            #expect(receiver.deliveries.count == 1)
        } }
    }

    @Test func aFailedDeliveryIsRetriedAndCanBeResent() async throws {
        try await WebhookReceiver.with(failFirst: 1) { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            _ = try await Self.subscribe(backend, receiver.url, to: ["VAULT.PAYMENT-TOKEN.CREATED", "VAULT.PAYMENT-TOKEN.DELETED"])
            let tokenId = try await backend.savedCard()
            let retried = try await receiver.waitFor(2)
            #expect(retried[0].headers["paypal-transmission-id"] == retried[1].headers["paypal-transmission-id"])
            #expect(retried[1].event["event_type"] == "VAULT.PAYMENT-TOKEN.CREATED")
            #expect(retried[1].event["resource.id"] == tokenId)
            #expect(retried[1].event["resource_version"] == "3.0")

            let eventId = try #require(retried[1].event["id"] as String?)
            let (resent, _) = try await backend.rest("POST", "/v1/notifications/webhooks-events/\(eventId)/resend", json: [String: Any]())
            #expect(resent == 202)
            let again = try await receiver.waitFor(3)
            #expect(again[2].event["id"] == eventId)
            #expect(again[2].headers["paypal-transmission-id"] != retried[1].headers["paypal-transmission-id"])

            _ = try await backend.rest("DELETE", "/v3/vault/payment-tokens/\(tokenId)")
            let deleted = try await receiver.waitFor(4)
            #expect(deleted[3].event["event_type"] == "VAULT.PAYMENT-TOKEN.DELETED")
        } }
    }

    @Test func simulatedEventsGoToAWebhookOrStraightToAURL() async throws {
        try await WebhookReceiver.with { receiver in try await TestBackend.with(.calling(receiver.url)) { backend in
            let simulate = "/v1/notifications/simulate-event"
            let (sent, event) = try await backend.rest(
                "POST", simulate, json: ["url": receiver.url.absoluteString, "event_type": "PAYMENT.CAPTURE.COMPLETED"])
            #expect(sent == 202)
            #expect(event["resource.status"] == "COMPLETED")
            let webhookId = try await Self.subscribe(backend, receiver.url, to: ["VAULT.PAYMENT-TOKEN.CREATED"])
            let (viaWebhook, _) = try await backend.rest(
                "POST", simulate, json: ["webhook_id": webhookId, "event_type": "VAULT.PAYMENT-TOKEN.CREATED", "resource_version": "3.0"])
            #expect(viaWebhook == 202)
            let posts = try await receiver.waitFor(2)
            #expect(posts[0].event["id"] == event["id"])
            #expect(posts[0].event["resource_type"] == "capture")
            #expect(posts[1].event["resource.payment_source.paypal.usage_type"] == "MERCHANT")
            for (body, issue) in [
                (["event_type": "PAYMENT.CAPTURE.COMPLETED"], "MISSING_REQUIRED_PARAMETER"),
                (["url": receiver.url.absoluteString, "event_type": "PAYMENT.SALE.COMPLETED"], "INVALID_PARAMETER_VALUE"),
            ] {
                let (status, error) = try await backend.rest("POST", simulate, json: body)
                #expect(status == 400)
                #expect(error["details[0].issue"] == issue)
            }
            let (unknown, _) = try await backend.rest("POST", simulate, json: ["webhook_id": "WH-NOSUCHWEBHOOK", "event_type": "PAYMENT.CAPTURE.COMPLETED"])
            #expect(unknown == 404)
        } }
    }
}
