import Foundation
import PayPalVocabulary

/// Who is calling Adaptive Payments.
enum AdaptiveCaller: Sendable {
    /// A merchant's server, with the API caller's user id, password and signature.
    case merchant
    /// The mobile library's own checkout, for the buyer logged in to it (their session token as the device token).
    case mobileLibrary(buyerId: String)

    var isMobileLibrary: Bool {
        if case .mobileLibrary = self { return true }
        return false
    }
}

/// The Adaptive Payments operations, each run as one store transaction.
struct AdaptivePayments: Sendable {
    let store: Store
    let clock: VirtualClock

    // MARK: Pay

    func pay(_ body: PayBody, caller: AdaptiveCaller) async throws -> PayPayload {
        let instruction = try PayInstruction(body, urlsRequired: !caller.isMobileLibrary)
        let now = clock.now()
        return try await store.write { db in try makePayment(instruction, caller: caller, db: db, now: now) }.get()
    }

    /// Thrown failures roll the transaction back; a returned failure commits what was saved (a counted PIN failure).
    private func makePayment(
        _ instruction: PayInstruction, caller: AdaptiveCaller, db: any StoreTransaction, now: Date
    ) throws -> Result<PayPayload, AdaptiveFailure> {
        var sender: BuyerAccount?
        switch caller {
        case .mobileLibrary(let buyerId):
            sender = try db.document(BuyerAccount.self, id: buyerId)
        case .merchant:
            if let email = instruction.senderEmail {
                guard let buyer = try db.document(BuyerAccount.self, alias: email, in: .buyerEmail) else {
                    throw AdaptiveFailure(.unknownEmail(email))
                }
                sender = buyer
            }
        }
        var record = PayKeyRecord(
            id: Identifier.payKey(), actionType: instruction.actionType,
            origin: caller.isMobileLibrary ? .mobileLibrary : .merchantServer,
            currency: instruction.currency, receivers: instruction.receivers, feesPayer: instruction.feesPayer,
            memo: instruction.memo, trackingId: instruction.trackingId, returnUrl: instruction.returnUrl,
            cancelUrl: instruction.cancelUrl, ipnNotificationUrl: instruction.ipnNotificationUrl,
            senderEmail: sender?.email, senderAccountId: sender?.id, preapprovalKey: instruction.preapprovalKey,
            createdAt: now, expiresAt: now.addingTimeInterval(PayKeyRecord.lifetime), senderFee: .zero(instruction.currency))
        for index in record.receivers.indices {
            record.receivers[index].accountId = try Accounts.accountId(of: record.receivers[index].identity, in: db)
            if let sender, record.receivers[index].accountId == sender.id { throw AdaptiveFailure(.senderIsReceiver) }
        }
        if try Accounts.recipientsPayFees(of: record, in: db) { record.feesPayer = .eachReceiver }
        if let trackingId = record.trackingId, try db.document(PayKeyRecord.self, alias: trackingId, in: .trackingId) != nil {
            throw AdaptiveFailure(.duplicateTrackingId)
        }
        if let key = instruction.preapprovalKey {
            guard var buyer = sender else { throw AdaptiveFailure(.preapprovalNeedsSender) }
            if instruction.actionType == .pay,
               case .failure(let refusal) = try payUnderPreapproval(key, record: &record, sender: &buyer, pin: instruction.pin, db: db, now: now) {
                return .failure(refusal)
            }
        }
        try db.save(record)
        if let trackingId = record.trackingId { try db.addAlias(trackingId, in: .trackingId, for: record.id) }
        return .success(PayPayload(record, at: now))
    }

    /// Takes the payment under the buyer's preapproval, checking every term. A refused term is returned, after the
    /// preapproval is saved so that a wrong PIN counts; a declined funding source completes the call with
    /// `paymentExecStatus=ERROR`, as PayPal reported it.
    private func payUnderPreapproval(
        _ key: String, record: inout PayKeyRecord, sender: inout BuyerAccount, pin: String?, db: any StoreTransaction, now: Date
    ) throws -> Result<Void, AdaptiveFailure> {
        guard var preapproval = try db.document(PreapprovalRecord.self, id: key) else {
            throw AdaptiveFailure(.invalidParameter("preapprovalKey", value: key))
        }
        let verdict = preapproval.authorizePayment(amount: record.baseAmount, senderEmail: sender.email, pin: pin, at: now)
        try db.save(preapproval)
        if case .failure(let error) = verdict { return .failure(AdaptiveFailure(error)) }
        let source = preapproval.fundingSourceId.flatMap(sender.fundingSource(id:)) ?? Accounts.defaultSource(of: sender)
        switch record.settle(sender: &sender, source: source, at: now) {
        case .success:
            preapproval.recordPayment(record.baseAmount, at: now)
            try db.save(preapproval)
            try db.save(sender)
            try Accounts.fileTransactions(of: record, in: db)
            try InstantPaymentNotifications.send(IPNFields.payment(record), to: record.ipnNotificationUrl, in: db, at: now)
        case .failure(let problem):
            record.fail(with: problem)
        }
        return .success(())
    }

