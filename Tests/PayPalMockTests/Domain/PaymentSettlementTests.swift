import Testing
@testable import PayPalMock

@Suite struct PaymentSettlementTests {
    let balance = FundingSource(id: "B", kind: .balance, label: "PayPal balance")
    let card = FundingSource(id: "C", kind: .card, label: "Visa")

    @Test func eachReceiverPaysItsOwnFee() {
        var payment = Fixtures.payment([Fixtures.receiver("a@x.test", "10.00"), Fixtures.receiver("b@x.test", "20.00")])
        payment.assignFees(fundedBy: .balance)
        #expect(payment.receivers.map(\.fee.text) == ["0.59", "0.88"])
        #expect(payment.senderTotal.text == "30.00")
    }

    @Test func theSenderCanPayEveryFee() {
        var payment = Fixtures.payment([Fixtures.receiver("a@x.test", "10.00"), Fixtures.receiver("b@x.test", "20.00")], feesPayer: .sender)
        payment.assignFees(fundedBy: .balance)
        #expect(payment.receivers.allSatisfy { $0.fee.minorUnits == 0 })
        #expect(payment.senderFee.text == "1.47")
        #expect(payment.senderTotal.text == "31.47")
    }

    @Test func chainedFeesFallOnThePrimaryOrTheSecondary() {
        let receivers = [Fixtures.receiver("agent@x.test", "100.00", primary: true), Fixtures.receiver("hotel@x.test", "80.00")]
        var primaryPays = Fixtures.payment(receivers, feesPayer: .primaryReceiver)
        primaryPays.assignFees(fundedBy: .bank)  // 3.20 on 100.00 and 2.62 on 80.00
        #expect(primaryPays.receivers.map(\.fee.text) == ["5.82", "0.00"])
        #expect(primaryPays.senderTotal.text == "100.00")
        var secondaryPays = Fixtures.payment(receivers, feesPayer: .secondaryOnly)
        secondaryPays.assignFees(fundedBy: .bank)
        #expect(secondaryPays.receivers.map(\.fee.text) == ["0.00", "5.82"])
    }

    @Test func personalPaymentsAreFreeUnlessACardPays() {
        var payment = Fixtures.payment([Fixtures.receiver("friend@x.test", "50.00", type: .personal)], feesPayer: .sender)
        payment.assignFees(fundedBy: .bank)
        #expect(payment.senderFee.minorUnits == 0)
        payment.assignFees(fundedBy: .card)
        #expect(payment.senderFee.text == "1.75")
    }

    @Test func settlingChargesTheBalanceAndCompletesEveryTransfer() {
        var payment = Fixtures.payment([Fixtures.receiver("a@x.test", "10.00"), Fixtures.receiver("new@x.test", "5.00", registered: false)])
        var sender = Fixtures.alex
        #expect(payment.settle(sender: &sender, source: balance, at: Fixtures.start).refusal == nil)
        #expect(sender.balance(in: .usd).text == "485.00")
        #expect(payment.status == .completed)
        #expect(payment.receivers.map(\.transactionStatus) == [.completed, .pending])
        #expect(payment.receivers[1].pendingReason == "UNILATERAL")
        #expect(payment.receivers.allSatisfy { $0.transactionId?.count == 17 })
    }

    @Test func aDecliningSourceOrTooLittleBalanceDoesNotPay() {
        var payment = Fixtures.payment([Fixtures.receiver("a@x.test", "10.00")])
        var dana = Fixtures.dana
        #expect(payment.settle(sender: &dana, source: dana.fundingSources[1], at: Fixtures.start).refusal == .declined)
        var alex = Fixtures.alex
        alex.balances["USD"] = 500
        #expect(payment.settle(sender: &alex, source: balance, at: Fixtures.start).refusal == .insufficientBalance(available: Fixtures.money("5.00")))
        #expect(payment.status == .created)
        #expect(alex.balance(in: .usd).text == "5.00")
    }

    @Test func anUnapprovedPayKeyExpiresAfterThreeHours() {
        let payment = Fixtures.payment([Fixtures.receiver("a@x.test", "10.00")])
        #expect(payment.status(at: Fixtures.start.addingTimeInterval(3 * 3_600 - 1)) == .created)
        #expect(payment.status(at: Fixtures.start.addingTimeInterval(3 * 3_600)) == .expired)
    }
}
