import Foundation
import PayPalVocabulary
import Testing
import PayPalAPI
@testable import PayPalMock

@Suite struct PreapprovalRulesTests {
    let start = Fixtures.start
    let sender = "alex@personal.example.com"

    func pay(_ record: inout PreapprovalRecord, _ amount: String, pin: String? = nil, at date: Date? = nil) -> AdaptiveError? {
        let now = date ?? start.addingTimeInterval(60)
        let verdict = record.authorizePayment(amount: Fixtures.money(amount), senderEmail: sender, pin: pin, at: now)
        if case .failure(let error) = verdict { return error }
        record.recordPayment(Fixtures.money(amount), at: now)
        return nil
    }

    @Test func enforcesTheAmountPerPayment() {
        var record = Fixtures.preapproval()
        #expect(pay(&record, "20.01")?.errorId == "579028")
        #expect(pay(&record, "20.00") == nil)
    }

    @Test func enforcesTheNumberOfPayments() {
        var record = Fixtures.preapproval(total: nil)
        for _ in 0..<3 { #expect(pay(&record, "1.00") == nil) }
        #expect(pay(&record, "1.00") == .exceedsNumberOfPayments)
    }

    @Test func enforcesTheTotal() {
        var record = Fixtures.preapproval(count: nil)
        #expect(pay(&record, "20.00") == nil)
        #expect(pay(&record, "20.00") == nil)
        #expect(pay(&record, "10.01")?.errorId == "579031")
        #expect(pay(&record, "10.00") == nil)
    }

    @Test func countsPaymentsPerPeriod() {
        var record = Fixtures.preapproval(period: .weekly, count: nil, perPeriod: 2, total: nil)
        #expect(pay(&record, "1.00", at: start.addingTimeInterval(3_600)) == nil)
        #expect(pay(&record, "1.00", at: start.addingTimeInterval(86_400)) == nil)
        #expect(pay(&record, "1.00", at: start.addingTimeInterval(2 * 86_400)) == .exceedsPaymentsPerPeriod)
        #expect(pay(&record, "1.00", at: start.addingTimeInterval(8 * 86_400)) == nil)
    }

    @Test func refusesPaymentsOutsideItsDates() {
        var record = Fixtures.preapproval()
        #expect(pay(&record, "1.00", at: start.addingTimeInterval(-60)) == .preapprovalOutsideDates)
        #expect(pay(&record, "1.00", at: start.addingTimeInterval(31 * 86_400)) == .preapprovalOutsideDates)
    }

    @Test func refusesAnotherSenderAndCurrency() {
        var record = Fixtures.preapproval()
        let now = start.addingTimeInterval(60)
        #expect(record.authorizePayment(amount: Fixtures.money("1.00"), senderEmail: "noor@personal.example.com", pin: nil, at: now).refusal == .preapprovalOtherSender)
        #expect(record.authorizePayment(amount: Fixtures.money("1.00", Currency(code: "EUR")!), senderEmail: sender, pin: nil, at: now).refusal == .preapprovalOtherCurrency)
    }

    @Test func deactivatesAfterThreeWrongPINs() {
        var record = Fixtures.preapproval(pin: "4321")
        #expect(pay(&record, "1.00", pin: "0000")?.errorId == "580022")
        #expect(pay(&record, "1.00", pin: "1111")?.errorId == "580022")
        #expect(pay(&record, "1.00", pin: "2222") == .preapprovalSuspendedForPIN)
        #expect(record.status == .deactivated)
        #expect(pay(&record, "1.00", pin: "4321") == .preapprovalSuspendedForPIN)
    }

    @Test func aRightPINResetsTheFailures() {
        var record = Fixtures.preapproval(count: nil, pin: "4321")
        #expect(pay(&record, "1.00", pin: "0000") != nil)
        #expect(pay(&record, "1.00", pin: "4321") == nil)
        #expect(record.pinFailures == 0)
    }

    @Test func aPendingKeyExpiresAfterThreeHours() {
        var record = Fixtures.preapproval()
        record.approved = false
        #expect(record.status(at: start.addingTimeInterval(3 * 3_600 - 1)) == .active)
        #expect(record.status(at: start.addingTimeInterval(3 * 3_600)) == .expired)
        record.approved = true
        #expect(record.status(at: start.addingTimeInterval(3 * 3_600)) == .active)
    }

    @Test func refusesCanceledAndUnapprovedKeys() {
        var record = Fixtures.preapproval()
        record.approved = false
        #expect(pay(&record, "1.00") == .preapprovalNotAuthorized)
        record.approved = true
        record.status = .canceled
        #expect(pay(&record, "1.00") == .preapprovalCanceled)
    }
}
