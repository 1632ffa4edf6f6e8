import Foundation
import PayPalVocabulary

/// An Orders v2 order as a case: the order, then its authorizations, captures and refunds.
enum OrderCase {
    static func file(_ id: String, in db: any StoreTransaction, at now: Date) throws -> CaseFile? {
        guard let order = try db.document(Order.self, id: id) else { return nil }
        let payments = try CheckoutOrders.payments(of: order, in: db, at: now)
        let authorizations = payments.authorizations.values.sorted { $0.createdAt < $1.createdAt }
        let captures = payments.captures.values.sorted { $0.createdAt < $1.createdAt }
        let refunds = payments.refunds.values.sorted { $0.createdAt < $1.createdAt }
        let reference = CaseReference(kind: .order, id: order.id)

        var timeline = Timeline()
        timeline.add(order.createdAt, "Order created: \(order.total), intent \(order.intent.rawValue)")
        if let approvedAt = order.approvedAt, let payer = order.payer {
            timeline.add(approvedAt, "Approved by \(payer.email)", detail: order.fundingSourceId.map { "Funding source \($0)" })
        }
        if order.isExpired(at: now) { timeline.add(order.expiresAt, "Expired: nobody approved it within 3 hours") }
        for authorization in authorizations {
            let what = authorization.parentId.map { "Reauthorized \(authorization.amount) (from \($0))" } ?? "Authorized \(authorization.amount)"
            timeline.add(authorization.createdAt, what, detail: "Authorization \(authorization.id), held until \(Timestamp.rest(authorization.expiresAt))")
            if authorization.expired == true {
                timeline.add(authorization.expiresAt, "Authorization \(authorization.id) expired after 29 days: PayPal voided it")
            } else if authorization.status == .voided {
                timeline.add(authorization.updatedAt, "Authorization \(authorization.id) voided")
            }
        }
        for capture in captures {
            let what = capture.status == .declined ? "Capture declined" : "Captured \(capture.amount)"
            timeline.add(capture.createdAt, what, detail: "Capture \(capture.id), \(capture.status.rawValue), fee \(capture.fee)")
        }
        for refund in refunds {
            timeline.add(refund.createdAt, "Refunded \(refund.amount)", detail: "Refund \(refund.id) of capture \(refund.captureId)")
        }
        let ids = Set([order.id] + authorizations.map(\.id) + captures.map(\.id) + refunds.map(\.id))
        let notifications = try CaseParts.webhookEvents(about: ids, in: db)
        CaseParts.add(notifications, to: &timeline)
        try CaseParts.addActions(on: reference, in: db, to: &timeline)

        var facts = [CaseFile.Fact(label: "Order", value: order.id), .init(label: "Status", value: status(of: order, at: now))]
        facts += authorizations.map { .init(label: "Authorization", value: "\($0.id) · \($0.status.rawValue) · \($0.amount)") }
        facts += captures.map { .init(label: "Capture", value: "\($0.id) · \($0.status.rawValue) · \($0.amount), refunded \($0.refunded)") }
        facts += refunds.map { .init(label: "Refund", value: "\($0.id) · \($0.status) · \($0.amount)") }
        if let invoiceId = order.purchaseUnits.first?.invoiceId { facts.append(.init(label: "Invoice", value: invoiceId)) }
        if let vault = order.vault?.tokenId { facts.append(.init(label: "Saved wallet", value: vault)) }

        var offers = authorizations.flatMap(authorizationOffers) + captures.compactMap(refundOffer)
        offers += CaseParts.resendOffers(notifications)
        offers += try CaseParts.unlockOffer(buyerEmail: order.payer?.email, in: db)
        return CaseFile(
            summary: summary(of: order, at: now), facts: facts, timeline: timeline.ordered, notifications: notifications, actions: offers)
    }

    static func summary(of order: Order, at now: Date) -> CaseSummary {
        CaseSummary(
            kind: .order, id: order.id, title: "Order \(order.id)", status: status(of: order, at: now), amount: MoneyView(order.total),
            buyer: order.payer?.email, merchant: order.clientId.map { "REST app \($0)" }, createTime: Timestamp.rest(order.createdAt))
    }

    private static func status(of order: Order, at now: Date) -> String {
        order.isExpired(at: now) ? "EXPIRED" : order.status.rawValue
    }

    private static func authorizationOffers(_ authorization: PaymentAuthorization) -> [CaseFile.Offer] {
        guard [.created, .partiallyCaptured, .pending].contains(authorization.status) else { return [] }
        return [
            .init(action: .void, target: authorization.id, label: "Void authorization \(authorization.id)", takesAmount: false),
            .init(action: .reauthorize, target: authorization.id, label: "Reauthorize \(authorization.id)", takesAmount: true,
                  maxAmount: MoneyView(authorization.captureLimit), amount: MoneyView(authorization.amount)),
        ]
    }

    private static func refundOffer(_ capture: PaymentCapture) -> CaseFile.Offer? {
        guard capture.status == .completed || capture.status == .partiallyRefunded else { return nil }
        let left = capture.amount - capture.refunded
        return .init(
            action: .refund, target: capture.id, label: "Refund capture \(capture.id) (\(left) left)", takesAmount: true,
            maxAmount: MoneyView(left), amount: MoneyView(left))
    }
}
