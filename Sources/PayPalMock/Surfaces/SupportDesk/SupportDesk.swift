import Foundation
import PayPalVocabulary

/// PayPal's support desk on the backend: finds cases, shows them, and takes the actions support may take, each
/// through the same services the APIs use (so it causes the webhooks and IPN messages they cause) and kept on
/// the case's timeline with who took it.
struct SupportDesk: Sendable {
    let store: Store
    let clock: VirtualClock
    let events: WebhookEvents
    /// Read for the calls a debug or correlation id names.
    let journal: Journal

    /// The most cases a search answers with, newest first.
    static let maxResults = 100

    func search(_ query: String) async throws -> [CaseSummary] {
        let query = query.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty, query.count <= CaseFinder.maxQueryLength else {
            throw RESTError.invalidRequest(
                "INVALID_PARAMETER_VALUE", "q is an id, a debug or correlation id, or an email: 1 to \(CaseFinder.maxQueryLength) characters.",
                field: "q")
        }
        await journal.drain()
        let now = clock.now()
        return try await store.read { db in
            let summaries = try CaseFinder.find(query, in: db).compactMap { match -> CaseSummary? in
                guard var summary = try CaseFiles.summary(match.reference, in: db, at: now) else { return nil }
                summary.matched = match.matched
                return summary
            }
            // The finder gives each kind newest first: within a second, its order stands.
            let newestFirst = summaries.enumerated().sorted {
                $0.element.createTime == $1.element.createTime ? $0.offset < $1.offset : $0.element.createTime > $1.element.createTime
            }
            return Array(newestFirst.map(\.element).prefix(Self.maxResults))
        }
    }

    func file(_ reference: CaseReference) async throws -> CaseFile {
        let now = clock.now()
        guard let file = try await store.read({ db in try CaseFiles.file(reference, in: db, at: now) }) else {
            throw RESTError.notFound("id", reference.id)
        }
        return file
    }

    /// Takes an action the case offers now; the answer has the case as it is after, and the notifications the
    /// action caused (sent once the answer is out).
    func perform(_ order: SupportOrder) async throws -> SupportOutcome {
        let before = try await file(order.reference)
        guard let offer = before.actions.first(where: { $0.action == order.action && $0.target == order.target }) else {
            throw RESTError.unprocessable(
                "ACTION_NOT_AVAILABLE",
                "\(order.action.rawValue) on \(order.target.prefix(64)) is not something support can do to this case now; its actions are listed with it.")
        }
        let firstNew = try await store.read { db in try db.lastDocumentPosition() }
        let outcome: String
        do {
            outcome = try await carryOut(order, offer)
        } catch let failure as AdaptiveFailure {
            // The Adaptive and Braintree services refuse in their APIs' shapes; support's API is REST.
            let error = failure.errors.first
            throw RESTError.unprocessable("ADAPTIVE_\(error?.errorId ?? "ERROR")", error?.message ?? "Adaptive Payments refused.")
        } catch let failure as GatewayFailure {
            throw RESTError.unprocessable("BRAINTREE_\(failure.errors.first?.code ?? "ERROR")", failure.errors.first?.message ?? failure.message)
        }
        let now = clock.now()
        let record = SupportActionRecord(
            id: UUID().uuidString.lowercased(), reference: order.reference, action: order.action, target: order.target, amount: order.amount,
            agent: order.agent, outcome: outcome, time: now)
        let caused = try await store.write { db in
            try db.save(record)
            return try Self.notifications(after: firstNew, in: db) + (order.action.resends ? Self.notification(order.target, in: db) : [])
        }
        return SupportOutcome(outcome: outcome, case: try await file(order.reference), caused: caused)
    }

