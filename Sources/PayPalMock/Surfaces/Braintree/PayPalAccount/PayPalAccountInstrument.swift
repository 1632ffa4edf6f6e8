/// A PayPal account, through the client API's PayPal approval: a one-time nonce pays once; a billing agreement's
/// pays again and leaves the account in the vault when the sale asks.
enum PayPalAccountInstrument: PaymentInstrument {
    typealias Vaulted = VaultedPayPalAccount

    static let customerArray = VaultedPayPalAccount.customerArray

    static func pay(_ sale: inout NonceSale, nonce: String, in db: any StoreTransaction) throws -> Bool {
        let use = try db.usePayPalNonce(nonce, merchantId: sale.merchantId, consumingOneTime: true)
        if case .unknown = use { return false }
        let approval = try db.document(PayPalAccountNonce.self, id: nonce)?.payer
        sale.transaction.payLater = approval?.payLater
        sale.transaction.recipient = approval?.contact
        switch use {
        case .unknown: return false
        case .consumed: throw NonceSale.nonceUsed
        case .oneTime(let payer): sale.transaction.payerEmail = payer
        case .billingAgreement(let payer):
            sale.transaction.payerEmail = payer
            sale.transaction.billingAgreementId = "B-" + sale.transaction.id
            guard sale.storeInVault, sale.wentThrough else { break }
            var owner = sale.owner()
            let account = try db.vaultPayPalAccount(of: payer, for: &owner, at: sale.transaction.createdAt)
            try db.save(owner)
            account.record(on: &sale.transaction)
        }
        return true
    }
}

extension VaultedPayPalAccount: VaultedMethod {
    static let customerArray = "paypal-accounts"

    func gatewayXML(isDefault: Bool) -> GatewayXML {
        .element("paypal-account", [
            .text("token", id),
            .text("customer-id", customerId),
            .text("email", email),
            .text("billing-agreement-id", billingAgreementId),
            .boolean("default", isDefault),
            .text("image-url", "https://assets.braintreegateway.com/payment_method_logo/paypal.png?environment=sandbox"),
            .datetime("created-at", createdAt),
            .datetime("updated-at", createdAt),
        ])
    }

    func record(on transaction: inout GatewayTransaction) {
        transaction.paymentMethodToken = id
        transaction.customerId = customerId
        transaction.billingAgreementId = billingAgreementId
        transaction.payerEmail = email
    }
}
