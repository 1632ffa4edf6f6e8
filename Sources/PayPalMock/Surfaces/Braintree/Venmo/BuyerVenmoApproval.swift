import Foundation

/// The buyer's side of a Venmo payment context, as the Venmo app shows it: the paysheet, and the signed-in buyer
/// approving it with their Venmo account (which mints the nonce the merchant's app reads back) or cancelling it.
extension BuyerSide {
    /// A payment context, for the signed-in buyer to review; one another buyer approved is not theirs to see.
    func venmoContext(id: String, session: String) async throws -> VenmoPaymentContext {
        let now = clock.now()
        return try await store.read { db in
            let buyer = try sessionBuyer(session, db: db, now: now)
            let context = try venmoContext(id, in: db)
            try Self.checkOwner(context.approval?.buyerId, is: buyer, field: "context_id", id: id)
            return context
        }
    }

    /// The signed-in buyer approves with their Venmo account: the first approval of an open context wins.
    func approveVenmo(id: String, session: String) async throws -> VenmoPaymentContext {
        let now = clock.now()
        return try await store.write { db in
            let buyer = try sessionBuyer(session, db: db, now: now)
            var context = try venmoContext(id, in: db)
            guard let user = buyer.venmo else {
                throw RESTError.unprocessable(
                    "VENMO_ACCOUNT_NOT_FOUND", "\(buyer.email) has no Venmo account: sign in as a buyer who has one, such as alex@personal.example.com (@alex-rivera).")
            }
            let paysheet = context.paysheet
            let nonce = VenmoAccountNonce(
                id: UUID().uuidString.lowercased(), merchantId: context.merchantId, user: user, payerEmail: buyer.email, multiUse: paysheet.usage == .multiUse)
            try Self.decide { () throws(VenmoPaymentContext.Refusal) in
                try context.approve(VenmoPaymentContext.Approval(
                    buyerId: buyer.id, user: user, email: buyer.email, firstName: buyer.givenName, lastName: buyer.surname, phone: buyer.phone,
                    shippingAddress: paysheet.collectsShippingAddress ? buyer.addresses.first : nil,
                    billingAddress: paysheet.collectsBillingAddress ? buyer.addresses.first : nil, nonce: nonce.id, approvedAt: now))
            }
            try db.save(context)
            try db.save(nonce)
            return context
        }
    }

    /// The signed-in buyer cancels in the Venmo app; the context cannot be approved after.
    func cancelVenmo(id: String, session: String) async throws -> VenmoPaymentContext {
        let now = clock.now()
        return try await store.write { db in
            let buyer = try sessionBuyer(session, db: db, now: now)
            var context = try venmoContext(id, in: db)
            try Self.decide { () throws(VenmoPaymentContext.Refusal) in try context.cancel(by: buyer.id) }
            try db.save(context)
            return context
        }
    }

    private func venmoContext(_ id: String, in db: any StoreTransaction) throws -> VenmoPaymentContext {
        guard let context = try db.document(VenmoPaymentContext.self, id: id) else { throw RESTError.notFound("context_id", id) }
        return context
    }

    /// Runs a decision on a context, its refusal as the buyer side's 422.
    private static func decide(_ decision: () throws(VenmoPaymentContext.Refusal) -> Void) throws {
        do throws(VenmoPaymentContext.Refusal) {
            try decision()
        } catch {
            throw RESTError.unprocessable(error.issue, error.message)
        }
    }
}
