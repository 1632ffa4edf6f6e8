import Foundation

/// An access token and its refresh token, issued to a partner for a connected merchant. Filed under the access
/// token's digest, and under the refresh token's in `AliasSpace.braintreeRefreshToken`: the store holds no token
/// that works.
struct BraintreeAccessGrant: StoredDocument {
    static let kind = "braintree.oauth_grant"
    /// An access token lasts a day, a refresh token 180 days (Braintree's OAuth guide).
    static let accessLifetime: TimeInterval = 24 * 60 * 60
    static let refreshLifetime: TimeInterval = 180 * 24 * 60 * 60

    var id: String
    var merchantId: String
    var clientId: String
    var scopes: [BraintreeScope]
    var accessExpiresAt: Date
    var refreshExpiresAt: Date
    /// The partner revoked the access token; its refresh token goes with it.
    var revoked: Bool
    /// The refresh token was used once, for a new grant.
    var refreshed: Bool

    /// The tokens as Braintree writes them: `access_token$development$<merchant>$<random>`, which the SDKs parse
    /// for the environment and the merchant id.
    static func token(_ prefix: String, merchantId: String) -> String {
        "\(prefix)$development$\(merchantId)$\(Identifier.braintreeSecret())"
    }

    func acts(at now: Date) -> Bool { !revoked && now < accessExpiresAt }
}
