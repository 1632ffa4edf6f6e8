/// A refusal in OAuth's own shape, `{"error", "error_description"}`, which PayPal uses for the token endpoint and
/// for bearer tokens it does not accept, instead of the REST error envelope.
struct OAuthError: Error, Sendable, Equatable, Encodable {
    var status: Int
    var error: String
    var errorDescription: String

    /// Wrong or missing client id and secret at the token endpoint.
    static let invalidClient = OAuthError(status: 401, error: "invalid_client", errorDescription: "Client Authentication failed")

    /// An access token PayPal does not know, as it words it.
    static let unknownToken = OAuthError(status: 401, error: "invalid_token", errorDescription: "Access Token not found in cache")

    static let expiredToken = OAuthError(
        status: 401, error: "invalid_token", errorDescription: "The access token has expired: get a new one from POST /v1/oauth2/token.")

    static let missingToken = OAuthError(
        status: 401, error: "invalid_token",
        errorDescription: "No access token: send 'Authorization: Bearer <access_token>' with a token from POST /v1/oauth2/token.")

    static func unsupportedGrant(_ grantType: String?) -> OAuthError {
        OAuthError(
            status: 400, error: "unsupported_grant_type",
            errorDescription: grantType.map { "Grant Type \($0) is not supported: use client_credentials" } ?? "Grant Type is NULL")
    }

    private enum CodingKeys: String, CodingKey { case error, errorDescription }
}
