import Foundation
extension BraintreeGateway {
    /// How a sale is paid: with a PayPal or Venmo nonce, vaulted on success when asked, or with a vaulted account's token.
    enum Payment: Sendable {
        case nonce(String, customerId: String?, storeInVault: Bool)
        case token(String, customerId: String?)

        init(_ sale: Sale) throws(GatewayFailure) {
            let nonce = sale.nonce.flatMap { $0.isEmpty ? nil : $0 }
            switch (nonce, sale.paymentMethodToken.flatMap { $0.isEmpty ? nil : $0 }) {
            case (let nonce?, nil): self = .nonce(nonce, customerId: sale.customerId, storeInVault: sale.storeInVaultOnSuccess)
            case (nil, let token?): self = .token(token, customerId: sale.customerId)
            case (.some, .some): throw .invalid("91515", "base", "Cannot use a payment_method_nonce and a payment_method_token together.")
            case (nil, nil): throw .invalid("91508", "base", "Cannot determine payment method.")
            }
        }

        var customerId: String? {
            switch self {
            case .nonce(_, let customerId, _), .token(_, let customerId): customerId
            }
        }
    }

    /// Pays `transaction` inside the sale's store transaction: uses the nonce up (a one-time one), or finds the
    /// vaulted account; vaults a billing agreement's PayPal account, or a `MULTI_USE` Venmo account, for the
    /// customer, new unless named, when asked and the sale went through.
    func pay(_ transaction: inout GatewayTransaction, with payment: Payment, in db: any StoreTransaction) throws {
        let customer = try payment.customerId.map { id in
            guard let customer = try db.document(GatewayCustomer.self, id: GatewayCustomer.key(merchant.merchantId, id)) else {
                throw GatewayFailure.invalid("91510", "customer_id", "Customer ID is invalid.")
            }
            return customer
        }
        transaction.customerId = customer?.customerId
        switch payment {
        case .token(let token, _):
            if let account = try db.vaultedPayPalAccount(token, merchantId: merchant.merchantId) {
                try Self.check(account.customerId, owns: customer)
                transaction.record(account)
            } else if let account = try db.vaultedVenmoAccount(token, merchantId: merchant.merchantId) {
                try Self.check(account.customerId, owns: customer)
                transaction.record(account)
            } else {
                throw GatewayFailure.invalid("91518", "payment_method_token", "Payment method token is invalid.")
            }
        case .nonce(let nonce, _, let storeInVault):
            if let venmo = try db.useVenmoNonce(nonce, merchantId: merchant.merchantId) {
                return try pay(&transaction, with: venmo, storeInVault: storeInVault, customer: customer, in: db)
            }
            let approval = try db.document(PayPalAccountNonce.self, id: nonce)?.payer
            transaction.payLater = approval?.payLater
            transaction.recipient = approval?.contact
            switch try db.usePayPalNonce(nonce, merchantId: merchant.merchantId, consumingOneTime: true) {
            case .unknown: throw GatewayFailure.invalid("91565", "payment_method_nonce", "Unknown payment_method_nonce.")
            case .consumed: throw Self.nonceUsed
            case .oneTime(let payer): transaction.payerEmail = payer
            case .billingAgreement(let payer):
                transaction.payerEmail = payer
                transaction.billingAgreementId = "B-" + transaction.id
                guard storeInVault, transaction.wentThrough else { break }
                var owner = owner(customer, at: transaction.createdAt)
                let account = try db.vaultPayPalAccount(of: payer, for: &owner, at: transaction.createdAt)
                try db.save(owner)
                transaction.record(account)
            }
        }
    }

    /// Pays with a Venmo nonce: the vaulted account it stands for, or the buyer's account, vaulted when asked.
    private func pay(
        _ transaction: inout GatewayTransaction, with use: VenmoNonceUse, storeInVault: Bool, customer: GatewayCustomer?, in db: any StoreTransaction
    ) throws {
        guard case .account(let nonce) = use else { throw Self.nonceUsed }
        transaction.venmo = nonce.user
        transaction.payerEmail = nonce.payerEmail
        if let token = nonce.vaultedToken, let account = try db.vaultedVenmoAccount(token, merchantId: merchant.merchantId) {
            try Self.check(account.customerId, owns: customer)
            transaction.record(account)
        } else if storeInVault, nonce.multiUse, transaction.wentThrough {
            var owner = owner(customer, at: transaction.createdAt)
            let account = try db.vaultVenmoAccount(of: nonce, for: &owner, at: transaction.createdAt)
            try db.save(owner)
            transaction.record(account)
        }
    }

    /// The customer named, or a new one to vault an account for.
    private func owner(_ customer: GatewayCustomer?, at now: Date) -> GatewayCustomer {
        customer ?? GatewayCustomer(customerId: Identifier.gatewayCustomerId(), merchantId: merchant.merchantId, firstName: nil, lastName: nil, email: nil, at: now)
    }

    private static func check(_ ownerId: String, owns customer: GatewayCustomer?) throws {
        guard customer == nil || customer?.customerId == ownerId else {
            throw GatewayFailure.invalid("91516", "payment_method_token", "Payment method does not belong to this customer.")
        }
    }

    private static let nonceUsed = GatewayFailure.invalid("91564", "payment_method_nonce", "Cannot use a payment_method_nonce more than once.")
}

private extension GatewayTransaction {
    /// Neither declined, failed nor rejected.
    var wentThrough: Bool { [.authorized, .settling, .settlementPending].contains(status) }

    mutating func record(_ account: VaultedPayPalAccount) {
        paymentMethodToken = account.id
        customerId = account.customerId
        billingAgreementId = account.billingAgreementId
        payerEmail = account.email
    }

    mutating func record(_ account: VaultedVenmoAccount) {
        paymentMethodToken = account.id
        customerId = account.customerId
        venmo = account.user
        payerEmail = account.payerEmail
    }
}
