import Foundation

/// The buyer's side of a PayPal setup token: agreeing to let the merchant charge their wallet later.
extension BuyerSide {
    /// The logged-in buyer agrees to save their wallet, to be charged from the funding source (their default one
    /// when not named).
    func approveSetupToken(id: String, token: String, _ body: ApproveBody, field: String = "id") async throws -> SetupToken {
        let now = clock.now()
        return try await store.write { db in
            let buyer = try sessionBuyer(token, db: db, now: now)
            var setup = try db.owned(SetupToken.self, id: id, by: nil, field: field)
            let source = try body.fundingSourceId.map { try fundingSource($0, of: buyer) } ?? Accounts.defaultSource(of: buyer)
            try setup.approve(by: Order.Payer(buyer), fundingSourceId: source.id)
            try db.save(setup)
            return setup
        }
    }

    /// Logs in and agrees in one call, for scripts following the setup token's approve link.
    func approveSetupToken(id: String, signingIn body: CheckoutApprovalBody) async throws -> SetupToken {
        let session = try await logIn(LoginBody(email: body.email, password: body.password, phone: body.phone, pin: body.pin))
        return try await approveSetupToken(
            id: id, token: session.sessionToken, ApproveBody(fundingSourceId: body.fundingSourceId, shippingAddressId: nil), field: "approval_session_id")
    }
}
