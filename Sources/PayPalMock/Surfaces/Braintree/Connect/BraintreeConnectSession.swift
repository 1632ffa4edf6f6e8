import Foundation

/// A merchant logged in on the connect page, between logging in (or signing up) and agreeing: filed under its
/// token's digest, for half an hour on the virtual clock.
struct BraintreeConnectSession: StoredDocument {
    static let kind = "braintree.connect_session"
    static let lifetime: TimeInterval = 30 * 60

    var id: String
    /// The login's `BraintreeMerchantAccount` id.
    var accountId: String
    var expiresAt: Date
}
