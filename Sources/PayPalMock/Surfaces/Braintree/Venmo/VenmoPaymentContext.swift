import Foundation
import PayPalVocabulary

/// What Braintree's Venmo client opens for the Venmo app (GraphQL `createVenmoPaymentContext`): the paysheet the buyer
/// sees in the app, and, once they approve it there, the nonce the merchant's app reads back by the context's id. A
/// context is used once: approved or cancelled, it stays so.
struct VenmoPaymentContext: StoredDocument {
    static let kind = "braintree.venmo_context"

    /// `MULTI_USE` accounts may be vaulted for later payments; `SINGLE_USE` ones pay once.
    enum Usage: String, Codable, Sendable { case multiUse = "MULTI_USE", singleUse = "SINGLE_USE" }

    enum Status: String, Codable, Sendable { case created = "CREATED", approved = "APPROVED", canceled = "CANCELED" }

    /// A paysheet line: a charge (`DEBIT`) or a discount (`CREDIT`).
    struct LineItem: Codable, Sendable, Equatable {
        var name: String
        var quantity: Int
        var unitAmount: Money
        var kind: String
    }

    /// The buyer who approved, as the context's `payerInfo` describes them, and the nonce minted for the merchant.
    struct Approval: Codable, Sendable {
        var buyerId: String
        var user: VenmoUser
        var email: String
        var firstName: String
        var lastName: String
        var phone: String?
        var shippingAddress: Address?
        var billingAddress: Address?
        var nonce: String
        var approvedAt: Date
    }

    /// Why the buyer's decision was refused, with the buyer side's issue.
    struct Refusal: Error {
        let issue: String
        let message: String
    }

    /// What the Venmo app shows the buyer, as the merchant's app asked for it.
    struct Paysheet: Codable, Sendable {
        var usage: Usage
        /// The name the paysheet shows in place of the merchant's, when the SDK sent one.
        var displayName: String?
        /// `transactionDetails.totalAmount`; a paysheet may name none.
        var amount: Money?
        /// Without it the paysheet says the amount is subject to change.
        var isFinalAmount: Bool
        var lineItems: [LineItem]
        var collectsShippingAddress: Bool
        var collectsBillingAddress: Bool
    }

    var id: String
    var merchantId: String
    var paysheet: Paysheet
    var createdAt: Date
    var status: Status = .created
    var approval: Approval?

    /// The buyer approves: only a context still open, so the first of many approvals wins and the others are refused.
    mutating func approve(_ given: Approval) throws(Refusal) {
        try checkOpen(for: given.buyerId)
        approval = given
        status = .approved
    }

    /// The buyer cancels in the Venmo app. Cancelling again changes nothing; an approved context cannot be cancelled.
    mutating func cancel(by buyerId: String) throws(Refusal) {
        guard status != .canceled else { return }
        try checkOpen(for: buyerId)
        status = .canceled
    }

    private func checkOpen(for buyerId: String) throws(Refusal) {
        switch status {
        case .created: return
        case .canceled: throw Refusal(issue: "CONTEXT_CANCELED", message: "This Venmo payment was cancelled: the merchant's app must start a new one.")
        case .approved where approval?.buyerId == buyerId:
            throw Refusal(issue: "CONTEXT_ALREADY_APPROVED", message: "You approved this Venmo payment already: it is used once.")
        case .approved: throw Refusal(issue: "CONTEXT_ALREADY_APPROVED", message: "Another Venmo buyer approved this payment already.")
        }
    }
}
