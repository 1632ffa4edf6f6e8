/// A nonce the client API minted for the buyer's PayPal account once they approved: it pays one sale for a
/// one-time checkout, and any number for a billing agreement.
struct PayPalAccountNonce: StoredDocument {
    static let kind = "braintree.nonce"

    var id: String
    var merchantId: String
    var billingAgreement: Bool
    var consumed: Bool
    /// The buyer who approved; nil in nonces kept before approvals named them.
    var payer: HermesResource.Approval?
}
