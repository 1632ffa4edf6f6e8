import Foundation

/// The Braintree-hosted page "Connect with Braintree" opens, as a merchant's browser would show it: what it says
/// (`GET /oauth/connect?…`), the merchant's log-in or sign-up, and their decision, which answers where the browser
/// goes back to the partner.
public struct BraintreeConnectPage: Sendable {
    public let transport: HTTPTransport

    public init(transport: HTTPTransport) {
        self.transport = transport
    }

    /// What the page shows for the connect URL's query.
    public func page(query: String) async throws(PayPalAPIError) -> Page {
        try await transport.perform(WireRequest("Braintree connect page", "GET", "/oauth/connect?" + query))
    }

    public func logIn(email: String, password: Secret) async throws(PayPalAPIError) -> Session {
        let body = Login(email: email, password: SentSecret(secret: password), businessName: nil)
        return try await transport.perform(try WireRequest("Braintree connect log-in", "POST", "/oauth/connect/login", json: body))
    }

    /// Signs a new merchant up, who is then logged in.
    public func signUp(email: String, password: Secret, businessName: String) async throws(PayPalAPIError) -> Session {
        let body = Login(email: email, password: SentSecret(secret: password), businessName: businessName)
        return try await transport.perform(try WireRequest("Braintree connect sign-up", "POST", "/oauth/connect/signup", json: body))
    }

    /// The merchant's decision; the URL back to the partner (`code`, `merchantId`, `state`, or `error=access_denied`).
    public func decide(_ decision: Decision, query: String, session: String?) async throws(PayPalAPIError) -> String {
        var request = try WireRequest("Braintree connect decision", "POST", "/oauth/connect?" + query, json: Choice(decision: decision))
        if let session { request.headers["Authorization"] = "Bearer \(session)" }
        let answer: Redirect = try await transport.perform(request)
        return answer.redirectUrl
    }

    public enum Decision: String, Codable, Sendable, Equatable {
        case agree, deny
        case finishLater = "finish_later"
    }

    public struct Page: Codable, Sendable, Equatable {
        public struct Partner: Codable, Sendable, Equatable {
            public var name: String
            public var clientId: String
        }

        public struct Scope: Codable, Sendable, Equatable {
            public var scope: String
            public var permissions: [String]
        }

        public struct Prefill: Codable, Sendable, Equatable {
            public var user: [String: String]
            public var business: [String: String]
        }

        public var brand: String
        public var partner: Partner
        public var scopes: [Scope]
        /// `login` or `signup`.
        public var landingPage: String
        public var loginOnly: Bool
        public var prefill: Prefill
        public var redirectUri: String
        public var state: String?
    }

    public struct Session: Codable, Sendable, Equatable {
        public var session: String
        public var merchantId: String
        public var businessName: String
    }

    private struct Login: Encodable {
        var email: String
        var password: SentSecret
        var businessName: String?
    }

    private struct Choice: Encodable {
        var decision: Decision
    }

    private struct Redirect: Decodable {
        var redirectUrl: String
    }
}
