import Foundation

/// The buyer's side of a PayPal setup token: agreeing to let the merchant charge their wallet later.
extension BuyerSide {
    /// The logged-in buyer agrees to save their wallet, to be charged from the funding source (their default one
    /// when not named).
    func approveSetupToken(id: String, token: String, _ body: ApproveBody) async throws -> SetupToken {
        let now = clock.now()
        return try await store.write { db in
            try approve(db.owned(SetupToken.self, id: id, by: nil, field: "id"), by: sessionBuyer(token, db: db, now: now), body, in: db)
        }
    }

    /// Logs in and agrees in one transaction, for scripts following the setup token's approve link, which names
    /// its approval session.
    func approveSetupToken(approvalSession session: String, signingIn body: CheckoutApprovalBody) async throws -> SetupToken {
        let approval = ApproveBody(fundingSourceId: body.fundingSourceId, shippingAddressId: nil)
        return try await signedIn(body.logIn) { buyer, db, _ in
            try approve(db.setupToken(approvalSession: session), by: buyer, approval, in: db)
        }
    }

    private func approve(_ token: SetupToken, by buyer: BuyerAccount, _ body: ApproveBody, in db: any StoreTransaction) throws -> SetupToken {
        var setup = token
        let source = try body.fundingSourceId.map { try fundingSource($0, of: buyer) } ?? Accounts.defaultSource(of: buyer)
        try setup.approve(by: Order.Payer(buyer), fundingSourceId: source.id)
        try db.save(setup)
        return setup
    }
}
