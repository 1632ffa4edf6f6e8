import Foundation

/// An authorization code the connect page minted when a merchant agreed: filed under its digest, used once, within
/// ten minutes on the virtual clock, by the partner it was minted for.
struct BraintreeOAuthCode: StoredDocument {
    static let kind = "braintree.oauth_code"
    static let lifetime: TimeInterval = 10 * 60

    /// The code's digest.
    var id: String
    var merchantId: String
    var clientId: String
    var scopes: [BraintreeScope]
    var expiresAt: Date
    var used: Bool
}
