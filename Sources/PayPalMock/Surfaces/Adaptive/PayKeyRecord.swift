import Foundation
import PayPalVocabulary

/// A payment made through Adaptive Payments, from Pay to refunds, found by its pay key.
struct PayKeyRecord: StoredDocument {
    static let kind = "pay_key"
    /// An unapproved pay key is valid for 3 hours.
    static let lifetime: TimeInterval = 3 * 60 * 60

    /// One receiver's transfer that failed, as `payErrorList` reports it.
    struct PayError: Codable, Sendable, Equatable {
        var receiver: ReceiverPayment
        var error: AdaptiveError
    }

    /// The pay key.
    var id: String
    var actionType: ActionType
    var origin: PaymentOrigin
    var currency: Currency
    var receivers: [ReceiverPayment]
    var feesPayer: FeesPayer
    var memo: String?
    var trackingId: String?
    var returnUrl: String?
    var cancelUrl: String?
    var ipnNotificationUrl: String?
    var senderEmail: String?
    var senderAccountId: String?
    var preapprovalKey: String?
    var status: PaymentExecStatus = .created
    var createdAt: Date
    var expiresAt: Date
    var completedAt: Date?
    var fundingSourceId: String?
    var fundingKind: FundingSource.Kind?
    var shippingAddress: Address?
    var senderTransactionId: String?
    var senderFee: Money
    var payErrors: [PayError] = []
    /// Each refund made, oldest first; nil in records kept before PayTerm noted them.
    var refundHistory: [RefundMark]?

    /// One receiver's refund, as the support console's timeline shows it.
    struct RefundMark: Codable, Sendable, Equatable {
        var time: Date
        var receiver: String
        var amount: Money
        var transactionId: String
    }

    var shape: PaymentShape {
        if receivers.contains(where: \.isPrimary) { return .chained }
        return receivers.count == 1 ? .simple : .parallel
    }

    /// The status as of `now`: a pay key still waiting for approval after 3 hours has expired.
    func status(at now: Date) -> PaymentExecStatus {
        status == .created && now >= expiresAt ? .expired : status
    }

    /// What the sender pays before fees: the primary receiver's amount in a chained payment, else every receiver's.
    var baseAmount: Money {
        if let primary = receivers.first(where: \.isPrimary) { return primary.amount }
        return receivers.map(\.amount).sum(in: currency)
    }

    /// What the sender pays in all.
    var senderTotal: Money { baseAmount + senderFee }

    func receiverIndex(named identity: String) -> Int? {
        receivers.firstIndex { $0.identity.caseInsensitiveCompare(identity) == .orderedSame }
    }
}

extension PayKeyRecord {
    /// Sets each receiver's fee, and the sender's, for funding of this kind and this payment's fee payer.
    mutating func assignFees(fundedBy kind: FundingSource.Kind) {
        let fees = receivers.map { FeeSchedule.fee(on: $0.amount, paymentType: $0.paymentType, fundedBy: kind) }
        let total = fees.sum(in: currency)
        senderFee = .zero(currency)
        for index in receivers.indices {
            let receiver = receivers[index]
            switch feesPayer {
            case .eachReceiver: receivers[index].fee = fees[index]
            case .sender: receivers[index].fee = .zero(currency)
            case .primaryReceiver: receivers[index].fee = receiver.isPrimary ? total : .zero(currency)
            case .secondaryOnly: receivers[index].fee = receiver.isPrimary ? .zero(currency) : total
            }
        }
        if feesPayer == .sender { senderFee = total }
    }

    /// Makes the payment: charges the sender's funding source and completes every transfer.
    /// Unregistered receivers are paid as pending, waiting for them to sign up (`UNILATERAL`).
    mutating func settle(sender: inout BuyerAccount, source: FundingSource, at now: Date) -> Result<Void, FundingProblem> {
        assignFees(fundedBy: source.kind)
        if case .failure(let problem) = sender.charge(senderTotal, from: source) { return .failure(problem) }
        for index in receivers.indices {
            receivers[index].transactionId = Identifier.transactionId()
            let registered = receivers[index].accountId != nil
            receivers[index].transactionStatus = registered ? .completed : .pending
            receivers[index].pendingReason = registered ? nil : "UNILATERAL"
        }
        senderAccountId = sender.id
        senderEmail = sender.email
        senderTransactionId = Identifier.transactionId()
        fundingSourceId = source.id
        fundingKind = source.kind
        status = .completed
        completedAt = now
        return .success(())
    }

    /// Records a preapproved or executed payment whose funding failed: the key is spent, as PayPal's ERROR is final.
    mutating func fail(with problem: FundingProblem) {
        status = .error
        var detail = AdaptiveError.noPaymentSource
        switch problem {
        case .declined: detail.parameters = ["INSTRUMENT_DECLINED"]
        case .insufficientBalance(let available): detail.parameters = ["INSUFFICIENT_FUNDS", available.text]
        case .sendingLimitReached: detail.parameters = [FundingProblem.sendingLimitIssue]
        }
        payErrors = receivers.map { PayError(receiver: $0, error: detail) }
    }
}
