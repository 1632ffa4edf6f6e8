import Foundation
import PayPalVocabulary

/// A preapproval as a case: the agreement, the payments taken under it, and its IPN messages.
enum PreapprovalCase {
    static func file(_ id: String, in db: any StoreTransaction, at now: Date) throws -> CaseFile? {
        guard let record = try db.document(PreapprovalRecord.self, id: id) else { return nil }
        let reference = CaseReference(kind: .preapproval, id: record.id)
        let status = record.status(at: now)
        var timeline = Timeline()
        timeline.add(record.createdAt, "Preapproval created", detail: terms(record))
        if let approvedAt = record.approvedAt, let sender = record.senderEmail { timeline.add(approvedAt, "Agreed to by \(sender)") }
        let payKeys = try db.documents(PayKeyRecord.self).filter { $0.preapprovalKey == record.id }
        for payment in payKeys {
            let outcome = payment.status == .completed ? "Payment taken" : "Payment \(payment.status.rawValue.lowercased())"
            timeline.add(payment.completedAt ?? payment.createdAt, "\(outcome): \(payment.baseAmount)", detail: "Pay key \(payment.id)")
        }
        switch status {
        case .canceled: timeline.add(record.endedAt ?? record.createdAt, "Canceled")
        case .deactivated: timeline.add(record.endedAt ?? record.createdAt, "Deactivated after \(PreapprovalRecord.maxPINFailures) wrong PINs")
        case .expired: timeline.add(record.createdAt.addingTimeInterval(PreapprovalRecord.pendingLifetime), "Expired: nobody agreed within 3 hours")
        case .active: break
        }
        let notifications = try CaseParts.ipnMessages(with: "preapproval_key", record.id, in: db)
        CaseParts.add(notifications, to: &timeline)
        try CaseParts.addActions(on: reference, in: db, to: &timeline)

        var facts = [
            CaseFile.Fact(label: "Preapproval key", value: record.id), .init(label: "Status", value: status.rawValue),
            .init(label: "Terms", value: terms(record)),
            .init(label: "Payments", value: "\(record.paymentCount), \(record.paymentsTotal) in all"),
        ]
        if record.pinFailures > 0 { facts.append(.init(label: "Wrong PINs", value: String(record.pinFailures))) }
        facts += payKeys.map { .init(label: "Pay key", value: "\($0.id) · \($0.status.rawValue) · \($0.baseAmount)") }

        var offers: [CaseFile.Offer] = []
        if status == .active || status == .deactivated {
            offers.append(.init(action: .cancelPreapproval, target: record.id, label: "Cancel preapproval \(record.id)", takesAmount: false))
        }
        offers += CaseParts.resendOffers(notifications)
        offers += try CaseParts.unlockOffer(buyerEmail: record.senderEmail, in: db)
        return CaseFile(summary: summary(of: record, at: now), facts: facts, timeline: timeline.ordered, notifications: notifications, actions: offers)
    }

    static func summary(of record: PreapprovalRecord, at now: Date) -> CaseSummary {
        CaseSummary(
            kind: .preapproval, id: record.id, title: "Preapproval \(record.id)", status: record.status(at: now).rawValue,
            amount: record.maxTotalAmountOfAllPayments.map(MoneyView.init), buyer: record.senderEmail ?? record.requestedSenderEmail,
            merchant: nil, createTime: Timestamp.rest(record.createdAt))
    }

    private static func terms(_ record: PreapprovalRecord) -> String {
        var parts = ["\(Timestamp.rest(record.startingDate).prefix(10)) to \(Timestamp.rest(record.endingDate).prefix(10))"]
        if let limit = record.maxAmountPerPayment { parts.append("at most \(limit) a payment") }
        if let limit = record.maxTotalAmountOfAllPayments { parts.append("\(limit) in all") }
        if let count = record.maxNumberOfPayments { parts.append("\(count) payments") }
        if record.pinType == .required { parts.append("PIN required") }
        return parts.joined(separator: ", ")
    }
}
