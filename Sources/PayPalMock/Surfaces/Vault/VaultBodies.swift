/// Vault v3 request bodies, and the payment sources they share with Orders v2, read leniently so that a missing
/// field gets PayPal's issue.
/// A setup token or payment token request: the source to save, and whose it is.
struct TokenRequestBody: Decodable, Sendable {
    var customer: CustomerBody?
    var paymentSource: [String: JSONValue]?
}

struct CustomerBody: Decodable, Sendable {
    var id: String?
}

/// `payment_source.token` of a payment token request: the setup token to make it from.
struct TokenReferenceBody: Decodable, Sendable {
    var id: String?
    var type: String?
}

/// `payment_source.card`. The number and security code are read, checked, and never kept.
struct CardBody: Decodable, Sendable {
    var number: String?
    var expiry: String?
    var name: String?
    var securityCode: String?
    var vaultId: String?
}

/// `payment_source.paypal`, as a setup token (its vault terms at the top) or an order (terms under
/// `attributes.vault`, a saved wallet as `vault_id`) sends it.
struct PayPalWalletBody: Decodable, Sendable {
    struct Attributes: Decodable, Sendable {
        var customer: CustomerBody?
        var vault: VaultInstructionBody?
    }

    var vaultId: String?
    var usageType: String?
    var customerType: String?
    var permitMultiplePaymentTokens: Bool?
    var usagePattern: String?
    var description: String?
    var attributes: Attributes?
}

/// `attributes.vault` of an order's PayPal wallet.
struct VaultInstructionBody: Decodable, Sendable {
    var storeInVault: String?
    var usageType: String?
    var customerType: String?
    var permitMultiplePaymentTokens: Bool?
    var usagePattern: String?
    var description: String?
}
