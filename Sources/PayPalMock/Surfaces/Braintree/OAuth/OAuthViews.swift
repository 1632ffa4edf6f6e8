/// How the gateway writes OAuth's answers, in XML as the server SDKs read them.
extension GatewayViews {
    /// `<credentials>`: what `oauth.create_token_from_code` and `create_token_from_refresh_token` return.
    static func credentials(_ issued: BraintreeOAuth.Issued) -> GatewayXML {
        .element("credentials", [
            .text("access-token", issued.accessToken),
            .text("refresh-token", issued.refreshToken),
            .datetime("expires-at", issued.expiresAt),
            .text("token-type", "bearer"),
            .text("scope", BraintreeScope.text(issued.scopes)),
        ])
    }

    /// `<result><success>`: what `oauth.revoke_access_token` reads.
    static func result(success: Bool) -> GatewayXML {
        .element("result", [.boolean("success", success)])
    }
}

/// `<credentials>` of `POST /oauth/access_tokens`, as the server SDKs send it.
struct OAuthCredentialsBody: Decodable {
    var code: String?
    var grantType: String?
    var refreshToken: String?
    var scope: String?

    enum CodingKeys: String, CodingKey {
        case code, scope
        case grantType = "grant_type"
        case refreshToken = "refresh_token"
    }
}
