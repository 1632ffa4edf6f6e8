import Foundation
import PayPalVocabulary

/// A Braintree gateway transaction: a sale paid with a PayPal or Venmo nonce, or the credit that refunds one.
struct GatewayTransaction: StoredDocument {
    static let kind = "braintree.transaction"

    enum Kind: String, Codable, Sendable { case sale, credit }

    enum Status: String, Codable, Sendable {
        case authorized, submittedForSettlement = "submitted_for_settlement", settling, settled, voided
        case settlementPending = "settlement_pending"
        case processorDeclined = "processor_declined", gatewayRejected = "gateway_rejected", failed
    }

    /// Why a change of status was refused, named by Braintree's validation code.
    struct Refusal: Error {
        let code: String
        let message: String
    }

    /// A batch settles once a day: a PayPal transaction submitted for settlement is settled a day later.
    static let settlementDelay: TimeInterval = 24 * 60 * 60

    var id: String
    var merchantId: String
    var type: Kind
    var status: Status
    var amount: Money
    var nonce: String
    var processorResponseCode: String
    var processorResponseText: String
    var gatewayRejectionReason: String?
    var createdAt: Date
    var updatedAt: Date
    var submittedAt: Date?
    var refundedTransactionId: String?
    /// Set when the nonce carried a billing agreement, which the merchant may vault.
    var billingAgreementId: String?
    /// The PayPal account's email: the buyer who approved; nil for the sandbox's fake nonces (the sandbox payer).
    var payerEmail: String?
    var refundIds: [String] = []
    /// The vaulted PayPal or Venmo account it was paid with, or vaulted on its success, and that account's customer.
    var paymentMethodToken: String?
    var customerId: String?
    /// The Venmo account it was paid with; nil for a PayPal account.
    /// The Pay Later plan the buyer pays PayPal by; the merchant was paid in full.
    var payLater: PayLaterPlan?
    /// The recipient's contact the buyer confirmed in PayPal's review (the contact module).
    var recipient: Contact?
    var venmo: VenmoUser?
    /// The merchant account the sale named; nil for the merchant's own, whose id is the merchant's.
    var merchantAccountId: String?

    /// The transaction as of `now`: settling (or a credit submitted for settlement) turns settled once its day is out.
    func settled(asOf now: Date) -> GatewayTransaction {
        guard status == .settling || status == .submittedForSettlement, let submittedAt, now.timeIntervalSince(submittedAt) >= Self.settlementDelay else { return self }
        var settled = self
        settled.status = .settled
        settled.updatedAt = submittedAt.addingTimeInterval(Self.settlementDelay)
        return settled
    }

    /// Settles the authorized amount, or less when `requested`. PayPal transactions skip `submitted_for_settlement`
    /// in the sandbox: they go straight to settling, or stay `settlement_pending` for the sandbox's 4002 amounts.
    mutating func submitForSettlement(_ requested: Money? = nil, at now: Date) throws(Refusal) {
        guard status == .authorized else {
            throw Refusal(code: "91507", message: "Cannot submit for settlement unless status is authorized.")
        }
        if let requested {
            guard requested <= amount else { throw Refusal(code: "91522", message: "Settlement amount is too large.") }
            amount = requested
        }
        status = SandboxAmounts.staysPending(amount) ? .settlementPending : .settling
        submittedAt = now
        updatedAt = now
    }

    /// The sandbox's testing calls (the SDKs' `testing.settle_transaction` and `settlement_pending_transaction`):
    /// a transaction on its way to settlement is settled, or held pending, at once.
    mutating func simulateSettlement(_ outcome: Status, at now: Date) throws(Refusal) {
        guard [.submittedForSettlement, .settling, .settlementPending].contains(status) else {
            throw Refusal(code: "91575", message: "Cannot simulate transaction settlement.")
        }
        status = outcome
        updatedAt = now
    }

    mutating func void(at now: Date) throws(Refusal) {
        guard [.authorized, .submittedForSettlement, .settlementPending].contains(status) else {
            throw Refusal(code: "91504", message: "Transaction can only be voided if status is authorized, submitted_for_settlement, or - for PayPal - settlement_pending.")
        }
        status = .voided
        updatedAt = now
    }

    /// Checks a refund of `requested` (the whole unrefunded amount when nil) and returns the amount to credit.
    func refundable(_ requested: Money?, refunded: Money) throws(Refusal) -> Money {
        guard type == .sale else { throw Refusal(code: "91505", message: "Cannot refund a credit.") }
        guard status != .settling else { throw Refusal(code: "91574", message: "Cannot refund a transaction in a settling status.") }
        guard status == .settled else {
            throw Refusal(code: "91506", message: "Cannot refund transaction unless it is settled.")
        }
        let left = amount - refunded
        guard left.isPositive else { throw Refusal(code: "91512", message: "Transaction has already been fully refunded.") }
        let credit = requested ?? left
        guard credit.isPositive else { throw Refusal(code: "81531", message: "Amount must be greater than zero.") }
        guard credit <= left else { throw Refusal(code: "91521", message: "Refund amount is too large.") }
        return credit
    }
}
