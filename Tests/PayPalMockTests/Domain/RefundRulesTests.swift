import Foundation
import PayPalVocabulary
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct RefundRulesTests {
    func paid(_ receivers: [ReceiverPayment], origin: PaymentOrigin = .merchantServer) -> PayKeyRecord {
        var payment = Fixtures.payment(receivers, origin: origin)
        var sender = Fixtures.alex
        _ = payment.settle(sender: &sender, source: sender.fundingSources[0], at: Fixtures.start)
        return payment
    }

    let later = Fixtures.start.addingTimeInterval(3_600)
    func amount(_ text: String) -> Money { Fixtures.money(text) }

    @Test func refundsEveryoneInFull() throws {
        var payment = paid([Fixtures.receiver("a@x.test", "10.00"), Fixtures.receiver("b@x.test", "5.00")])
        let outcomes = try payment.refund(amounts: nil, currency: .usd, at: later).get()
        #expect(outcomes.map(\.status) == [.refunded, .refunded])
        #expect(payment.receivers.map(\.transactionStatus) == [.refunded, .refunded])
        let again = try payment.refund(amounts: nil, currency: .usd, at: later).get()
        #expect(again.map(\.status) == [.alreadyRefunded, .alreadyRefunded])
    }

    @Test func refundsOneReceiverInPart() throws {
        var payment = paid([Fixtures.receiver("a@x.test", "10.00"), Fixtures.receiver("b@x.test", "5.00")])
        _ = try payment.refund(amounts: [("a@x.test", amount("4.00"))], currency: .usd, at: later).get()
        #expect(payment.receivers[0].transactionStatus == .partiallyRefunded)
        #expect(payment.receivers[0].refunded.text == "4.00")
        #expect(payment.refund(amounts: [("a@x.test", amount("6.01"))], currency: .usd, at: later).refusal == .refundExceedsRemaining)
        #expect(payment.refund(amounts: nil, currency: .usd, at: later).refusal == .fullRefundAfterPartial)
        _ = try payment.refund(amounts: [("a@x.test", amount("6.00"))], currency: .usd, at: later).get()
        #expect(payment.refund(amounts: [("a@x.test", amount("1.00"))], currency: .usd, at: later).refusal == .alreadyFullyRefunded)
    }

    @Test func refusesWhatTheRefundAPIRefused() {
        var payment = paid([Fixtures.receiver("a@x.test", "10.00")])
        #expect(payment.refund(amounts: [("z@x.test", amount("1.00"))], currency: .usd, at: later).failureId == "589038")
        #expect(payment.refund(amounts: [("a@x.test", amount("0.00"))], currency: .usd, at: later).failureId == "589041")
        #expect(payment.refund(amounts: nil, currency: Currency(code: "EUR")!, at: later).failureId == "589037")
        #expect(payment.refund(amounts: nil, currency: .usd, at: Fixtures.start.addingTimeInterval(61 * 86_400)).failureId == "570017")
        var library = paid([Fixtures.receiver("a@x.test", "10.00")], origin: .mobileLibrary)
        #expect(library.refund(amounts: nil, currency: .usd, at: later).failureId == "560018")
        var chained = paid([Fixtures.receiver("a@x.test", "10.00", primary: true), Fixtures.receiver("b@x.test", "5.00")])
        #expect(chained.refund(amounts: [("b@x.test", amount("1.00"))], currency: .usd, at: later).failureId == "589052")
    }

    @Test func anUnpaidPaymentHasNothingToRefund() throws {
        var payment = Fixtures.payment([Fixtures.receiver("a@x.test", "10.00")])
        #expect(try payment.refund(amounts: nil, currency: .usd, at: later).get().map(\.status) == [.notPaid])
    }
}

extension Result where Failure == AdaptiveError {
    var failureId: String? {
        if case .failure(let error) = self { return error.errorId }
        return nil
    }
}
