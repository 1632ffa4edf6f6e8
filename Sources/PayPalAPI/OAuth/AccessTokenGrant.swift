/// What `POST /v1/oauth2/token` answers: a bearer token and how many seconds it lasts.
public struct AccessTokenGrant: Decodable, Sendable, Equatable {
    public var accessToken: String
    public var tokenType: String
    public var expiresIn: Int
    public var scope: String?
    public var appId: String?
    public var nonce: String?
}
