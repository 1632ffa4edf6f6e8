import Foundation
import PayPalVocabulary

/// Webhooks v1 (`/v1/notifications`) as a merchant's server uses them: subscribe a URL to events, and ask PayPal
/// whether an event that arrived there is genuine.
public struct WebhooksClient: Sendable {
    private let rest: RESTCaller

    public init(transport: HTTPTransport, tokens: OAuthClient) {
        rest = RESTCaller(transport: transport, tokens: tokens)
    }

    /// A subscription: where PayPal posts the events.
    public struct Webhook: Codable, Sendable, Equatable {
        public var id: String
        public var url: String
    }

    /// An event as it arrived at the merchant's URL: PayPal's transmission headers (names in lower case) and the
    /// body.
    public struct Delivery: Sendable, Equatable {
        public var headers: [String: String]
        public var body: Data

        public init(headers: [String: String], body: Data) {
            self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
            self.body = body
        }

        /// The event's type (`CHECKOUT.ORDER.APPROVED`) and the id of what it is about.
        public var summary: (type: String, resource: String) {
            let event = try? WireCoding.snakeCaseDecoder.decode(EventGist.self, from: body)
            return (event?.eventType ?? "?", event?.resource?.id ?? "")
        }

        /// The event's id (`WH-…`), the same in every delivery of it.
        public var eventId: String? {
            (try? WireCoding.snakeCaseDecoder.decode(EventGist.self, from: body))?.id
        }

        /// The payment token a `VAULT.PAYMENT-TOKEN.CREATED` event announces; nil for any other event.
        public var createdPaymentToken: VaultClient.PaymentToken? {
            guard summary.type == "VAULT.PAYMENT-TOKEN.CREATED" else { return nil }
            return (try? WireCoding.snakeCaseDecoder.decode(TokenEvent.self, from: body))?.resource
        }
    }

    /// `POST /v1/notifications/webhooks`: PayPal posts the events of these types (`*` for all) to `url`.
    public func create(url: String, eventTypes: [String] = ["*"]) async throws(PayPalAPIError) -> Webhook {
        let body = Subscription(url: url, eventTypes: eventTypes.map(Subscription.EventType.init))
        return try await rest.perform(try WireRequest("Webhooks create", "POST", "/v1/notifications/webhooks", json: body))
    }

    /// `DELETE /v1/notifications/webhooks/{id}`: PayPal posts no more events there.
    public func delete(id: String) async throws(PayPalAPIError) {
        _ = try await rest.perform(WireRequest("Webhooks delete", "DELETE", URLPath.path("/v1/notifications/webhooks", id)))
    }

    /// `POST /v1/notifications/verify-webhook-signature`: `SUCCESS` when PayPal sent this event to this webhook,
    /// else `FAILURE`.
    public func verify(_ delivery: Delivery, webhookId: String) async throws(PayPalAPIError) -> String {
        let event: AnyJSON
        do {
            event = try WireCoding.plainDecoder.decode(AnyJSON.self, from: delivery.body)
        } catch {
            throw .unreadable(call: "Webhooks verify", reason: "the event is not JSON", debugId: "", httpStatus: nil)
        }
        let body = Verification(
            authAlgo: delivery.headers["paypal-auth-algo"] ?? "", certUrl: delivery.headers["paypal-cert-url"] ?? "",
            transmissionId: delivery.headers["paypal-transmission-id"] ?? "", transmissionSig: delivery.headers["paypal-transmission-sig"] ?? "",
            transmissionTime: delivery.headers["paypal-transmission-time"] ?? "", webhookId: webhookId, webhookEvent: event)
        let answer: VerificationAnswer = try await rest.perform(
            try WireRequest("Webhooks verify", "POST", "/v1/notifications/verify-webhook-signature", json: body, by: WireCoding.plainEncoder))
        return answer.verificationStatus
    }

    private struct Subscription: Encodable {
        struct EventType: Encodable {
            var name: String
        }

        var url: String
        var eventTypes: [EventType]
    }

    /// Written with its keys as they are: the event inside goes back to PayPal exactly as it came.
    private struct Verification: Encodable {
        var authAlgo: String
        var certUrl: String
        var transmissionId: String
        var transmissionSig: String
        var transmissionTime: String
        var webhookId: String
        var webhookEvent: AnyJSON

        enum CodingKeys: String, CodingKey {
            case authAlgo = "auth_algo", certUrl = "cert_url", transmissionId = "transmission_id", transmissionSig = "transmission_sig"
            case transmissionTime = "transmission_time", webhookId = "webhook_id", webhookEvent = "webhook_event"
        }
    }

    private struct VerificationAnswer: Decodable {
        var verificationStatus: String
    }

    private struct TokenEvent: Decodable {
        var resource: VaultClient.PaymentToken
    }

    private struct EventGist: Decodable {
        struct Resource: Decodable {
            var id: String?
        }

        var id: String?
        var eventType: String?
        var resource: Resource?
    }
}
