import Foundation

/// A Vault v3 setup token: a payment source on its way into the vault. A card is approved at once; a PayPal
/// wallet waits for its buyer to agree through the approve link.
struct SetupToken: StoredDocument, ClientOwned {
    static let kind = "setup_token"

    enum Status: String, Codable, Sendable {
        case payerActionRequired = "PAYER_ACTION_REQUIRED"
        case approved = "APPROVED"
        /// A payment token has been made from it.
        case vaulted = "VAULTED"
    }

    var id: String
    var customerId: String
    /// The REST client that made it.
    var clientId: String?
    var status: Status
    var source: VaultedSource
    var paymentTokenId: String?
    /// The approval session of a wallet's approve link, an id of its own (nil for a card, which needs no buyer,
    /// and for a token kept from before sessions had ids of their own).
    var approvalSessionId: String?
    var createdAt: Date

    init(id: String, customerId: String, source: VaultedSource, clientId: String?, at now: Date) {
        self.id = id
        self.customerId = customerId
        self.clientId = clientId
        self.source = source
        status = if case .card = source { .approved } else { .payerActionRequired }
        approvalSessionId = status == .payerActionRequired ? Identifier.transactionId() : nil
        createdAt = now
    }

    /// The approval session its approve link names, and the buyer comes back with.
    var approvalSession: String { approvalSessionId ?? id }

    /// The buyer agrees to save their wallet for the merchant.
    mutating func approve(by payer: Order.Payer, fundingSourceId: String) throws(PayPalIssue) {
        guard case .paypal(var wallet) = source else {
            throw .notAllowed("PAYER_ACTION_NOT_REQUIRED", "This setup token saves a card: it needs no buyer approval.")
        }
        guard status == .payerActionRequired else {
            throw .notAllowed("SETUP_TOKEN_ALREADY_APPROVED", "The buyer has approved this setup token already (it is \(status.rawValue)).")
        }
        wallet.payer = payer
        wallet.fundingSourceId = fundingSourceId
        source = .paypal(wallet)
        status = .approved
    }

    /// Checks that a payment token can be made from it: approved, and not made into one before.
    func checkExchangeable() throws(PayPalIssue) {
        switch status {
        case .approved: return
        case .payerActionRequired:
            throw .notAllowed(
                "SETUP_TOKEN_NOT_APPROVED", "The buyer has not approved setup token \(id) yet: send them to its approve link first.")
        case .vaulted:
            throw .notAllowed(
                "SETUP_TOKEN_ALREADY_USED", "Setup token \(id) was made into payment token \(paymentTokenId ?? "") already: use that one.")
        }
    }
}
