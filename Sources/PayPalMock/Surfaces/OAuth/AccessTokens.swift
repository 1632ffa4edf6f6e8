import Foundation

/// OAuth2 client credentials: issues access tokens to the REST app and checks the ones REST calls carry.
struct AccessTokens: Sendable {
    let store: Store
    let clock: VirtualClock
    let credentials: Credentials
    private let known = KnownTokens()

    init(store: Store, clock: VirtualClock, credentials: Credentials) {
        (self.store, self.clock, self.credentials) = (store, clock, credentials)
    }

    /// What the token endpoint answers with.
    struct Grant: Encodable, Sendable {
        var scope: String
        var accessToken: String
        var tokenType = "Bearer"
        var appId: String
        var expiresIn: Int
        var nonce: String
    }

    static let scope = [
        "https://uri.paypal.com/services/payments/payment/authcapture", "https://uri.paypal.com/services/payments/refund",
        "https://uri.paypal.com/services/payments/orders/client_credentials", "https://uri.paypal.com/services/vault/payment-tokens/read",
        "https://uri.paypal.com/services/vault/payment-tokens/readwrite", "openid",
    ].joined(separator: " ")

    /// The client whose id and secret a call to the token endpoint carries (`Authorization: Basic …`).
    func authenticate(authorization: String?) throws -> String {
        guard let (id, secret) = Self.basicCredentials(authorization), credentials.acceptsRESTClient(id: id, secret: secret) else {
            throw OAuthError.invalidClient
        }
        return id
    }

    /// `POST /v1/oauth2/token` for the client `authenticate` admitted: a token, for the grant the form body asks.
    func grant(to id: String, body: Data) async throws -> Grant {
        let form = Self.form(body)
        guard form["grant_type"] == "client_credentials" else { throw OAuthError.unsupportedGrant(form["grant_type"]) }
        let now = clock.now()
        let bearer = Identifier.accessToken()
        let token = AccessToken(id: TokenDigest.of(bearer), clientId: id, expiresAt: now.addingTimeInterval(TimeInterval(AccessToken.lifetime)))
        try await store.write { db in try db.save(token) }
        return Grant(
            scope: Self.scope, accessToken: bearer, appId: credentials.applicationId, expiresIn: AccessToken.lifetime,
            nonce: Timestamp.rest(now) + Identifier.correlationId())
    }

    /// Accepts the `Authorization` header of a REST call when it carries a live token of ours; returns its client id.
    func check(authorization: String?) async throws -> String {
        guard let header = authorization, header.lowercased().hasPrefix("bearer ") else { throw OAuthError.missingToken }
        let value = header.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        let now = clock.now()
        guard let token = try await known.token(TokenDigest.of(value), in: store), token.clientId == credentials.clientId
        else { throw OAuthError.unknownToken }
        guard token.isValid(at: now) else { throw OAuthError.expiredToken }
        return token.clientId
    }

    /// The id and secret of `Basic base64(id:secret)`.
    static func basicCredentials(_ header: String?) -> (String, String)? {
        guard let header, header.lowercased().hasPrefix("basic "),
              let decoded = Data(base64Encoded: header.dropFirst("basic ".count).trimmingCharacters(in: .whitespaces))
        else { return nil }
        let text = String(decoding: decoded, as: UTF8.self)
        guard let colon = text.firstIndex(of: ":") else { return nil }
        return (String(text[..<colon]), String(text[text.index(after: colon)...]))
    }

    /// A form body (`grant_type=client_credentials&scope=…`), read whatever the Content-Type says.
    private static func form(_ body: Data) -> [String: String] {
        FormEncoding.pairs(String(decoding: body, as: UTF8.self)).reduce(into: [:]) { form, pair in
            func text(_ part: Substring) -> String {
                (FormEncoding.unescape(part) ?? part.replacingOccurrences(of: "+", with: " ")).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            form[text(pair.name)] = pair.value.map(text) ?? ""
        }
    }
}
