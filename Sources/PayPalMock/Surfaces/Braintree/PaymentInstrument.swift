import Foundation

/// A kind of payment method Braintree's gateway takes: the nonces its client SDK mints, and the accounts the vault
/// keeps under a payment method token. `PaymentInstruments.all` lists them; the next one is its folder and a line
/// there.
protocol PaymentInstrument: Sendable {
    /// The account this instrument's vault keeps.
    associatedtype Vaulted: VaultedMethod

    /// The array of a customer's `<customer>` its vaulted accounts are listed in (`paypal-accounts`).
    static var customerArray: String { get }

    /// Pays `sale.transaction` with `nonce` when the nonce is this instrument's (using up a one-time one, vaulting
    /// the account when the sale asks and went through); false when it is not this instrument's.
    static func pay(_ sale: inout NonceSale, nonce: String, in db: any StoreTransaction) throws -> Bool
}

extension PaymentInstrument {
    /// The account the merchant vaulted under `token`, if it is this instrument's.
    static func vaulted(_ token: String, merchantId: String, in db: any StoreTransaction) throws -> (any VaultedMethod)? {
        guard let account = try db.document(Vaulted.self, id: token), account.merchantId == merchantId else { return nil }
        return account
    }
}

/// An account in the merchant's vault, under its payment method token.
protocol VaultedMethod: StoredDocument {
    var merchantId: String { get }
    var customerId: String { get }
    /// The instrument it is an account of.
    static var customerArray: String { get }

    /// As payment method find and a customer list it.
    func gatewayXML(isDefault: Bool) -> GatewayXML

    /// What a transaction paid with it carries of it.
    func record(on transaction: inout GatewayTransaction)
}

extension VaultedMethod {
    func delete(in db: any StoreTransaction) throws {
        try db.delete(Self.self, id: id)
    }
}

/// A sale being paid with a nonce, inside its store transaction: what an instrument needs to pay it.
struct NonceSale {
    var transaction: GatewayTransaction
    let storeInVault: Bool
    /// The customer the sale named, if any.
    let customer: GatewayCustomer?
    let merchantId: String

    /// Neither declined, failed nor rejected: an account is vaulted only then.
    var wentThrough: Bool { [.authorized, .settling, .settlementPending].contains(transaction.status) }

    /// The customer named, or a new one to vault an account for.
    func owner() -> GatewayCustomer {
        customer ?? GatewayCustomer(
            customerId: Identifier.gatewayCustomerId(), merchantId: merchantId, firstName: nil, lastName: nil, email: nil, at: transaction.createdAt)
    }

    static let nonceUsed = GatewayFailure.invalid("91564", "payment_method_nonce", "Cannot use a payment_method_nonce more than once.")

    static func check(_ ownerId: String, owns customer: GatewayCustomer?) throws {
        guard customer == nil || customer?.customerId == ownerId else {
            throw GatewayFailure.invalid("91516", "payment_method_token", "Payment method does not belong to this customer.")
        }
    }
}

/// Every payment instrument the gateway takes, in the order a customer lists their accounts.
enum PaymentInstruments {
    static let all: [any PaymentInstrument.Type] = [PayPalAccountInstrument.self, VenmoAccountInstrument.self]

    /// The account of any instrument the merchant vaulted under `token`.
    static func vaulted(_ token: String, merchantId: String, in db: any StoreTransaction) throws -> (any VaultedMethod)? {
        for instrument in all {
            if let account = try instrument.vaulted(token, merchantId: merchantId, in: db) { return account }
        }
        return nil
    }
}