    // MARK: PaymentDetails and ExecutePayment

    func paymentDetails(_ body: PaymentLookupBody) async throws -> PaymentDetailsPayload {
        let now = clock.now()
        let record = try await store.read { db in try findPayment(body.payKey, body.transactionId, body.trackingId, db: db) }
        return PaymentDetailsPayload(record, at: now)
    }

    func executePayment(_ body: ExecutePaymentBody) async throws -> ExecutePaymentPayload {
        let payKey = try AdaptiveFields.required(body.payKey, "payKey")
        let now = clock.now()
        return try await store.write { db -> Result<ExecutePaymentPayload, AdaptiveFailure> in
            var record = try findPayment(payKey, nil, nil, db: db)
            switch record.status(at: now) {
            case .expired: throw AdaptiveFailure(.payKeyExpired(payKey))
            case .created: break
            default: throw AdaptiveFailure(.payKeyUsed(payKey))
            }
            guard record.actionType == .create else {
                throw AdaptiveFailure(.invalidParameter(
                    "payKey", value: payKey, because: "ExecutePayment runs payments made with actionType CREATE"))
            }
            guard let key = record.preapprovalKey, let senderId = record.senderAccountId,
                  var sender = try db.document(BuyerAccount.self, id: senderId)
            else { throw AdaptiveFailure(.mustBeAuthorizedBySender) }
            if case .failure(let refusal) = try payUnderPreapproval(key, record: &record, sender: &sender, pin: nil, db: db, now: now) {
                return .failure(refusal)
            }
            try db.save(record)
            return .success(ExecutePaymentPayload(paymentExecStatus: record.status.rawValue, payErrorList: PayErrorList(record.payErrors)))
        }.get()
    }

    /// The payment named by pay key, transaction id or tracking id, whichever is given first.
    private func findPayment(_ payKey: String?, _ transactionId: String?, _ trackingId: String?, db: any StoreTransaction) throws -> PayKeyRecord {
        if let payKey {
            guard let record = try db.document(PayKeyRecord.self, id: payKey) else {
                throw AdaptiveFailure(.invalidParameter("payKey", value: payKey))
            }
            return record
        }
        if let transactionId {
            guard let record = try db.document(PayKeyRecord.self, alias: transactionId, in: .transactionId) else {
                throw AdaptiveFailure(.invalidTransactionId(transactionId))
            }
            return record
        }
        if let trackingId {
            guard let record = try db.document(PayKeyRecord.self, alias: trackingId, in: .trackingId) else {
                throw AdaptiveFailure(.invalidTrackingId(trackingId))
            }
            return record
        }
        throw AdaptiveFailure(.missingPaymentKey)
    }

    // MARK: Refund

    func refund(_ body: RefundBody) async throws -> RefundPayload {
        guard let code = body.currencyCode else { throw AdaptiveFailure(.refundCurrencyMissing) }
        let currency = try AdaptiveFields.currency(code)
        let amounts = try (body.receiverList?.receiver).map { receivers in
            try receivers.enumerated().map { index, receiver in
                let name = "receiverList.receiver(\(index))"
                let identity = try AdaptiveFields.required(receiver.identity, "\(name).email")
                let normalized = receiver.email ?? AdaptiveFields.normalizedPhone(identity)
                return (receiver: normalized, amount: try AdaptiveFields.money(receiver.amount, "\(name).amount", in: currency))
            }
        }
        let outcomes = try await refund(amounts: amounts, currency: currency) { db in
            try findPayment(body.payKey, body.transactionId, body.trackingId, db: db)
        }
        return RefundPayload(currencyCode: currency.code, refundInfoList: .init(refundInfo: outcomes.map(RefundPayload.RefundInfo.init)))
    }

    /// Refunds the payment `find` finds, in one store transaction, and credits the sender's balance. Support is
    /// refused a refund that finds nothing left to refund (another took it meanwhile), where the API answers each
    /// receiver's `ALREADY_REVERSED_OR_REFUNDED`.
    func refund(
        amounts: [(receiver: String, amount: Money)]?, currency: Currency, bySupport: Bool = false,
        of find: @escaping @Sendable (any StoreTransaction) throws -> PayKeyRecord
    ) async throws -> [RefundOutcome] {
        let now = clock.now()
        return try await store.write { db in
            var record = try find(db)
            let outcomes = try record.refund(amounts: amounts, currency: currency, at: now, bySupport: bySupport).mapError { AdaptiveFailure($0) }.get()
            if bySupport, outcomes.allSatisfy({ $0.refundedNow == nil }) { throw SupportDesk.taken("\(record.id) has nothing left to refund") }
            try db.save(record)
            try Accounts.fileRefunds(outcomes, of: record, in: db)
            try Accounts.creditRefunds(outcomes, of: record, in: db)
            return outcomes
        }
    }
}
