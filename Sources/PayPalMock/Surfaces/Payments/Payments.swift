import Foundation

/// Payments v2: authorizations (capture, void, reauthorize), captures (refund) and refunds, each call one store
/// transaction on the virtual clock.
struct Payments: Sendable {
    let store: Store
    let clock: VirtualClock
    let events: WebhookEvents
    /// The REST client calling: it sees the payments of its own orders only.
    var client: String?

    /// The payments of one REST client.
    func scoped(to client: String?) -> Payments {
        var scoped = self
        scoped.client = client
        return scoped
    }

    // MARK: Authorizations

    func authorization(id: String) async throws -> PaymentAuthorization {
        let now = clock.now()
        return try await store.read { db in try authorization(id, in: db, at: now) }
    }

    func capture(authorizationId id: String, _ body: AuthorizationCaptureBody) async throws -> PaymentCapture {
        let requested = try body.amount?.money(at: "/amount", tooLarge: "MAX_CAPTURE_AMOUNT_EXCEEDED")
        let now = clock.now()
        return try await store.write { db in
            var authorization = try authorization(id, in: db, at: now)
            let invoiceId = body.invoiceId ?? authorization.invoiceId
            try Settling.checkInvoiceId(invoiceId, owner: authorization.orderId, in: db)
            let amount = try authorization.capture(requested, final: body.finalCapture ?? false, at: now)
            let capture = try Settling.capture(
                Settling.Charge(
                    amount: amount, orderId: authorization.orderId, authorizationId: authorization.id, invoiceId: invoiceId,
                    customId: authorization.customId, noteToPayer: body.noteToPayer, final: authorization.status == .captured,
                    payerId: authorization.payerId, fundingSourceId: authorization.fundingSourceId, sellerProtection: authorization.sellerProtection),
                declineIssue: "TRANSACTION_REFUSED", in: db, at: now)
            if let invoiceId { try db.addAlias(invoiceId, in: .paymentInvoiceId, for: authorization.orderId) }
            authorization.captureIds.append(capture.id)
            try db.save(authorization)
            try Self.updateOrder(of: authorization, in: db) { $0.captureIds.append(capture.id) }
            try events.publish(.captureCompleted, in: db, at: now) { CaptureView(capture, base: $0) }
            return capture
        }
    }

    func void(authorizationId id: String) async throws -> PaymentAuthorization {
        let now = clock.now()
        return try await store.write { db in
            var authorization = try authorization(id, in: db, at: now)
            try authorization.void(at: now)
            try db.save(authorization)
            if let childId = authorization.reauthorizationId, var child = try db.document(PaymentAuthorization.self, id: childId),
               child.status == .created || child.status == .partiallyCaptured {
                child.status = .voided
                child.updatedAt = now
                try db.save(child)
            }
            try Self.voidOrderWhenNothingIsHeld(authorization.orderId, in: db, at: now)
            let voided = authorization
            try events.publish(.authorizationVoided, in: db, at: now) { AuthorizationView(voided, base: $0) }
            return authorization
        }
    }

    func reauthorize(authorizationId id: String, _ body: ReauthorizeBody) async throws -> PaymentAuthorization {
        let requested = try body.amount?.money(at: "/amount", tooLarge: "TRANSACTION_REFUSED")
        let now = clock.now()
        return try await store.write { db in
            var authorization = try authorization(id, in: db, at: now)
            let renewed = try authorization.reauthorization(requested, id: Identifier.transactionId(), at: now)
            authorization.reauthorizationId = renewed.id
            authorization.updatedAt = now
            try db.save(authorization)
            try db.save(renewed)
            try Self.updateOrder(of: authorization, in: db) { $0.authorizationIds.append(renewed.id) }
            return renewed
        }
    }

    // MARK: Captures and refunds

    func capture(id: String) async throws -> PaymentCapture {
        try await store.read { db in try capture(id, in: db) }
    }

    func refund(captureId id: String, _ body: RefundRequestBody) async throws -> PaymentRefund {
        let requested = try body.amount?.money(at: "/amount", tooLarge: "REFUND_AMOUNT_EXCEEDED")
        let now = clock.now()
        return try await store.write { db in
            var capture = try capture(id, in: db)
            let amount = try capture.refund(requested, at: now)
            let refund = PaymentRefund(
                id: Identifier.transactionId(), captureId: capture.id, amount: amount, invoiceId: body.invoiceId ?? capture.invoiceId,
                customId: body.customId ?? capture.customId, noteToPayer: body.noteToPayer, createdAt: now, totalRefunded: capture.refunded)
            capture.refundIds.append(refund.id)
            try db.save(capture)
            try db.save(refund)
            try Settling.credit(amount, of: capture, in: db)
            try events.publish(.captureRefunded, in: db, at: now) { RefundView(refund, base: $0) }
            return refund
        }
    }

    func refund(id: String) async throws -> PaymentRefund {
        try await store.read { db in
            guard let refund = try db.document(PaymentRefund.self, id: id),
                  let capture = try db.document(PaymentCapture.self, id: refund.captureId), try isOwn(orderId: capture.orderId, in: db)
            else { throw RESTError.notFound("refund_id", id) }
            return refund
        }
    }

    // MARK: Loading

    /// The authorization as of `now`, voided by expiry once its 29 days are out, if it is the calling client's.
    private func authorization(_ id: String, in db: any StoreTransaction, at now: Date) throws -> PaymentAuthorization {
        guard let authorization = try db.document(PaymentAuthorization.self, id: id), try isOwn(orderId: authorization.orderId, in: db) else {
            throw RESTError.notFound("authorization_id", id)
        }
        return authorization.asOf(now)
    }

    private func capture(_ id: String, in db: any StoreTransaction) throws -> PaymentCapture {
        guard let capture = try db.document(PaymentCapture.self, id: id), try isOwn(orderId: capture.orderId, in: db) else {
            throw RESTError.notFound("capture_id", id)
        }
        return capture
    }

    /// True when the order a payment belongs to is the calling client's.
    private func isOwn(orderId: String, in db: any StoreTransaction) throws -> Bool {
        try db.document(Order.self, id: orderId)?.isVisible(to: client) ?? true
    }

    /// Changes the purchase unit that holds the authorization (or the one it reauthorized).
    private static func updateOrder(of authorization: PaymentAuthorization, in db: any StoreTransaction, _ change: (inout PurchaseUnit) -> Void) throws {
        guard var order = try db.document(Order.self, id: authorization.orderId),
              let index = order.purchaseUnits.firstIndex(where: { $0.authorizationIds.contains(authorization.id) })
        else { return }
        change(&order.purchaseUnits[index])
        try db.save(order)
    }

    /// An order whose every authorization is voided and nothing captured is VOIDED.
    private static func voidOrderWhenNothingIsHeld(_ orderId: String, in db: any StoreTransaction, at now: Date) throws {
        guard var order = try db.document(Order.self, id: orderId) else { return }
        let ids = order.purchaseUnits.flatMap(\.authorizationIds)
        let authorizations = try ids.compactMap { try db.document(PaymentAuthorization.self, id: $0) }
        guard authorizations.allSatisfy({ $0.status == .voided && $0.captureIds.isEmpty }) else { return }
        order.status = .voided
        order.updatedAt = now
        try db.save(order)
    }
}
