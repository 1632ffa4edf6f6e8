/// A nonce for a buyer's Venmo account: minted when they approve a payment context in the Venmo app, or when the client
/// API vaults one (then it stands for the vaulted account). A sale uses it up.
struct VenmoAccountNonce: StoredDocument {
    static let kind = "braintree.venmo_nonce"

    /// The sandbox's Venmo nonce (`Nonces.VenmoAccount` in the server SDKs): Venmo Joe's account, any number of times.
    static let sandbox = "fake-venmo-account-nonce"

    var id: String
    var merchantId: String
    var user: VenmoUser
    /// The buyer's email; nil for the sandbox's nonce.
    var payerEmail: String?
    /// From a `MULTI_USE` context: the account may be vaulted.
    var multiUse: Bool
    /// The vaulted account's payment method token, for a nonce the client API's vaulting minted.
    var vaultedToken: String?
    var consumed = false

    /// Venmo Joe's account, as the sandbox's nonce pays with it.
    static func sandboxJoe(merchantId: String) -> VenmoAccountNonce {
        VenmoAccountNonce(id: sandbox, merchantId: merchantId, user: .sandboxJoe, payerEmail: nil, multiUse: true)
    }
}
