import Foundation

/// The merchant's vault in Braintree's gateway: customers, and the accounts of each payment instrument kept under a
/// payment method token, each call one store transaction.
struct BraintreeVault: Sendable {
    let store: Store
    let clock: VirtualClock
    let merchant: BraintreeMerchant

    /// What a customer's creation asks for, as its request's fields.
    struct NewCustomer {
        var id: String?
        var firstName: String?
        var lastName: String?
        var email: String?
        var nonce: String?
    }

    /// A customer and the accounts of every instrument vaulted for them, in their tokens' order.
    struct Holdings: Sendable {
        let customer: GatewayCustomer
        let methods: [any VaultedMethod]
    }

    /// Longer names or emails are refused, as Braintree refuses them.
    static let maxFieldLength = 255

    func createCustomer(_ new: NewCustomer) async throws -> Holdings {
        for (value, code, field) in [(new.firstName, "81608", "first_name"), (new.lastName, "81613", "last_name"), (new.email, "81605", "email")] {
            if let value, value.count > Self.maxFieldLength {
                throw GatewayFailure.invalid(code, field, "\(field) is too long.", on: ["customer"])
            }
        }
        if let id = new.id {
            guard id.count <= GatewayCustomer.maxIdLength else { throw GatewayFailure.invalid("91612", "id", "Customer ID is too long.", on: ["customer"]) }
            guard GatewayCustomer.isValidId(id) else { throw GatewayFailure.invalid("91610", "id", "Customer ID is invalid.", on: ["customer"]) }
        }
        let now = clock.now()
        let merchantId = merchant.merchantId
        return try await store.write { db in
            let id = new.id ?? Identifier.gatewayCustomerId()
            guard try db.document(GatewayCustomer.self, id: GatewayCustomer.key(merchantId, id)) == nil else {
                throw GatewayFailure.invalid("91609", "id", "Customer ID has already been taken.", on: ["customer"])
            }
            var customer = GatewayCustomer(
                customerId: id, merchantId: merchantId, firstName: new.firstName, lastName: new.lastName, email: new.email, at: now)
            var accounts: [any VaultedMethod] = []
            if let nonce = new.nonce {
                let onAccount = ["customer", "paypal_account"]
                switch try db.usePayPalNonce(nonce, merchantId: merchantId, consumingOneTime: false) {
                case .unknown: throw GatewayFailure.invalid("92908", "payment_method_nonce", "Unknown payment_method_nonce.", on: onAccount)
                case .consumed: throw GatewayFailure.invalid("92907", "payment_method_nonce", "Cannot use a payment_method_nonce more than once.", on: onAccount)
                case .oneTime: throw GatewayFailure.invalid("82902", "base", "Cannot vault one-time use PayPal account.", on: onAccount)
                case .billingAgreement(let payer): accounts.append(try db.vaultPayPalAccount(of: payer, for: &customer, at: now))
                }
            }
            try db.save(customer)
            return Holdings(customer: customer, methods: accounts)
        }
    }

    func customer(id: String) async throws -> Holdings? {
        let merchantId = merchant.merchantId
        return try await store.read { db in
            guard let customer = try db.document(GatewayCustomer.self, id: GatewayCustomer.key(merchantId, id)) else { return nil }
            let methods = try customer.paymentMethodTokens.compactMap { try PaymentInstruments.vaulted($0, merchantId: merchantId, in: db) }
            return Holdings(customer: customer, methods: methods)
        }
    }

    /// The account vaulted under `token`, and whether it is its customer's default.
    func paymentMethod(token: String) async throws -> (method: any VaultedMethod, isDefault: Bool)? {
        let merchantId = merchant.merchantId
        return try await store.read { db in
            guard let method = try PaymentInstruments.vaulted(token, merchantId: merchantId, in: db) else { return nil }
            let customer = try db.document(GatewayCustomer.self, id: GatewayCustomer.key(merchantId, method.customerId))
            return (method, customer?.paymentMethodTokens.first == token)
        }
    }

    /// Deletes the account vaulted under `token`; false when there is none.
    func deletePaymentMethod(token: String) async throws -> Bool {
        let merchantId = merchant.merchantId
        let now = clock.now()
        return try await store.write { db in
            guard let method = try PaymentInstruments.vaulted(token, merchantId: merchantId, in: db) else { return false }
            try method.delete(in: db)
            if var customer = try db.document(GatewayCustomer.self, id: GatewayCustomer.key(merchantId, method.customerId)) {
                customer.paymentMethodTokens.removeAll { $0 == token }
                customer.updatedAt = now
                try db.save(customer)
            }
            return true
        }
    }
}

/// What a PayPal nonce turned out to be when a sale or the vault used it.
/// What a PayPal nonce can do, and whose PayPal account it stands for (the approving buyer's email; nil for the
/// sandbox's fake nonces, whose payer is the sandbox's).
enum PayPalNonceUse {
    case unknown, consumed
    case oneTime(payer: String?)
    case billingAgreement(payer: String?)
}

extension StoreTransaction {
    /// Looks `nonce` up for the merchant, using up a minted one-time nonce when `consumingOneTime`. The sandbox's
    /// fake nonces pay any number of times, as do nonces minted for a billing agreement.
    func usePayPalNonce(_ nonce: String, merchantId: String, consumingOneTime: Bool) throws -> PayPalNonceUse {
        if BraintreeMerchant.paypalNonces.contains(nonce) {
            return nonce == BraintreeMerchant.billingAgreementNonce ? .billingAgreement(payer: nil) : .oneTime(payer: nil)
        }
        guard var minted = try document(PayPalAccountNonce.self, id: nonce), minted.merchantId == merchantId else { return .unknown }
        guard !minted.consumed else { return .consumed }
        guard !minted.billingAgreement else { return .billingAgreement(payer: minted.payer?.email) }
        if consumingOneTime {
            minted.consumed = true
            try save(minted)
        }
        return .oneTime(payer: minted.payer?.email)
    }

    /// Vaults the payer's PayPal account (the sandbox payer's when none is named), under a billing agreement, for
    /// `customer`, whom the caller saves.
    func vaultPayPalAccount(of payer: String?, for customer: inout GatewayCustomer, at now: Date) throws -> VaultedPayPalAccount {
        let token = Identifier.paymentMethodToken()
        let account = VaultedPayPalAccount(
            id: token, merchantId: customer.merchantId, customerId: customer.customerId, billingAgreementId: "B-" + token.uppercased(),
            email: payer ?? BraintreeMerchant.sandboxPayerEmail, createdAt: now)
        try save(account)
        customer.paymentMethodTokens.append(token)
        customer.updatedAt = now
        return account
    }

    func vaultedPayPalAccount(_ token: String, merchantId: String) throws -> VaultedPayPalAccount? {
        guard let account = try document(VaultedPayPalAccount.self, id: token), account.merchantId == merchantId else { return nil }
        return account
    }
}
