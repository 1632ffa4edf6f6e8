
/// Looking up the accounts on either side of a payment.
enum Accounts {
    /// The PayPal account id of a registered buyer or merchant named by email or phone; nil when nobody has it.
    static func accountId(of identity: String, in db: any StoreTransaction) throws -> String? {
        if identity.hasPrefix("+") {
            return try db.document(BuyerAccount.self, alias: identity, in: .buyerPhone)?.id
        }
        if let buyer = try db.document(BuyerAccount.self, alias: identity, in: .buyerEmail) { return buyer.id }
        return try db.document(MerchantAccount.self, alias: identity, in: .merchantEmail)?.id
    }

    /// True when the payment is personal and a receiver lives where recipients always pay the fees of personal
    /// payments, so the sender may not take them on.
    static func recipientsPayFees(of record: PayKeyRecord, in db: any StoreTransaction) throws -> Bool {
        guard record.receivers.contains(where: { $0.paymentType == .personal }) else { return false }
        for receiver in record.receivers where receiver.paymentType == .personal {
            guard let id = receiver.accountId, let account = try db.document(BuyerAccount.self, id: id) else { continue }
            if FeeSchedule.recipientPaysPersonalFees.contains(account.country) { return true }
        }
        return false
    }

    /// The source a payment falls back to: the balance when it holds anything, else the first bank or card.
    static func defaultSource(of buyer: BuyerAccount) -> FundingSource {
        let balance = buyer.fundingSources.first { $0.kind == .balance }
        let other = buyer.fundingSources.first { $0.kind != .balance }
        if let balance, buyer.balances.values.contains(where: { $0 > 0 }) || other == nil { return balance }
        return other ?? FundingSource(id: "none", kind: .balance, label: "PayPal balance")
    }

    /// Files the payment's transaction ids so PaymentDetails and Refund can find it by them.
    static func fileTransactions(of record: PayKeyRecord, in db: any StoreTransaction) throws {
        let ids = record.receivers.compactMap(\.transactionId) + [record.senderTransactionId].compactMap { $0 }
        for id in ids { try db.addAlias(id, in: .transactionId, for: record.id) }
    }

    /// Files the refunds' transaction ids, which the payment's timeline shows, so the support desk finds it by them.
    static func fileRefunds(_ outcomes: [RefundOutcome], of record: PayKeyRecord, in db: any StoreTransaction) throws {
        for id in outcomes.compactMap(\.refundTransactionId) { try db.addAlias(id, in: .refundTransactionId, for: record.id) }
    }

    /// Puts refunded money back in the sender's balance when the payment was funded from it. In a chained
    /// payment the sender paid the primary receiver only, so only the primary's refund comes back to them.
    static func creditRefunds(_ outcomes: [RefundOutcome], of record: PayKeyRecord, in db: any StoreTransaction) throws {
        guard record.fundingKind == .balance, let senderId = record.senderAccountId,
              var sender = try db.document(BuyerAccount.self, id: senderId)
        else { return }
        let toSender = record.shape == .chained ? outcomes.filter(\.receiver.isPrimary) : outcomes
        sender.credit(toSender.compactMap(\.refundedNow).sum(in: record.currency))
        try db.save(sender)
    }
}
