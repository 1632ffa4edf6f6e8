/// A Venmo account, through the Venmo app: its nonce pays once, with the account it was vaulted as, or vaults a
/// `MULTI_USE` approval's account when the sale asks.
enum VenmoAccountInstrument: PaymentInstrument {
    typealias Vaulted = VaultedVenmoAccount

    static let customerArray = VaultedVenmoAccount.customerArray

    static func pay(_ sale: inout NonceSale, nonce: String, in db: any StoreTransaction) throws -> Bool {
        guard let use = try db.useVenmoNonce(nonce, merchantId: sale.merchantId) else { return false }
        guard case .account(let nonce) = use else { throw NonceSale.nonceUsed }
        sale.transaction.venmo = nonce.user
        sale.transaction.payerEmail = nonce.payerEmail
        if let token = nonce.vaultedToken, let account = try db.vaultedVenmoAccount(token, merchantId: sale.merchantId) {
            try NonceSale.check(account.customerId, owns: sale.customer)
            account.record(on: &sale.transaction)
        } else if sale.storeInVault, nonce.multiUse, sale.wentThrough {
            var owner = sale.owner()
            let account = try db.vaultVenmoAccount(of: nonce, for: &owner, at: sale.transaction.createdAt)
            try db.save(owner)
            account.record(on: &sale.transaction)
        }
        return true
    }
}

extension VaultedVenmoAccount: VaultedMethod {
    static let customerArray = "venmo-accounts"

    func gatewayXML(isDefault: Bool) -> GatewayXML {
        .element("venmo-account", GatewayViews.venmoFields(user, token: id) + [
            .text("customer-id", customerId), .boolean("default", isDefault), .datetime("created-at", createdAt),
            .datetime("updated-at", createdAt),
        ])
    }

    func record(on transaction: inout GatewayTransaction) {
        transaction.paymentMethodToken = id
        transaction.customerId = customerId
        transaction.venmo = user
        transaction.payerEmail = payerEmail
    }
}

extension GatewayViews {
    /// `<venmo-account>` as a transaction carries it (`venmo_account_details`).
    static func venmoAccount(_ user: VenmoUser, token: String?) -> GatewayXML {
        .element("venmo-account", venmoFields(user, token: token))
    }

    static func venmoFields(_ user: VenmoUser, token: String?) -> [GatewayXML] {
        [
            .text("token", token),
            .text("username", user.username),
            .text("venmo-user-id", user.userId),
            .text("image-url", VenmoUser.imageURL),
            .text("source-description", user.sourceDescription),
        ]
    }
}
