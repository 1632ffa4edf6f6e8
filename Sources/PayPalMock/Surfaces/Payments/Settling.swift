import Foundation
import PayPalVocabulary

/// Taking a buyer's money for a REST capture, and giving it back for a refund.
enum Settling {
    /// What a capture is for and whose money it takes.
    struct Charge {
        var amount: Money
        var orderId: String
        var authorizationId: String?
        var invoiceId: String?
        var customId: String?
        var noteToPayer: String?
        var final: Bool
        var payerId: String
        var fundingSourceId: String
        var sellerProtection: SellerProtection?
    }

    /// Charges the buyer's funding source and records the capture, or refuses with `declineIssue` when the source
    /// declines or the balance is short.
    static func capture(_ charge: Charge, declineIssue: String, in db: any StoreTransaction, at now: Date) throws -> PaymentCapture {
        guard var buyer = try db.document(BuyerAccount.self, id: charge.payerId), let source = buyer.fundingSource(id: charge.fundingSourceId) else {
            throw payerGone
        }
        if case .failure(let problem) = buyer.charge(charge.amount, from: source) {
            throw refusal(problem, issue: declineIssue, source: source)
        }
        try db.save(buyer)
        let capture = PaymentCapture(
            id: Identifier.transactionId(), orderId: charge.orderId, authorizationId: charge.authorizationId, amount: charge.amount,
            fee: FeeSchedule.fee(on: charge.amount, paymentType: .goods, fundedBy: source.kind), invoiceId: charge.invoiceId,
            customId: charge.customId, noteToPayer: charge.noteToPayer, finalCapture: charge.final, createdAt: now, updatedAt: now,
            refunded: .zero(charge.amount.currency), payerId: charge.payerId, fundingKind: source.kind, sellerProtection: charge.sellerProtection)
        try db.save(capture)
        return capture
    }

    /// Checks, without charging, that the source would pay `amount`, as an authorization does.
    static func checkHold(_ amount: Money, payerId: String, fundingSourceId: String, in db: any StoreTransaction) throws {
        guard var buyer = try db.document(BuyerAccount.self, id: payerId), let source = buyer.fundingSource(id: fundingSourceId) else {
            throw payerGone
        }
        if case .failure(let problem) = buyer.charge(amount, from: source) {
            throw refusal(problem, issue: "TRANSACTION_REFUSED", source: source)
        }
    }

    /// Puts a refund back where a balance-funded capture took it from.
    static func credit(_ amount: Money, of capture: PaymentCapture, in db: any StoreTransaction) throws {
        guard capture.fundingKind == .balance, var buyer = try db.document(BuyerAccount.self, id: capture.payerId) else { return }
        buyer.credit(amount)
        try db.save(buyer)
    }

    /// Refuses a second use of an invoice id by another payment.
    static func checkInvoiceId(_ invoiceId: String?, owner: String, in db: any StoreTransaction) throws {
        guard let invoiceId else { return }
        if let used = try db.owner(of: invoiceId, in: .paymentInvoiceId), used != owner {
            throw PayPalIssue.notAllowed("DUPLICATE_INVOICE_ID", "Invoice id \(invoiceId) was used by an earlier payment.", field: "invoice_id")
        }
    }

    private static let payerGone = PayPalIssue.notAllowed(
        "PAYER_CANNOT_PAY", "The buyer's account or funding source is gone: the buyer has to approve again.")

    private static func refusal(_ problem: FundingProblem, issue: String, source: FundingSource) -> PayPalIssue {
        switch problem {
        case .declined:
            .notAllowed(issue, "\(source.label) was declined by its issuer: the buyer has to approve again with another way to pay.")
        case .insufficientBalance(let available):
            .notAllowed(issue, "The buyer's balance (\(available.text) \(available.currency.code)) is too low: the buyer has to approve again with another way to pay.")
        case .sendingLimitReached:
            FundingProblem.sendingLimitRefusal
        }
    }
}
