import Foundation
import Hummingbird

/// `/v2/payments/…`: authorizations, captures and refunds.
struct PaymentRoutes: Surface {
    let payments: Payments

    /// The specs of capture, reauthorize and refund list no `MALFORMED_REQUEST_JSON`: a body that is not the object
    /// they take (not JSON, or `null`) is their `INVALID_PARAMETER_SYNTAX`.
    private static let unreadable = ["MALFORMED_REQUEST_JSON": "INVALID_PARAMETER_SYNTAX"]

    init(_ parts: BackendParts) {
        payments = Payments(store: parts.store, clock: parts.clock, events: parts.events)
    }

    func register(on routes: RouteTable) {
        let authorizations = "/v2/payments/authorizations/:id"
        routes.on(.get, RouterPath(authorizations), for: \.restClient, mock: .getAuthorization) { request, context, _ in
            try .rest(AuthorizationView(try await payments.scoped(to: context.clientId).authorization(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
        routes.on(.post, RouterPath(authorizations + "/capture"), for: \.restClient, mock: .captureAuthorization, idempotent: .payments, renaming: Self.unreadable) { request, context, _ in
            let capture = try await payments.scoped(to: context.clientId).capture(
                authorizationId: context.parameters.require("id"), RESTBody.decode(AuthorizationCaptureBody.self, from: context.body).bounded())
            return try .rest(CaptureView(capture, base: context.baseURL(of: request)), status: .created)
        }
        routes.on(.post, RouterPath(authorizations + "/reauthorize"), for: \.restClient, idempotent: .payments, renaming: Self.unreadable) { request, context, _ in
            let renewed = try await payments.scoped(to: context.clientId).reauthorize(
                authorizationId: context.parameters.require("id"), RESTBody.decode(ReauthorizeBody.self, from: context.body))
            return try .rest(AuthorizationView(renewed, base: context.baseURL(of: request)), status: .created)
        }
        routes.on(.post, RouterPath(authorizations + "/void"), for: \.restClient, mock: .voidAuthorization, idempotent: .payments) { request, context, _ in
            let voided = try await payments.scoped(to: context.clientId).void(authorizationId: context.parameters.require("id"))
            guard request.preferredDetail == .representation else { return WireResponse(status: .noContent, body: Data()) }
            return try .rest(AuthorizationView(voided, base: context.baseURL(of: request)))
        }
        routes.on(.get, "/v2/payments/captures/:id", for: \.restClient, mock: .getCapture) { request, context, _ in
            try .rest(CaptureView(try await payments.scoped(to: context.clientId).capture(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
        routes.on(.post, "/v2/payments/captures/:id/refund", for: \.restClient, mock: .refundCapture, idempotent: .payments, renaming: Self.unreadable) { request, context, _ in
            let refund = try await payments.scoped(to: context.clientId).refund(captureId: context.parameters.require("id"), RESTBody.decode(RefundRequestBody.self, from: context.body).bounded())
            return try .rest(RefundView(refund, base: context.baseURL(of: request)), status: .created)
        }
        routes.on(.get, "/v2/payments/refunds/:id", for: \.restClient, mock: .getRefund) { request, context, _ in
            try .rest(RefundView(try await payments.scoped(to: context.clientId).refund(id: context.parameters.require("id")), base: context.baseURL(of: request)))
        }
    }
}
