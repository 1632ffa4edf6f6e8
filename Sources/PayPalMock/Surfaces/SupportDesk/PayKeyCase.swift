import Foundation
import PayPalVocabulary

/// An Adaptive payment as a case: its receivers' transactions, refunds, and IPN messages.
enum PayKeyCase {
    static func file(_ id: String, in db: any StoreTransaction, at now: Date) throws -> CaseFile? {
        guard let record = try db.document(PayKeyRecord.self, id: id) else { return nil }
        let reference = CaseReference(kind: .payKey, id: record.id)
        var timeline = Timeline()
        let origin = record.origin == .mobileLibrary ? "in the mobile library" : "by the merchant's server"
        timeline.add(record.createdAt, "Payment created \(origin): \(record.baseAmount), \(record.shape.rawValue)")
        if let completedAt = record.completedAt {
            let funding = record.fundingKind.map { " from \($0.rawValue.lowercased())" } ?? ""
            timeline.add(completedAt, "Paid by \(record.senderEmail ?? "the sender")\(funding): \(record.senderTotal)", detail: record.senderTransactionId.map { "Sender's transaction \($0)" })
        }
        switch record.status(at: now) {
        case .expired: timeline.add(record.expiresAt, "Expired: nobody approved it within 3 hours")
        case .error:
            let reason = record.payErrors.first.map { "\($0.error.message)" }
            timeline.add(record.completedAt ?? record.createdAt, "Payment failed", detail: reason)
        default: break
        }
        for mark in record.refundHistory ?? [] {
            timeline.add(mark.time, "Refunded \(mark.amount) to the sender from \(mark.receiver)", detail: "Refund transaction \(mark.transactionId)")
        }
        let notifications = try CaseParts.ipnMessages(with: "pay_key", record.id, in: db)
        CaseParts.add(notifications, to: &timeline)
        try CaseParts.addActions(on: reference, in: db, to: &timeline)

        var facts = [CaseFile.Fact(label: "Pay key", value: record.id), .init(label: "Status", value: record.status(at: now).rawValue)]
        for receiver in record.receivers {
            let role = receiver.isPrimary ? "Primary receiver" : "Receiver"
            let transaction = receiver.transactionId.map { "\($0) · \(receiver.transactionStatus?.rawValue ?? "") · " } ?? ""
            facts.append(.init(label: role, value: "\(receiver.identity): \(transaction)\(receiver.amount), refunded \(receiver.refunded)"))
        }
        if let trackingId = record.trackingId { facts.append(.init(label: "Tracking id", value: trackingId)) }
        if let key = record.preapprovalKey { facts.append(.init(label: "Preapproval", value: key)) }
        if let memo = record.memo { facts.append(.init(label: "Memo", value: memo)) }

        var offers = refundOffers(record)
        offers += CaseParts.resendOffers(notifications)
        offers += try CaseParts.unlockOffer(buyerEmail: record.senderEmail, in: db)
        return CaseFile(summary: summary(of: record, at: now), facts: facts, timeline: timeline.ordered, notifications: notifications, actions: offers)
    }

    static func summary(of record: PayKeyRecord, at now: Date) -> CaseSummary {
        let receivers = record.receivers.map(\.identity)
        let merchant = receivers.count > 1 ? "\(receivers[0]) and \(receivers.count - 1) more" : receivers.first
        return CaseSummary(
            kind: .payKey, id: record.id, title: "Payment \(record.id)", status: record.status(at: now).rawValue,
            amount: MoneyView(record.baseAmount), buyer: record.senderEmail, merchant: merchant, createTime: Timestamp.rest(record.createdAt))
    }

    /// A full refund of what is left; and, unless the payment is chained (refunded in full only), each receiver's.
    private static func refundOffers(_ record: PayKeyRecord) -> [CaseFile.Offer] {
        guard record.status == .completed || record.status == .incomplete else { return [] }
        let left = record.receivers.map(\.refundable).sum(in: record.currency)
        guard left.isPositive else { return [] }
        let untouched = !record.receivers.contains { $0.refunded.isPositive }
        var offers: [CaseFile.Offer] = []
        if untouched {
            offers.append(.init(action: .refund, target: record.id, label: "Refund payment \(record.id) in full (\(left))", takesAmount: false, amount: MoneyView(left)))
        }
        guard record.shape != .chained else { return offers }
        for receiver in record.receivers where receiver.refundable.isPositive {
            guard let transaction = receiver.transactionId else { continue }
            offers.append(.init(
                action: .refund, target: transaction, label: "Refund \(receiver.identity)'s \(transaction) (\(receiver.refundable) left)",
                takesAmount: true, maxAmount: MoneyView(receiver.refundable), amount: MoneyView(receiver.refundable)))
        }
        return offers
    }
}
