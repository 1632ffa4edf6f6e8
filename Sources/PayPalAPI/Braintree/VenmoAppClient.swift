import Foundation

/// The Venmo app's calls on PayTerm's buyer side: the log-in (with the email and password the buyer uses for PayPal,
/// though the Venmo account counts its failures and locks apart), then, with its session, the paysheet of a payment
/// context and the buyer's decision.
public struct VenmoAppClient: Sendable {
    public let transport: HTTPTransport

    public init(transport: HTTPTransport) {
        self.transport = transport
    }

    /// A payment context as the Venmo app shows it.
    public struct Paysheet: Codable, Sendable, Equatable {
        public struct LineItem: Codable, Sendable, Equatable {
            public var name: String
            public var quantity: Int
            public var unitAmount: String
            public var type: String
        }

        public var contextId: String
        public var merchantName: String
        public var amount: String?
        public var currencyCode: String?
        /// The "subject to change" notice, unless the merchant's app said the amount is final.
        public var subjectToChange: Bool
        /// `MULTI_USE` or `SINGLE_USE`.
        public var usage: String
        public var lineItems: [LineItem]
        /// `CREATED`, `APPROVED` or `CANCELED`.
        public var status: String
        /// The approving buyer's `@username`.
        public var username: String?
    }

    public func logIn(email: String, password: Secret) async throws(PayPalAPIError) -> BuyerSession {
        try await logIn(BuyerBody.EmailLogin(email: email, password: SentSecret(secret: password)))
    }

    public func logIn(phone: String, pin: Secret) async throws(PayPalAPIError) -> BuyerSession {
        try await logIn(BuyerBody.PhoneLogin(phone: phone, pin: SentSecret(secret: pin)))
    }

    private func logIn(_ body: some Encodable) async throws(PayPalAPIError) -> BuyerSession {
        let path = "/payterm/v1/buyer/venmo/login"
        return try await transport.perform(try WireRequest("POST \(path)", "POST", path, json: body))
    }

    public func paysheet(contextId: String, session: String) async throws(PayPalAPIError) -> Paysheet {
        try await call("GET", contextId, nil, session: session)
    }

    /// The buyer approves with their Venmo account; the merchant's app then reads the nonce back by the context's id.
    public func approve(contextId: String, session: String) async throws(PayPalAPIError) -> Paysheet {
        try await call("POST", contextId, "approve", session: session)
    }

    public func cancel(contextId: String, session: String) async throws(PayPalAPIError) -> Paysheet {
        try await call("POST", contextId, "cancel", session: session)
    }

    private func call(_ method: String, _ contextId: String, _ action: String?, session: String) async throws(PayPalAPIError) -> Paysheet {
        let path = "/payterm/v1/buyer/" + (action.map { URLPath.path("venmo", contextId, $0) } ?? URLPath.path("venmo", contextId))
        var request = WireRequest("\(method) \(path)", method, path)
        request.headers["Authorization"] = "Bearer \(session)"
        return try await transport.perform(request)
    }
}
