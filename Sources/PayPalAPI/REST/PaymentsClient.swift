import PayPalVocabulary

/// Payments v2 (`/v2/payments`): what a merchant's server, a tester or a support console does with the money of
/// paid orders. Authorizations are captured (in parts, up to 115 %), voided or reauthorized; captures are
/// refunded, in full or in parts.
///
/// Calls that change something take a `requestId` (`PayPal-Request-Id`): the same id again answers as the first
/// call did and does nothing more.
public struct PaymentsClient: Sendable {
    private let rest: RESTCaller

    /// Calls go to `transport`'s backend with access tokens from `tokens`, which may be shared with other clients.
    public init(transport: HTTPTransport, tokens: OAuthClient) {
        rest = RESTCaller(transport: transport, tokens: tokens)
    }

    /// `GET /v2/payments/authorizations/{id}`.
    public func getAuthorization(id: String) async throws(PayPalAPIError) -> Authorization {
        try await rest.perform(WireRequest("Payments get authorization", "GET", URLPath.path("/v2/payments/authorizations", id)))
    }

    /// `POST /v2/payments/authorizations/{id}/capture`: the whole authorization unless the request names an amount.
    public func captureAuthorization(
        id: String, _ request: AuthorizationCaptureRequest = .init(), requestId: String? = nil
    ) async throws(PayPalAPIError) -> Capture {
        let path = URLPath.path("/v2/payments/authorizations", id, "capture")
        let call = try WireRequest("Payments capture authorization", "POST", path, json: request)
        return try await rest.perform(call.identified(by: requestId).preferring(.representation))
    }

    /// `POST /v2/payments/authorizations/{id}/void`: releases the hold; answers the voided authorization.
    public func voidAuthorization(id: String, requestId: String? = nil) async throws(PayPalAPIError) -> Authorization {
        let call = WireRequest("Payments void authorization", "POST", URLPath.path("/v2/payments/authorizations", id, "void"))
        return try await rest.perform(call.identified(by: requestId).preferring(.representation))
    }

    /// `POST /v2/payments/authorizations/{id}/reauthorize`: a new authorization, after the 3-day honor period and
    /// within the 29 days, for the same amount unless one is named.
    public func reauthorizeAuthorization(id: String, amount: Money? = nil, requestId: String? = nil) async throws(PayPalAPIError) -> Authorization {
        let call = try WireRequest(
            "Payments reauthorize authorization", "POST", URLPath.path("/v2/payments/authorizations", id, "reauthorize"),
            json: Reauthorization(amount: amount.map(MoneyValue.init)))
        return try await rest.perform(call.identified(by: requestId).preferring(.representation))
    }

    /// `GET /v2/payments/captures/{id}`.
    public func getCapture(id: String) async throws(PayPalAPIError) -> Capture {
        try await rest.perform(WireRequest("Payments get capture", "GET", URLPath.path("/v2/payments/captures", id)))
    }

    /// `POST /v2/payments/captures/{id}/refund`: what is left of the capture unless the request names an amount.
    public func refundCapture(id: String, _ request: RefundRequest = .init(), requestId: String? = nil) async throws(PayPalAPIError) -> Refund {
        let call = try WireRequest("Payments refund capture", "POST", URLPath.path("/v2/payments/captures", id, "refund"), json: request)
        return try await rest.perform(call.identified(by: requestId).preferring(.representation))
    }

    /// `GET /v2/payments/refunds/{id}`.
    public func getRefund(id: String) async throws(PayPalAPIError) -> Refund {
        try await rest.perform(WireRequest("Payments get refund", "GET", URLPath.path("/v2/payments/refunds", id)))
    }

    private struct Reauthorization: Encodable {
        var amount: MoneyValue?
    }
}
