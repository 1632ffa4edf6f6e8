import Foundation
@testable import PayPalMock

/// Every route the backend's router holds, each with live ids in its parameters: a route added later is in the list
/// without a change here.
struct LiveRoutes {
    /// What a route needs before it answers 2xx.
    enum Credential: Hashable {
        /// A REST access token (`Authorization: Bearer …`).
        case accessToken
        /// The REST client's id and secret (`Authorization: Basic …`), for the token endpoint.
        case clientSecret
        /// The merchant's `X-PAYPAL-SECURITY-*` headers; Adaptive Payments refuses with HTTP 200 and `ack=Failure`.
        case merchant
        /// A buyer's session token.
        case session
        /// The buyer's email and password in the body: the approve pages' POSTs.
        case signIn
        /// The Braintree merchant's public and private keys (`Authorization: Basic …`).
        case braintreeKeys
        /// `X-PayTerm-Admin-Token`, when the backend has one.
        case admin
        /// Open by design: logging in, the approve links' GETs (the id is the capability, as at PayPal), and IPN
        /// validation (PayPal's `_notify-validate` takes no credentials).
        case none
    }

    let routes: [(method: String, template: String)]
    var order, authorization, capture, refund, paid, tracker, webhook: String
    var payKey, preapproval, setupToken, paymentToken: String
    /// A Venmo payment context, open for the buyer's decision.
    var venmoContext: String

    static let adaptiveOperations = ["Pay", "PaymentDetails", "ExecutePayment", "Preapproval", "PreapprovalDetails", "CancelPreapproval", "Refund"]

    static func credential(_ template: String, method: String) -> Credential {
        if template == OAuthRoutes.tokenPath { return .clientSecret }
        if RouteTable.needsToken(template) { return .accessToken }
        if template.hasPrefix("/AdaptivePayments/") { return .merchant }
        if template.hasPrefix("/merchants/") { return .braintreeKeys }
        if template == HealthRoutes.path { return .none }
        if RouteTable.isAdmin(template) { return .admin }
        if ["/payterm/v1/buyer/login", VenmoBuyerRoutes.logInPath, "/payterm/v1/buyer/initialize", "/cgi-bin/webscr"].contains(template) { return .none }
        if template.hasPrefix("/payterm/v1/buyer/") { return .session }
        return method == "POST" ? .signIn : .none
    }

    /// The router's routes, and one resource of each kind made on `backend` to aim them at.
    static func make(_ backend: TestBackend) async throws -> LiveRoutes {
        let listed = try await MockBackend(configuration: BackendConfiguration(port: 0)).router().routes
        let rest = try await RESTRobustnessTests.Targets.make(backend)
        let (_, refunded) = try await backend.rest("POST", "/v2/payments/captures/\(rest.capture)/refund", json: ["amount": Orders.money("1.00")])
        let (_, setup) = try await backend.vault("/v3/vault/setup-tokens", Vaults.card())
        let preapproval: String? = try await backend.succeed("Preapproval", Requests.preapproval())["preapprovalKey"]
        return LiveRoutes(
            routes: listed.map { ($0.method.rawValue, $0.path.description) }, order: rest.order, authorization: rest.authorization,
            capture: rest.capture, refund: refunded["id"] ?? "R", paid: rest.paid, tracker: String(rest.tracker.split(separator: "/").last ?? ""),
            webhook: rest.webhook, payKey: try await backend.payKey(), preapproval: preapproval ?? "PA", setupToken: setup["id"] ?? "S",
            paymentToken: try await backend.savedCard(),
            venmoContext: try await backend.openVenmoContext(bearer: "Bearer " + (try await backend.braintreeFingerprint())))
    }

    /// The route's path with a live id in each parameter; `operation` names the Adaptive Payments one.
    func path(_ template: String, operation: String = "Pay") -> String {
        let segments = template.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        return segments.indices.map { index in
            let segment = segments[index]
            guard segment.hasPrefix("{") else { return segment }
            return value(segment, after: index > 0 ? segments[index - 1] : "", template: template, operation: operation)
        }.joined(separator: "/")
    }

    private func value(_ parameter: String, after collection: String, template: String, operation: String) -> String {
        switch (parameter, collection) {
        case ("{operation}", _): operation
        case ("{merchantId}", _): BraintreeMerchant.sandbox.merchantId
        case ("{tracker_id}", _): tracker
        case (_, "orders"): template.contains("/track") ? paid : order
        case (_, "authorizations"): authorization
        case (_, "captures"): capture
        case (_, "refunds"): refund
        case (_, "webhooks"): webhook
        case (_, "setup-tokens"): setupToken
        case (_, "payment-tokens"): paymentToken
        case (_, "payments"): payKey
        case (_, "preapprovals"): preapproval
        case (_, "venmo"): venmoContext
        default: "WH-0000000000000000X"
        }
    }
}
