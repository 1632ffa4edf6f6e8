import Foundation

/// A Vault v3 payment token: a saved payment source a merchant's customer pays with again, without approving.
struct PaymentToken: StoredDocument, ClientOwned {
    static let kind = "payment_token"

    var id: String
    var customerId: String
    var source: VaultedSource
    var createdAt: Date
    /// The REST client that saved it, directly or through an order it captured.
    var clientId: String?
}
