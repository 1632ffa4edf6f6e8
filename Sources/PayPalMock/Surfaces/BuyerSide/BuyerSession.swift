import Foundation

/// A logged-in buyer, as the checkout library holds it: a bearer token that expires on the virtual clock.
struct BuyerSession: StoredDocument {
    static let kind = "buyer_session"
    static let lifetime: TimeInterval = 60 * 60

    /// The bearer token's digest: the token itself is the buyer's alone.
    var id: String
    var buyerId: String
    var expiresAt: Date

    func isValid(at now: Date) -> Bool { now < expiresAt }
}
