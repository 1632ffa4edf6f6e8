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

    /// Pays `transaction` inside the sale's store transaction: with the vaulted account of any instrument under a
    /// token, or with the nonce of the instrument it is one of (`PaymentInstruments`).
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
            guard let account = try PaymentInstruments.vaulted(token, merchantId: merchant.merchantId, in: db) else {
                throw GatewayFailure.invalid("91518", "payment_method_token", "Payment method token is invalid.")
            }
            try NonceSale.check(account.customerId, owns: customer)
            account.record(on: &transaction)
        case .nonce(let nonce, _, let storeInVault):
            var sale = NonceSale(transaction: transaction, storeInVault: storeInVault, customer: customer, merchantId: merchant.merchantId)
            for instrument in PaymentInstruments.all where try instrument.pay(&sale, nonce: nonce, in: db) {
                transaction = sale.transaction
                return
            }
            throw GatewayFailure.invalid("91565", "payment_method_nonce", "Unknown payment_method_nonce.")
        }
    }
}
