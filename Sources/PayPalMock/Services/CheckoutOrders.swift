import Foundation
import GRDB

/// Orders v2: create, look up, change, confirm the payment source, and capture or authorize. Each call is one
/// store transaction.
struct CheckoutOrders: Sendable {
    let store: Store
    let clock: VirtualClock

    /// An order with the payments made against it.
    typealias Snapshot = (order: Order, payments: OrderPayments)

    func create(_ body: OrderRequestBody) async throws -> Snapshot {
        let intent = try OrderReading.intent(body.intent)
        let units = try OrderReading.purchaseUnits(body.purchaseUnits)
        let wallet = try body.paymentSource.map { try Self.payPalWallet($0) }
        let now = clock.now()
        let order = Order(
            id: Identifier.transactionId(), intent: intent, status: wallet == nil ? .created : .payerActionRequired, purchaseUnits: units,
            returnUrl: body.applicationContext?.returnUrl, cancelUrl: body.applicationContext?.cancelUrl, createdAt: now, updatedAt: now)
        try await store.write { db in try db.save(order) }
        return (order, OrderPayments())
    }

    func order(id: String) async throws -> Snapshot {
        try await store.read { db in
            let order = try Self.order(id, in: db)
            return (order, try Self.payments(of: order, in: db))
        }
    }

    /// Applies a JSON Patch; every operation or none.
    func patch(id: String, _ operations: [PatchOperationBody]) async throws {
        let now = clock.now()
        try await store.write { db in
            var order = try Self.order(id, in: db)
            try order.checkPatchable(at: now)
            try OrderPatch.apply(operations, to: &order)
            order.updatedAt = now
            try db.save(order)
        }
    }

    func confirmPaymentSource(id: String, _ body: ConfirmBody) async throws -> Snapshot {
        guard let source = body.paymentSource else {
            throw RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "payment_source is missing.", field: "/payment_source")
        }
        _ = try Self.payPalWallet(source)
        let now = clock.now()
        return try await store.write { db in
            var order = try Self.order(id, in: db)
            try order.confirmPayPal(at: now)
            try db.save(order)
            return (order, OrderPayments())
        }
    }

    /// Captures or authorizes every purchase unit of an approved order, with the funding source the buyer chose.
    func complete(id: String, as action: OrderIntent) async throws -> Snapshot {
        let now = clock.now()
        return try await store.write { db in
            var order = try Self.order(id, in: db)
            try order.checkCompletable(as: action, at: now)
            guard let payer = order.payer, let sourceId = order.fundingSourceId else {
                throw RESTError.unprocessable("ORDER_NOT_APPROVED", "The buyer has not approved this order yet.")
            }
            for unit in order.purchaseUnits { try Settling.checkInvoiceId(unit.invoiceId, owner: order.id, in: db) }
            if action == .authorize {
                try Settling.checkHold(order.total, payerId: payer.payerId, fundingSourceId: sourceId, in: db)
            }
            for index in order.purchaseUnits.indices {
                let unit = order.purchaseUnits[index]
                switch action {
                case .capture:
                    let capture = try Settling.capture(
                        Settling.Charge(
                            amount: unit.amount, orderId: order.id, invoiceId: unit.invoiceId, customId: unit.customId, final: true,
                            payerId: payer.payerId, fundingSourceId: sourceId),
                        declineIssue: "INSTRUMENT_DECLINED", in: db, at: now)
                    order.purchaseUnits[index].captureIds.append(capture.id)
                case .authorize:
                    let authorization = PaymentAuthorization(
                        id: Identifier.transactionId(), orderId: order.id, unit: unit, payerId: payer.payerId, fundingSourceId: sourceId, at: now)
                    try db.save(authorization)
                    order.purchaseUnits[index].authorizationIds.append(authorization.id)
                }
                if let invoiceId = unit.invoiceId { try db.addAlias(invoiceId, in: .paymentInvoiceId, for: order.id) }
            }
            order.status = .completed
            order.updatedAt = now
            try db.save(order)
            return (order, try Self.payments(of: order, in: db))
        }
    }

    // MARK: Loading

    static func order(_ id: String, in db: Database) throws -> Order {
        guard let order = try db.document(Order.self, id: id) else { throw RESTError.notFound("order_id", id) }
        return order
    }

    static func payments(of order: Order, in db: Database) throws -> OrderPayments {
        var payments = OrderPayments()
        for unit in order.purchaseUnits {
            for id in unit.authorizationIds { payments.authorizations[id] = try db.document(PaymentAuthorization.self, id: id) }
            for id in unit.captureIds {
                guard let capture = try db.document(PaymentCapture.self, id: id) else { continue }
                payments.captures[id] = capture
                for refundId in capture.refundIds { payments.refunds[refundId] = try db.document(PaymentRefund.self, id: refundId) }
            }
        }
        return payments
    }

    /// The payment source of a create or confirm request: PayTerm buyers pay with their PayPal wallet.
    static func payPalWallet(_ source: [String: JSONValue]) throws -> JSONValue {
        guard source.count == 1, let kind = source.keys.first else {
            throw source.isEmpty
                ? RESTError.invalidRequest("MISSING_REQUIRED_PARAMETER", "payment_source names no payment source.", field: "/payment_source")
                : RESTError.unprocessable("ONLY_ONE_PAYMENT_SOURCE_ALLOWED", "Send one payment source.", field: "/payment_source")
        }
        guard kind == "paypal", let wallet = source[kind] else {
            throw RESTError.unprocessable(
                "PAYMENT_SOURCE_CANNOT_BE_USED", "PayTerm's buyers pay with their PayPal wallet: use payment_source.paypal, not \(kind).",
                field: "/payment_source/\(kind)")
        }
        return wallet
    }
}
