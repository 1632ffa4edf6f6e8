import PayPalAPI
import PayPalVocabulary

/// The merchant's server for the Orders v2 flows: it creates orders and authorizes, captures and voids their
/// money, and lists and deletes its shoppers' saved wallets, over REST with its own OAuth2 token. Each call that
/// changes something carries a `PayPal-Request-Id` named for what it does to which resource, so a call sent again
/// after a lost answer does it once.
public struct MerchantOrdersServer: Sendable {
    public let orders: OrdersClient
    public let payments: PaymentsClient
    public let vault: VaultClient

    public init(transport: HTTPTransport, credentials: ClientCredentials) {
        let tokens = OAuthClient(transport: transport, credentials: credentials)
        orders = OrdersClient(transport: transport, tokens: tokens)
        payments = PaymentsClient(transport: transport, tokens: tokens)
        vault = VaultClient(transport: transport, tokens: tokens)
    }

    // MARK: A held authorization, at the confirmation or any time later

    /// Captures an authorization as the final capture: `amount`, or all it holds when nil.
    public func capture(authorization id: String, amount: Money? = nil) async throws(PayPalAPIError) -> PaymentsClient.Capture {
        let request = PaymentsClient.AuthorizationCaptureRequest(amount: amount, finalCapture: true)
        return try await payments.captureAuthorization(id: id, request, requestId: "\(id)-capture-\(amount?.text ?? "all")")
    }

    /// Voids an authorization: the buyer's money is released.
    public func void(authorization id: String) async throws(PayPalAPIError) -> PaymentsClient.Authorization {
        try await payments.voidAuthorization(id: id, requestId: "\(id)-void")
    }

    /// Reauthorizes an authorization after its honor period; returns the new one.
    public func reauthorize(authorization id: String) async throws(PayPalAPIError) -> PaymentsClient.Authorization {
        try await payments.reauthorizeAuthorization(id: id, requestId: "\(id)-reauthorize")
    }
}
