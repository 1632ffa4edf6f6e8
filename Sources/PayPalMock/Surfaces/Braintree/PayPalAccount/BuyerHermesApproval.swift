import Foundation

/// The buyer's side of a Braintree PayPal approval (an EC or BA token the client API opened): what the PayPal app or
/// PayPal's web page shows, and the buyer approving or cancelling it, which sends them back to the merchant's app.
extension BuyerSide {
    /// A Hermes approval, for the logged-in buyer to review, and the buyer; one another buyer approved is not theirs
    /// to see.
    func hermes(token: String, session: String) async throws -> (HermesResource, BuyerAccount) {
        let now = clock.now()
        return try await store.read { db in
            let buyer = try sessionBuyer(session, db: db, now: now)
            let resource = try hermes(token, in: db)
            try Self.checkOwner(resource.approval?.payerId, is: buyer, field: "token", id: token)
            return (resource, buyer)
        }
    }

    /// The logged-in buyer approves, paying from the funding source named (their default one when not named), or by
    /// the Pay Later plan named, which that source then pays by autopay; the answer is the URL back to the merchant's
    /// app from `surface`.
    func approveHermes(
        token: String, session: String, fundingSourceId: String?, payLaterPlan: String? = nil, contact chosen: Contact? = nil,
        from surface: HermesResource.Surface
    ) async throws -> String {
        let now = clock.now()
        return try await store.write { db in
            let buyer = try sessionBuyer(session, db: db, now: now)
            var resource = try hermes(token, in: db)
            let source = try fundingSourceId.map { try fundingSource($0, of: buyer) } ?? Accounts.defaultSource(of: buyer)
            if let approval = resource.approval, approval.payerId != buyer.id {
                throw RESTError.unprocessable("APPROVAL_ALREADY_GIVEN", "Another buyer approved \(token) already.")
            }
            let plan = try payLaterPlan.map { id in
                guard let plan = resource.payLaterPlans(at: now).first(where: { $0.id == id }) else {
                    throw RESTError.unprocessable("PAY_LATER_NOT_AVAILABLE", "Pay Later plan \(id) is not offered for this checkout.", field: "pay_later_plan")
                }
                return plan
            }
            if let shipping = resource.shipping, shipping.addressId == nil || shipping.issue != nil {
                throw RESTError.unprocessable(
                    "SHIPPING_NOT_ACCEPTED", "The merchant's server has not accepted an address and option: choose another.", field: "shipping")
            }
            let choices = resource.contact?.choices(buyerEmail: buyer.email, buyerPhone: buyer.phone) ?? []
            if let chosen, !choices.contains(chosen) {
                throw RESTError.unprocessable("CONTACT_NOT_AVAILABLE", "The contact is not one this checkout lets the buyer choose.", field: "contact")
            }
            resource.approval = HermesResource.Approval(
                payerId: buyer.id, email: buyer.email, firstName: buyer.givenName, lastName: buyer.surname, phone: buyer.phone,
                countryCode: buyer.country, fundingSourceId: source.id, approvedAt: now, payLater: plan, contact: chosen ?? choices.first)
            try db.save(resource)
            return try redirect(resource, from: surface, approved: true)
        }
    }

    /// The URL back to the merchant's app when the buyer cancels from `surface`; nothing changes. A buyer may cancel
    /// before logging in; a logged-in one (`session`) only an approval no other buyer gave.
    func cancelHermes(token: String, session: String?, from surface: HermesResource.Surface) async throws -> String {
        let now = clock.now()
        return try await store.read { db in
            let resource = try hermes(token, in: db)
            if let session { try Self.checkOwner(resource.approval?.payerId, is: try sessionBuyer(session, db: db, now: now), field: "token", id: token) }
            return try redirect(resource, from: surface, approved: false)
        }
    }

    private func hermes(_ token: String, in db: any StoreTransaction) throws -> HermesResource {
        guard let resource = try db.document(HermesResource.self, id: token) else {
            throw RESTError.notFound("token", token)
        }
        return resource
    }

    private func redirect(_ resource: HermesResource, from surface: HermesResource.Surface, approved: Bool) throws -> String {
        guard let url = resource.redirect(from: surface, approved: approved) else {
            throw RESTError.unprocessable(
                "NO_RETURN_URL", "The merchant's app gave no URL to return to from the PayPal \(surface == .app ? "app" : "web page").")
        }
        return url
    }
}
