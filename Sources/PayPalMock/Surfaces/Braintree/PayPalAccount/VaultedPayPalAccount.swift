import Foundation

/// A buyer's PayPal account in the merchant's vault, under a payment method token: what a billing agreement leaves
/// behind, so the merchant charges it again with no buyer (a returning buyer's sale by `payment_method_token`).
struct VaultedPayPalAccount: StoredDocument {
    static let kind = "braintree.paypal_account"

    /// The payment method token.
    var id: String
    var merchantId: String
    var customerId: String
    var billingAgreementId: String
    var email: String
    var createdAt: Date
}
