import Foundation

/// A buyer's Venmo account in the merchant's vault, under a payment method token: what a `MULTI_USE` approval leaves
/// when the client API or a sale vaults it, so the merchant charges it again with no buyer.
struct VaultedVenmoAccount: StoredDocument {
    static let kind = "braintree.venmo_account"

    /// The payment method token.
    var id: String
    var merchantId: String
    var customerId: String
    var user: VenmoUser
    var payerEmail: String?
    var createdAt: Date
}
