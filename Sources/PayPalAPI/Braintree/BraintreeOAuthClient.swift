import Foundation

/// A partner's server on Braintree's OAuth, as its server SDK calls it in XML with the OAuth application's client id
/// and secret: the connect URL for its merchants, the authorization code exchanged for tokens, a refresh, a revoke.
public struct BraintreeOAuthClient: Sendable {
    /// The partner's OAuth application, in Braintree's `client_id$development$…` form.
    public struct Application: Sendable, Equatable {
        public var clientId: String
        public var clientSecret: Secret

        public init(clientId: String, clientSecret: Secret) {
            self.clientId = clientId
            self.clientSecret = clientSecret
        }

        /// PayTerm's sandbox partner.
        public static let sandbox = Application(
            clientId: "client_id$development$paytermpartner", clientSecret: Secret("client_secret$development$paytermpartnersecret"))
    }

    /// `<credentials>`: the merchant's tokens, as the partner keeps them.
    public struct Credentials: Codable, Sendable, Equatable {
        public var accessToken: String
        public var refreshToken: String
        public var expiresAt: String
        public var scope: String

        /// The connected merchant, as the SDKs read it from the access token (`access_token$development$<merchant>$…`).
        public var merchantId: String? {
            let parts = accessToken.split(separator: "$")
            return parts.count >= 3 ? String(parts[2]) : nil
        }
    }

    public let transport: HTTPTransport
    public let application: Application

    public init(transport: HTTPTransport, application: Application = .sandbox) {
        self.transport = transport
        self.application = application
    }

    /// The connect URL's query (`oauth.connect_url`): `client_id` first, then the rest, `user[…]` and `business[…]`.
    public func connectQuery(redirectURI: String, scopes: [String], state: String, landingPage: String, user: [String: String], business: [String: String]) -> String {
        var pairs = [("client_id", application.clientId), ("redirect_uri", redirectURI), ("scope", scopes.joined(separator: ",")), ("state", state),
                     ("landing_page", landingPage)]
        pairs += user.sorted { $0.key < $1.key }.map { ("user[\($0.key)]", $0.value) }
        pairs += business.sorted { $0.key < $1.key }.map { ("business[\($0.key)]", $0.value) }
        return URLPath.query(pairs.map { (name: $0.0.addingPercentEncoding(withAllowedCharacters: .alphanumerics.union(CharacterSet(charactersIn: "_"))) ?? $0.0, value: $0.1) })
    }

    /// `POST /oauth/access_tokens` with the code the redirect brought (`oauth.create_token_from_code`).
    public func createToken(fromCode code: String) async throws(PayPalAPIError) -> Credentials {
        try await credentials("<credentials><grant_type>authorization_code</grant_type><code>\(BraintreeGatewayClient.escaped(code))</code></credentials>")
    }

    /// `POST /oauth/access_tokens` with a refresh token: a new pair (`oauth.create_token_from_refresh_token`).
    public func refresh(_ refreshToken: String) async throws(PayPalAPIError) -> Credentials {
        try await credentials("<credentials><grant_type>refresh_token</grant_type><refresh_token>\(BraintreeGatewayClient.escaped(refreshToken))</refresh_token></credentials>")
    }

    /// `POST /oauth/revoke_access_token`: true when the token was the application's and is now revoked.
    public func revoke(accessToken: String) async throws(PayPalAPIError) -> Bool {
        let answer = try await call("Braintree OAuth revoke", "/oauth/revoke_access_token", xml: "<token>\(BraintreeGatewayClient.escaped(accessToken))</token>")
        return answer.value("success") == "true"
    }

    private func credentials(_ xml: String) async throws(PayPalAPIError) -> Credentials {
        let answer = try await call("Braintree OAuth access token", "/oauth/access_tokens", xml: xml)
        guard let access = answer.value("access-token"), let refresh = answer.value("refresh-token") else {
            throw .unreadable(call: "Braintree OAuth access token", reason: "no credentials in the answer", debugId: "", httpStatus: 200)
        }
        return Credentials(accessToken: access, refreshToken: refresh, expiresAt: answer.value("expires-at") ?? "", scope: answer.value("scope") ?? "")
    }

    private func call(_ name: String, _ path: String, xml: String) async throws(PayPalAPIError) -> GatewayElement {
        let basic = Data("\(application.clientId):\(application.clientSecret.revealed)".utf8).base64EncodedString()
        return try await BraintreeGatewayClient.exchange(
            WireRequest(name, "POST", path, headers: BraintreeGatewayClient.headers(authorization: "Basic \(basic)"), body: Data(xml.utf8)), on: transport)
    }
}
