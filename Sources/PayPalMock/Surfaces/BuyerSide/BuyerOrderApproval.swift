import Foundation

/// The buyer's side of an Orders v2 order: look at it, and approve it with a funding source and an address.
extension BuyerSide {
    /// The buyer approves the order. Without a funding source the default one pays (the balance when it holds
    /// something); without an address, the buyer's first one ships. A source that declines, or a balance too low, is
    /// refused here, in PayPal's sheet, so the buyer can choose another way to pay before the merchant hears of it.
    func approve(orderId: String, token: String, _ body: ApproveBody) async throws -> CheckoutOrders.Snapshot {
        let now = clock.now()
        return try await store.write { db in try approve(orderId: orderId, by: sessionBuyer(token, db: db, now: now), body, in: db, at: now) }
    }

    private func approve(orderId: String, by buyer: BuyerAccount, _ body: ApproveBody, in db: any StoreTransaction, at now: Date) throws -> CheckoutOrders.Snapshot {
        var order = try CheckoutOrders.order(orderId, in: db)
        let source = try body.fundingSourceId.map { try fundingSource($0, of: buyer) } ?? Accounts.defaultSource(of: buyer)
        let address = try shippingAddress(body.shippingAddressId, of: buyer) ?? buyer.addresses.first
        if source.declines { throw Self.declined(source) }
        if source.kind == .balance, buyer.balance(in: order.total.currency) < order.total {
            throw RESTError.unprocessable(
                "INSUFFICIENT_FUNDS",
                "The balance (\(buyer.balance(in: order.total.currency).text) \(order.total.currency.code)) does not cover \(order.total.text): choose another way to pay.")
        }
        try order.approve(by: buyer, source: source, address: address, at: now)
        try db.save(order)
        try events.publish(.orderApproved, in: db, at: now) { OrderView(order, payments: OrderPayments(), base: $0, detail: .representation) }
        return (order, try CheckoutOrders.payments(of: order, in: db, at: now))
    }

    /// The order as the logged-in buyer sees it: one another buyer approved is not theirs to see.
    func order(id: String, token: String) async throws -> CheckoutOrders.Snapshot {
        let now = clock.now()
        return try await store.read { db in
            let buyer = try sessionBuyer(token, db: db, now: now)
            let order = try CheckoutOrders.order(id, in: db)
            try Self.checkOwner(order.payer?.payerId, is: buyer, field: "order_id", id: id)
            return (order, try CheckoutOrders.payments(of: order, in: db, at: now))
        }
    }

    /// Refuses a buyer a resource another buyer has taken on (approved, paid, agreed to) as if it did not exist:
    /// its payer's email and address are not theirs to read.
    static func checkOwner(_ ownerId: String?, is buyer: BuyerAccount, field: String, id: String) throws {
        guard let ownerId, ownerId != buyer.id else { return }
        throw RESTError.notFound(field, id)
    }

    /// Logs in and approves in one transaction, for scripts following the order's approve link.
    func approve(orderId: String, signingIn body: CheckoutApprovalBody) async throws -> CheckoutOrders.Snapshot {
        let approval = ApproveBody(fundingSourceId: body.fundingSourceId, shippingAddressId: body.shippingAddressId)
        return try await signedIn(body.logIn) { buyer, db, now in try approve(orderId: orderId, by: buyer, approval, in: db, at: now) }
    }
}
