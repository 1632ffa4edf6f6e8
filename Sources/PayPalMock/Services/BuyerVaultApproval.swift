import Foundation

/// The buyer's side of a PayPal setup token: agreeing to let the merchant charge their wallet later.
extension BuyerSide {
    /// Logs in and agrees in one call, for scripts following the setup token's approve link. Without a funding
    /// source the buyer's default one is saved.
    func approveSetupToken(id: String, signingIn body: CheckoutApprovalBody) async throws -> SetupToken {
        let session = try await logIn(LoginBody(email: body.email, password: body.password, phone: body.phone, pin: body.pin))
        let now = clock.now()
        return try await store.write { db in
            let buyer = try sessionBuyer(session.sessionToken, db: db, now: now)
            var token = try db.owned(SetupToken.self, id: id, by: nil, field: "approval_session_id")
            let source = try body.fundingSourceId.map { try fundingSource($0, of: buyer) } ?? Accounts.defaultSource(of: buyer)
            try token.approve(by: Order.Payer(buyer), fundingSourceId: source.id)
            try db.save(token)
            return token
        }
    }
}