    private func carryOut(_ order: SupportOrder, _ offer: CaseFile.Offer) async throws -> String {
        let payments = Payments(store: store, clock: clock, events: events)
        let target = order.target
        switch (order.action, order.reference.kind) {
        case (.refund, .order):
            let refund = try await payments.refund(captureId: target, RefundRequestBody(amount: order.amountBody))
            return "refunded \(refund.amount) of capture \(target) (refund \(refund.id))"
        case (.refund, .payKey):
            return try await refundAdaptive(order)
        case (.refund, .braintreeTransaction):
            let credit = try await gateway(for: target).refund(id: target, amount: order.amount?.text)
            return "refunded \(credit?.amount.description ?? "") of sale \(target) (credit \(credit?.id ?? ""))"
        case (.void, .order):
            _ = try await payments.void(authorizationId: target)
            return "voided authorization \(target)"
        case (.void, .braintreeTransaction):
            _ = try await gateway(for: target).void(id: target)
            return "voided sale \(target)"
        case (.reauthorize, _):
            let authorization = try await payments.reauthorize(authorizationId: target, ReauthorizeBody(amount: order.amountBody))
            return "reauthorized \(target) for \(authorization.amount) (authorization \(authorization.id))"
        case (.cancelPreapproval, _):
            _ = try await AdaptivePayments(store: store, clock: clock).cancelPreapproval(PreapprovalKeyBody(preapprovalKey: target), bySupport: true)
            return "canceled preapproval \(target)"
        case (.resendWebhook, _):
            _ = try await Webhooks(store: store, clock: clock).resend(id: target, ResendBody())
            return "resent webhook event \(target)"
        case (.resendIPN, _):
            try await resendIPN(target)
            return "resent IPN message \(target)"
        case (.unlockBuyer, _):
            try await unlock(buyer: target)
            return "unlocked \(target)"
        case (.refund, .preapproval), (.void, .payKey), (.void, .preapproval):
            throw RESTError.unprocessable("ACTION_NOT_AVAILABLE", "\(offer.label) cannot be done to a \(order.reference.kind.rawValue).")
        }
    }

    /// A full refund (the target is the pay key) or one receiver's (the target is their transaction id).
    private func refundAdaptive(_ order: SupportOrder) async throws -> String {
        let key = order.reference.id
        let target = order.target
        let record = try await store.read { db in try db.document(PayKeyRecord.self, id: key) }
        guard let record else { throw RESTError.notFound("id", key) }
        let amounts = try record.receivers.first { $0.transactionId == target }.map { receiver in
            let amount = order.amount ?? receiver.refundable
            guard amount.currency == record.currency else {
                throw RESTError.unprocessable("CURRENCY_MISMATCH", "Refund in \(record.currency.code), the payment's currency.", field: "amount.currency_code")
            }
            return [(receiver: receiver.identity, amount: amount)]
        }
        let outcomes = try await AdaptivePayments(store: store, clock: clock).refund(amounts: amounts, currency: record.currency, bySupport: true) { db in
            guard let record = try db.document(PayKeyRecord.self, id: key) else { throw RESTError.notFound("id", key) }
            return record
        }
        let refunded = outcomes.compactMap(\.refundedNow).sum(in: record.currency)
        return "refunded \(refunded) of payment \(key)" + (amounts?.first.map { " from \($0.receiver)" } ?? "")
    }

    private func gateway(for id: String) async throws -> BraintreeGateway {
        let merchantId = try await store.read { db in try db.document(GatewayTransaction.self, id: id)?.merchantId } ?? ""
        return BraintreeGateway(store: store, clock: clock, merchant: BraintreeMerchant(merchantId: merchantId, publicKey: "", privateKey: ""))
    }

    private func resendIPN(_ id: String) async throws {
        let now = clock.now()
        try await store.write { db in
            guard var message = try db.document(IPNMessage.self, id: id) else { throw RESTError.notFound("id", id) }
            try message.resend(at: now)
            try db.enqueue(message)
        }
    }

    private func unlock(buyer email: String) async throws {
        try await store.write { db in
            guard var buyer = try db.document(BuyerAccount.self, alias: email, in: .buyerEmail) else { throw RESTError.notFound("email", email) }
            guard buyer.isHeldBack else { throw Self.taken("\(email) is not locked out, and has no failed log-ins to forget") }
            buyer.unlock()
            try db.save(buyer)
        }
    }

    /// The refusal of an action the case offered when it was read, and that another action (another agent's, the
    /// same one sent twice) took meanwhile: `what` says how the case stands now.
    static func taken(_ what: String) -> RESTError {
        RESTError.unprocessable("ACTION_NOT_AVAILABLE", "Not done: \(what), another action having taken it meanwhile. Read the case again.")
    }

    private static func notifications(after position: Int64, in db: any StoreTransaction) throws -> [CaseFile.Notification] {
        let ids = try db.documentIds(after: position, kinds: [WebhookEvent.kind, IPNMessage.kind])
        return try ids.flatMap { try notification($0, in: db) }
    }

    private static func notification(_ id: String, in db: any StoreTransaction) throws -> [CaseFile.Notification] {
        if let event = try db.document(WebhookEvent.self, id: id) { return [CaseParts.notification(event)] }
        if let message = try db.document(IPNMessage.self, id: id) { return [CaseParts.notification(message)] }
        return []
    }
}
