import Foundation
@testable import PayPalMock

/// Every route the backend's router holds, each with live ids in its parameters: a route added later is in the list
/// without a change here.
struct LiveRoutes {
    let routes: [(method: String, template: String, audience: AudienceName)]
    var order, authorization, capture, refund, paid, tracker, webhook: String
    var payKey, preapproval, setupToken, paymentToken: String
    /// A Venmo payment context, open for the buyer's decision.
    var venmoContext: String

    static let adaptiveOperations = ["Pay", "PaymentDetails", "ExecutePayment", "Preapproval", "PreapprovalDetails", "CancelPreapproval", "Refund"]

    /// Every route of a backend's router with the audience it declared.
    static func declared(_ configuration: BackendConfiguration = BackendConfiguration(port: 0)) async throws -> [RouteDeclaration] {
        try await MockBackend(configuration: configuration).routes().declarations.all
    }

    /// The approve pages' POSTs take the buyer's email and password in the body: their audience is anyone, and what
    /// a wrong password gets is the sign-in's refusal.
    static func signsIn(_ declaration: (method: String, template: String, audience: AudienceName)) -> Bool {
        declaration.audience == .anyone && declaration.method == "POST" && ["/checkoutnow", "/agreements/approve"].contains(declaration.template)
    }

    /// The router's routes, and one resource of each kind made on `backend` to aim them at.
    static func make(_ backend: TestBackend) async throws -> LiveRoutes {
        let listed = try await declared()
        let rest = try await RESTRobustnessTests.Targets.make(backend)
        let (_, refunded) = try await backend.rest("POST", "/v2/payments/captures/\(rest.capture)/refund", json: ["amount": Orders.money("1.00")])
        let (_, setup) = try await backend.vault("/v3/vault/setup-tokens", Vaults.card())
        let preapproval: String? = try await backend.succeed("Preapproval", Requests.preapproval())["preapprovalKey"]
        return LiveRoutes(
            routes: listed.map { ($0.method, $0.path, $0.audience) }, order: rest.order, authorization: rest.authorization,
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
