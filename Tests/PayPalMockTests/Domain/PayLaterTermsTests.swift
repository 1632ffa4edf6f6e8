import PayPalVocabulary
import Testing
@testable import PayPalMock

/// Which Pay Later message a purchase gets, by amount and offer, at the edges of PayPal's ranges; and what a plan's
/// payments are.
@Suite struct PayLaterTermsTests {
    func usd(_ text: String) throws -> Money { try Money.parse(text, currency: .usd) }

    func message(_ amount: String?, _ offer: PayLaterOffer? = nil) throws -> PayLaterMessage {
        PayLaterMessage(purchase: try amount.map(usd), requested: offer)
    }

    @Test func withNoOfferAskedPayPalChoosesPayIn4ThenPayMonthlyThenTheGenericMessage() throws {
        #expect(try message(nil).claim == .generic)
        #expect(try message("29.99").claim == .generic)
        #expect(try message("30.00").claim == .payIn4(each: try usd("7.50")))
        #expect(try message("1500.00").claim == .payIn4(each: try usd("375.00")))
        #expect(try message("1500.01").offer == .payMonthly)
        #expect(try message("10000.00").offer == .payMonthly)
        #expect(try message("10000.01").claim == .generic)
        #expect(try message("10000.01").messageType == "PL_GENERIC")
    }

    @Test func anOfferAskedForOutsideItsRangeSaysItsRange() throws {
        #expect(try message("29.99", .payIn4).claim == .payIn4Range)
        #expect(try message(nil, .payIn4).messageType == "GPLNQ")
        #expect(try message("48.99", .payMonthly).claim == .monthlyFrom)
        #expect(try message("10000.01", .payMonthly).claim == .monthlyUpTo)
        #expect(try message("49.00", .payMonthly).messageType == "LT_MQ")
        #expect(try message("98.99", .creditNoInterest).messageType == "PPCNI_NQ")
        #expect(try message("99.00", .creditNoInterest).messageType == "PPCNI_Q")
    }

    @Test func payIn1IsNotOfferedToUSBuyersSoPayPalChoosesInstead() throws {
        #expect(try message("59.00", .payIn1).offer == .payIn4)
        #expect(try message("5000.00", .payIn1).offer == .payMonthly)
    }

    @Test func payIn4SplitsToTheCentTheFirstPaymentTakingWhatIsLeft() throws {
        let schedule = PayLaterSchedule.payIn4(try usd("100.01"))
        #expect(schedule.payments.map(\.text) == ["25.01", "25.00", "25.00", "25.00"])
        #expect(schedule.total == (try usd("100.01")))
        #expect(schedule.totalInterest == .zero(.usd))
    }

    /// 600.00 at 9.99% over 12 months, amortised independently (Python's decimal, half up): 52.75 a month, 32.97 of
    /// interest.
    @Test func payMonthlyAmortisesAtTheAPRTheLastPaymentSettlingTheBalance() throws {
        let schedule = PayLaterSchedule.monthly(try usd("600.00"), months: 12)
        #expect(schedule.payments.count == 12)
        #expect(schedule.payments[0].text == "52.75")
        #expect(schedule.totalInterest.text == "32.97")
        #expect(schedule.total == (try usd("632.97")))
        #expect(Set(schedule.payments.dropLast()).count == 1)
        let free = PayLaterSchedule.monthly(try usd("100.00"), months: 3, aprBasisPoints: 0)
        #expect(free.total == (try usd("100.00")) && free.totalInterest == .zero(.usd))
    }
}
