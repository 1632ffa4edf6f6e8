import Foundation

/// What every kind of case shows alike: the merchant's notifications about it, support's actions on it, and a
/// locked-out buyer to unlock.
enum CaseParts {
    /// Webhook events whose resource is one of `ids`, oldest first.
    static func webhookEvents(about ids: Set<String>, in db: any StoreTransaction) throws -> [CaseFile.Notification] {
        try db.documents(WebhookEvent.self).filter { event in
            guard case .object(let resource) = event.resource, case .string(let id)? = resource["id"] else { return false }
            return ids.contains(id)
        }.map(notification)
    }

    static func notification(_ event: WebhookEvent) -> CaseFile.Notification {
        notification("webhook", id: event.id, summary: "\(event.type.rawValue): \(event.type.summary)", created: event.createdAt, event.deliveries)
    }

    static func notification(_ message: IPNMessage) -> CaseFile.Notification {
        let type = IPNFields.value(of: "transaction_type", in: message.body) ?? "IPN"
        let status = IPNFields.value(of: "status", in: message.body).map { ", status \($0)" } ?? ""
        return notification("ipn", id: message.id, summary: type + status, created: message.createdAt, message.deliveries)
    }

    /// IPN messages whose form has `field` set to `value` (`pay_key`, `preapproval_key`), oldest first.
    static func ipnMessages(with field: String, _ value: String, in db: any StoreTransaction) throws -> [CaseFile.Notification] {
        try db.documents(IPNMessage.self).filter { IPNFields.value(of: field, in: $0.body) == value }.map(notification)
    }

    /// The notifications on the timeline, each with how its deliveries went: the first transmission when it was
    /// made, and each one support or the merchant asked for again when it was asked for.
    static func add(_ notifications: [CaseFile.Notification], to timeline: inout Timeline) {
        func outcome(_ round: [CaseFile.Notification.Attempt]) -> String? {
            round.isEmpty ? nil : round.map { "\($0.url): \($0.outcome)" }.joined(separator: "; ")
        }
        for notification in notifications {
            let what = notification.kind == "ipn" ? "IPN" : "Webhook"
            let rounds = Dictionary(grouping: notification.deliveries) { $0.resend ?? 0 }
            timeline.add(notification.created, "\(what) sent: \(notification.summary)", detail: outcome(rounds[0] ?? []))
            for (_, round) in rounds.filter({ $0.key > 0 }).sorted(by: { $0.key < $1.key }) {
                let time = round.first.flatMap { Timestamp.parse($0.transmissionTime) } ?? notification.created
                timeline.add(time, "\(what) sent again: \(notification.summary)", detail: outcome(round))
            }
        }
    }

    /// Support's actions on the case, on its timeline with who took them.
    static func addActions(on reference: CaseReference, in db: any StoreTransaction, to timeline: inout Timeline) throws {
        for record in try db.documents(SupportActionRecord.self) where record.reference == reference {
            timeline.add(record.time, "Support: \(record.outcome)", by: record.agent)
        }
    }

    /// Resending each notification.
    static func resendOffers(_ notifications: [CaseFile.Notification]) -> [CaseFile.Offer] {
        notifications.map { notification in
            let action: SupportAction = notification.kind == "ipn" ? .resendIPN : .resendWebhook
            let what = notification.kind == "ipn" ? "IPN" : "webhook"
            return CaseFile.Offer(action: action, target: notification.id, label: "Resend the \(what) \(notification.summary)", takesAmount: false)
        }
    }

    /// Unlocking the buyer, when failed logins locked their PayPal or Venmo account or count toward it.
    static func unlockOffer(buyerEmail email: String?, in db: any StoreTransaction) throws -> [CaseFile.Offer] {
        guard let email, let buyer = try db.document(BuyerAccount.self, alias: email, in: .buyerEmail),
              buyer.isHeldBack else { return [] }
        let counters = LoginTarget.allCases.map { buyer[logins: $0] }
        let state = counters.contains { $0.lockedUntil != nil } ? "locked out" : "\(counters.map(\.failures).reduce(0, +)) failed log-ins"
        return [CaseFile.Offer(action: .unlockBuyer, target: buyer.email, label: "Unlock \(buyer.email) (\(state))", takesAmount: false)]
    }

    /// How a delivery went, in words: delivered, failed after its attempts, retrying, or waiting.
    static func outcome(of delivery: Delivery) -> String {
        let answer = delivery.lastStatusCode.map { "HTTP \($0)" } ?? "no answer"
        let tries = delivery.attempts == 1 ? "1 attempt" : "\(delivery.attempts) attempts"
        switch delivery.status {
        case .delivered: return "delivered (\(answer))"
        case .failed: return "failed after \(tries) (\(answer))"
        case .pending: return delivery.attempts == 0 ? "waiting to be sent" : "retrying after \(tries) (\(answer))"
        }
    }

    private static func notification(
        _ kind: String, id: String, summary: String, created: Date, _ deliveries: [Delivery]
    ) -> CaseFile.Notification {
        CaseFile.Notification(
            kind: kind, id: id, summary: summary, created: created,
            deliveries: deliveries.map {
                .init(url: $0.url, transmissionId: $0.transmissionId, status: $0.status.rawValue, outcome: outcome(of: $0), attempts: $0.attempts, lastStatusCode: $0.lastStatusCode,
                      transmissionTime: Timestamp.rest($0.transmissionTime), resend: $0.resend)
            })
    }
}
