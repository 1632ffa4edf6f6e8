/// Vault v3 (`/v3/vault`): saving a buyer's PayPal wallet without a purchase (a setup token the buyer agrees to,
/// then a payment token made from it), and the saved tokens of a merchant's customers.
///
/// Both creates need a `requestId` (`PayPal-Request-Id`); the same id again answers with the first token.
public struct VaultClient: Sendable {
    private let rest: RESTCaller

    /// Calls go to `transport`'s backend with access tokens from `tokens`, which may be shared with other clients.
    public init(transport: HTTPTransport, tokens: OAuthClient) {
        rest = RESTCaller(transport: transport, tokens: tokens)
    }

    /// `POST /v3/vault/setup-tokens`: `PAYER_ACTION_REQUIRED`, with the `approve` link for the buyer.
    public func createSetupToken(_ request: SetupTokenRequest, requestId: String) async throws(PayPalAPIError) -> SetupToken {
        let call = try WireRequest("Vault create setup token", "POST", "/v3/vault/setup-tokens", json: request)
        return try await rest.perform(call.identified(by: requestId))
    }

    /// `GET /v3/vault/setup-tokens/{id}`.
    public func getSetupToken(id: String) async throws(PayPalAPIError) -> SetupToken {
        try await rest.perform(WireRequest("Vault get setup token", "GET", URLPath.path("/v3/vault/setup-tokens", id)))
    }

    /// `POST /v3/vault/payment-tokens`: saves what the buyer agreed to with the setup token.
    public func createPaymentToken(fromSetupToken setupTokenId: String, requestId: String) async throws(PayPalAPIError) -> PaymentToken {
        let body = PaymentTokenRequest(paymentSource: .init(token: .init(id: setupTokenId, type: "SETUP_TOKEN")))
        let call = try WireRequest("Vault create payment token", "POST", "/v3/vault/payment-tokens", json: body)
        return try await rest.perform(call.identified(by: requestId))
    }

    /// `GET /v3/vault/payment-tokens/{id}`.
    public func getPaymentToken(id: String) async throws(PayPalAPIError) -> PaymentToken {
        try await rest.perform(WireRequest("Vault get payment token", "GET", URLPath.path("/v3/vault/payment-tokens", id)))
    }

    /// `GET /v3/vault/payment-tokens?customer_id=…`: one page (from 1) of the customer's tokens, oldest first;
    /// with `totalRequired`, how many there are in all. A page past the last is empty.
    public func listPaymentTokens(
        customerId: String, page: Int = 1, pageSize: Int = 5, totalRequired: Bool = false
    ) async throws(PayPalAPIError) -> PaymentTokenPage {
        let query = URLPath.query([
            ("customer_id", customerId), ("page_size", String(pageSize)), ("page", String(page)), ("total_required", String(totalRequired)),
        ])
        return try await rest.perform(WireRequest("Vault list payment tokens", "GET", "/v3/vault/payment-tokens?" + query))
    }

    /// `DELETE /v3/vault/payment-tokens/{id}`: orders can no longer pay with it.
    public func deletePaymentToken(id: String) async throws(PayPalAPIError) {
        _ = try await rest.perform(WireRequest("Vault delete payment token", "DELETE", URLPath.path("/v3/vault/payment-tokens", id)))
    }

    /// `{"payment_source": {"token": {"id", "type": "SETUP_TOKEN"}}}`.
    private struct PaymentTokenRequest: Encodable {
        struct Source: Encodable {
            struct Token: Encodable {
                var id: String
                var type: String
            }

            var token: Token
        }

        var paymentSource: Source
    }
}
