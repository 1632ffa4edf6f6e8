import Foundation

/// What can happen to an order, and the PayPal issue when it cannot.
extension Order {
    /// The buyer approves (or re-approves after a decline) with a funding source and, optionally, an address.
    mutating func approve(by buyer: BuyerAccount, source: FundingSource, address: Address?, at now: Date) throws(PayPalIssue) {
        if isExpired(at: now) { throw Self.expired }
        switch status {
        case .created, .payerActionRequired: break
        case .approved where payer?.payerId == buyer.id: break
        case .approved: throw .notAllowed("ORDER_ALREADY_APPROVED", "Another buyer approved this order: only that buyer can approve it again.")
        case .completed, .saved: throw .notAllowed("ORDER_ALREADY_COMPLETED", "This order is complete: the buyer has nothing left to approve.")
        case .voided: throw .notAllowed("ORDER_COMPLETED_OR_VOIDED", "This order was voided.")
        }
        payer = Payer(buyer, countryCode: address?.countryCode)
        fundingSourceId = source.id
        if let address {
            for index in purchaseUnits.indices {
                purchaseUnits[index].shipping = PurchaseUnit.Shipping(fullName: address.name, address: address)
            }
        }
        status = .approved
        updatedAt = now
        approvedAt = now
    }

    /// Checks that the order can be captured or authorized now, which its intent must match.
    func checkCompletable(as action: OrderIntent, at now: Date) throws(PayPalIssue) {
        guard action == intent else {
            throw .notAllowed(
                "ACTION_DOES_NOT_MATCH_INTENT",
                "The order was created with intent \(intent.rawValue): call /\(intent.rawValue.lowercased()) instead, or create an order with intent \(action.rawValue).")
        }
        if isExpired(at: now) { throw action == .authorize ? Self.expired : Self.expired(as: "ORDER_NOT_APPROVED") }
        switch status {
        case .approved: return
        case .created, .payerActionRequired:
            throw .notAllowed("ORDER_NOT_APPROVED", "The buyer has not approved this order yet: send them to its approve link first.")
        case .completed, .saved:
            throw alreadyCompleted
        case .voided:
            throw .notAllowed("ORDER_COMPLETED_OR_VOIDED", "This order was voided.")
        }
    }

    /// Checks that PATCH may change the order: only before it is completed.
    func checkPatchable(at now: Date) throws(PayPalIssue) {
        if isExpired(at: now) { throw Self.expired }
        switch status {
        case .created, .payerActionRequired, .approved: return
        case .completed, .saved, .voided:
            throw .notAllowed("ORDER_ALREADY_COMPLETED", "Only a CREATED or APPROVED order can be changed; this one is \(status.rawValue).")
        }
    }

    /// `confirm-payment-source` with a PayPal wallet: the buyer now has to approve through the payer-action link.
    mutating func confirmPayPal(at now: Date) throws(PayPalIssue) {
        if isExpired(at: now) { throw Self.expired(as: "ORDER_CANNOT_BE_CONFIRMED") }
        switch status {
        case .created, .payerActionRequired:
            status = .payerActionRequired
            updatedAt = now
        case .approved:
            throw .notAllowed("PAYMENT_ALREADY_APPROVED", "The buyer has approved this order already.")
        case .completed, .saved, .voided:
            throw alreadyCompleted
        }
    }

    private var alreadyCompleted: PayPalIssue {
        intent == .capture
            ? .notAllowed("ORDER_ALREADY_CAPTURED", "This order has been captured already.")
            : .notAllowed("ORDER_ALREADY_AUTHORIZED", "This order has been authorized already.")
    }

    static let expired = expired(as: "ORDER_EXPIRED")

    /// An expired order's refusal under the issue an operation's spec has for it (only authorize lists
    /// `ORDER_EXPIRED`; capture says the order was never approved).
    static func expired(as issue: String) -> PayPalIssue {
        .notAllowed(issue, "The order expired 3 hours after it was created without the buyer's approval: create a new one.")
    }
}
