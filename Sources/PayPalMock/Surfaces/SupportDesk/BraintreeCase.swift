import Foundation
import PayPalVocabulary

/// A Braintree gateway sale as a case: its settlement and the credits that refunded it.
enum BraintreeCase {
    static func file(_ id: String, in db: any StoreTransaction, at now: Date) throws -> CaseFile? {
        guard let sale = try db.document(GatewayTransaction.self, id: id)?.settled(asOf: now), sale.type == .sale else { return nil }
        let reference = CaseReference(kind: .braintreeTransaction, id: sale.id)
        let credits = try sale.refundIds.compactMap { try db.document(GatewayTransaction.self, id: $0)?.settled(asOf: now) }
        var timeline = Timeline()
        timeline.add(sale.createdAt, "Sale \(sale.amount): \(sale.processorResponseText)", detail: "Processor response \(sale.processorResponseCode)")
        if let submittedAt = sale.submittedAt { timeline.add(submittedAt, "Submitted for settlement") }
        switch sale.status {
        case .settled: timeline.add(sale.submittedAt.map { $0.addingTimeInterval(GatewayTransaction.settlementDelay) } ?? sale.updatedAt, "Settled")
        case .voided: timeline.add(sale.updatedAt, "Voided")
        case .settlementPending: timeline.add(sale.updatedAt, "Settlement pending")
        default: break
        }
        for credit in credits {
            timeline.add(credit.createdAt, "Refunded \(credit.amount)", detail: "Credit \(credit.id), \(credit.status.rawValue)")
        }
        if let plan = sale.payLater { PayLaterCaseParts.add(plan, soldAt: sale.createdAt, asOf: now, to: &timeline) }
        try CaseParts.addActions(on: reference, in: db, to: &timeline)

        var facts = [
            CaseFile.Fact(label: "Transaction", value: sale.id), .init(label: "Status", value: sale.status.rawValue),
            .init(label: "Merchant", value: sale.merchantId),
        ]
        if let agreement = sale.billingAgreementId { facts.append(.init(label: "Billing agreement", value: agreement)) }
        if let plan = sale.payLater { facts.append(PayLaterCaseParts.fact(plan, asOf: now)) }
        if let venmo = sale.venmo { facts.append(.init(label: "Venmo account", value: "@\(venmo.username) (\(venmo.userId))")) }
        if let token = sale.paymentMethodToken { facts.append(.init(label: "Vaulted account", value: token)) }
        facts += credits.map { .init(label: "Credit", value: "\($0.id) · \($0.status.rawValue) · \($0.amount)") }

        var offers: [CaseFile.Offer] = []
        switch sale.status {
        case .authorized, .submittedForSettlement:
            offers.append(.init(action: .void, target: sale.id, label: "Void sale \(sale.id)", takesAmount: false))
        case .settled, .settling:
            let refunded = credits.filter { $0.status != .voided }.map(\.amount).sum(in: sale.amount.currency)
            let left = sale.amount - refunded
            if left.isPositive {
                offers.append(.init(
                    action: .refund, target: sale.id, label: "Refund sale \(sale.id) (\(left) left)", takesAmount: true,
                    maxAmount: MoneyView(left), amount: MoneyView(left)))
            }
        default: break
        }
        offers += try CaseParts.unlockOffer(buyerEmail: sale.payerEmail, in: db)
        return CaseFile(summary: summary(of: sale), facts: facts, timeline: timeline.ordered, notifications: [], actions: offers)
    }

    static func summary(of sale: GatewayTransaction) -> CaseSummary {
        CaseSummary(
            kind: .braintreeTransaction, id: sale.id, title: "Braintree sale \(sale.id)", status: sale.status.rawValue, amount: MoneyView(sale.amount),
            buyer: sale.payerEmail, merchant: "Braintree merchant \(sale.merchantId)", createTime: Timestamp.rest(sale.createdAt))
    }
}
