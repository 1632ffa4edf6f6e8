import PayPalAPI

/// The merchant's credentials a scenario's checks ask the backend with: Adaptive Payments' headers for the payment and
/// preapproval details, and the REST client for orders and authorizations.
public struct MerchantCredentials: Sendable {
    public var adaptiveHeaders: [String: String]
    public var rest: ClientCredentials

    public init(adaptiveHeaders: [String: String], rest: ClientCredentials) {
        self.adaptiveHeaders = adaptiveHeaders
        self.rest = rest
    }
}
