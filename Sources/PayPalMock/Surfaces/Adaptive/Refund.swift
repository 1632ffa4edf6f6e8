import Foundation
import PayPalVocabulary

/// What a Refund did for one receiver, as `refundInfoList` reports it.
struct RefundOutcome: Sendable, Equatable {
    enum Status: String, Sendable {
        case refunded = "REFUNDED"
        case notPaid = "NOT_PAID"
        case alreadyRefunded = "ALREADY_REVERSED_OR_REFUNDED"
    }

    var receiver: ReceiverPayment
    var status: Status
    var refundedNow: Money?
    var refundTransactionId: String?
}

extension PayKeyRecord {
    /// Refunds may be made for this long after the payment.
    static let refundWindow: TimeInterval = 60 * 24 * 60 * 60

    /// Refunds the named receivers by the named amounts, or everyone in full when `amounts` is nil.
    /// Every amount is checked before anything changes. The API may not refund a payment made in the mobile
    /// library; PayPal's support may (`bySupport`).
    mutating func refund(
        amounts: [(receiver: String, amount: Money)]?, currency: Currency, at now: Date, bySupport: Bool = false
    ) -> Result<[RefundOutcome], AdaptiveError> {
        if origin == .mobileLibrary, !bySupport { return .failure(.refundNotAllowed) }
        if currency != self.currency { return .failure(.refundCurrencyMismatch) }
        guard status == .completed || status == .incomplete, let completedAt else {
            return .success(receivers.map { RefundOutcome(receiver: $0, status: .notPaid) })
        }
        if now.timeIntervalSince(completedAt) > Self.refundWindow { return .failure(.refundTimeLimit) }
        guard let amounts else {
            return hasPartialRefunds ? .failure(.fullRefundAfterPartial) : .success(note(refundInFull(), at: now))
        }
        if shape == .chained { return .failure(.chainedNeedsFullRefund) }

        var planned: [(index: Int, amount: Money)] = []
        for (name, amount) in amounts {
            guard let index = receiverIndex(named: name) else { return .failure(.refundReceiverNotInPayment(name)) }
            let receiver = receivers[index]
            guard amount.isPositive, amount <= receiver.amount else { return .failure(.refundAmountInvalid) }
            if !receiver.refundable.isPositive { return .failure(.alreadyFullyRefunded) }
            if amount > receiver.refundable { return .failure(.refundExceedsRemaining) }
            planned.append((index, amount))
        }
        return .success(note(planned.map { refund(receiverAt: $0.index, by: $0.amount) }, at: now))
    }

    /// Adds the refunds made to the record's history.
    private mutating func note(_ outcomes: [RefundOutcome], at now: Date) -> [RefundOutcome] {
        let marks = outcomes.compactMap { outcome -> RefundMark? in
            guard let amount = outcome.refundedNow, let id = outcome.refundTransactionId else { return nil }
            return RefundMark(time: now, receiver: outcome.receiver.identity, amount: amount, transactionId: id)
        }
        refundHistory = (refundHistory ?? []) + marks
        return outcomes
    }

    private mutating func refundInFull() -> [RefundOutcome] {
        receivers.indices.map { index in
            let remaining = receivers[index].refundable
            guard remaining.isPositive else { return RefundOutcome(receiver: receivers[index], status: .alreadyRefunded) }
            return refund(receiverAt: index, by: remaining)
        }
    }

    private mutating func refund(receiverAt index: Int, by amount: Money) -> RefundOutcome {
        receivers[index].refunded = receivers[index].refunded + amount
        receivers[index].transactionStatus = receivers[index].refundable.isPositive ? .partiallyRefunded : .refunded
        return RefundOutcome(
            receiver: receivers[index], status: .refunded, refundedNow: amount, refundTransactionId: Identifier.transactionId())
    }

    /// True when some receiver has been refunded in part: PayPal then refuses a full refund.
    private var hasPartialRefunds: Bool {
        receivers.contains { $0.refunded.isPositive && $0.refundable.isPositive }
    }
}
