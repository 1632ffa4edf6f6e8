import Foundation

/// PayPal voids an authorization whose 29 days ran out with funds still held, and tells the merchant with
/// `PAYMENT.AUTHORIZATION.VOIDED`. Reads see the expiry at once (`PaymentAuthorization.asOf`); this keeps it, and
/// files its event, once: as the clock is moved past it, or as time passes it.
struct AuthorizationExpiry: Sendable {
    let events: WebhookEvents

    /// The authorizations that hold funds, which expiry ends: a search a status, each by the status's index.
    static let holding = [PaymentAuthorization.Status.created, .partiallyCaptured, .pending].map { SearchedField.status.equals($0.rawValue) }

    /// Keeps every expiry due by `now` not kept yet, each with its event.
    func keepDue(in db: any StoreTransaction, at now: Date) throws {
        let ids = try Self.holding.flatMap { try db.newestDocumentIds(kind: PaymentAuthorization.kind, where: $0, limit: Int.max) }
        for id in ids {
            guard let held = try db.document(PaymentAuthorization.self, id: id) else { continue }
            let expired = held.asOf(now)
            guard expired.expired == true else { continue }
            try db.save(expired)
            try events.publish(.authorizationVoided, in: db, at: now) { AuthorizationView(expired, base: $0) }
        }
    }
}
