import Foundation

/// A webhook notification Braintree would send the partner: for now, `oauth_access_revoked` when the partner
/// revokes a merchant's access token.
struct BraintreeNotification: StoredDocument {
    static let kind = "braintree.notification"
    static let oauthAccessRevoked = "oauth_access_revoked"

    var id: String
    var kind: String
    var timestamp: Date
    var merchantId: String
    var clientId: String
}
