import Foundation

/// PayPal voids an authorization whose 29 days ran out with funds still held, and tells the merchant with
/// `PAYMENT.AUTHORIZATION.VOIDED`. Reads see the expiry at once (`PaymentAuthorization.asOf`); this keeps it, and
/// files its event, once: as the clock is moved past it, or as time passes it.
struct AuthorizationExpiry: Sendable {
    let events: WebhookEvents

    /// The statuses an authorization holds funds in, which expiry ends.
    private static let holding = DocumentFilter.any(
        [PaymentAuthorization.Status.created, .partiallyCaptured, .pending].map { .textEquals(path: ["status"], value: $0.rawValue, ignoringCase: false) })

    /// Keeps every expiry due by `now` not kept yet, each with its event.
    func keepDue(in db: any StoreTransaction, at now: Date) throws {
        for id in try db.newestDocumentIds(kind: PaymentAuthorization.kind, where: Self.holding, limit: Int.max) {
            guard let held = try db.document(PaymentAuthorization.self, id: id) else { continue }
            let expired = held.asOf(now)
            guard expired.expired == true else { continue }
            try db.save(expired)
            try events.publish(.authorizationVoided, in: db, at: now) { AuthorizationView(expired, base: $0) }
        }
    }
}
