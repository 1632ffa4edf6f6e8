import Foundation
import PayPalAPI
@testable import PayPalMock
import PayPalVocabulary

/// Domain values for unit tests.
enum Fixtures {
    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func money(_ text: String, _ currency: Currency = .usd) -> Money { try! Money.parse(text, currency: currency) }

    static var alex: BuyerAccount { Personas.buyers[0].account }
    static var dana: BuyerAccount { Personas.buyers[2].account }

    static func receiver(_ email: String, _ amount: String, primary: Bool = false, type: PaymentType = .goods, registered: Bool = true) -> ReceiverPayment {
        ReceiverPayment(
            email: email, amount: money(amount), isPrimary: primary, paymentType: type,
            accountId: registered ? "ACCOUNT" + email.prefix(6).uppercased() : nil,
            fee: .zero(.usd), refunded: .zero(.usd))
    }

    static func payment(_ receivers: [ReceiverPayment], feesPayer: FeesPayer = .eachReceiver, origin: PaymentOrigin = .merchantServer) -> PayKeyRecord {
        PayKeyRecord(
            id: "AP-TEST", actionType: .pay, origin: origin, currency: .usd, receivers: receivers, feesPayer: feesPayer,
            createdAt: start, expiresAt: start.addingTimeInterval(PayKeyRecord.lifetime), senderFee: .zero(.usd))
    }

    static func preapproval(
        period: PreapprovalRecord.PaymentPeriod = .none, perPayment: String? = "20.00", count: Int? = 3,
        perPeriod: Int? = nil, total: String? = "50.00", pin: String? = nil
    ) -> PreapprovalRecord {
        var record = PreapprovalRecord(
            id: "PA-TEST", currency: .usd, startingDate: start, endingDate: start.addingTimeInterval(30 * 86_400),
            maxAmountPerPayment: perPayment.map { money($0) }, maxNumberOfPayments: count, maxNumberOfPaymentsPerPeriod: perPeriod,
            maxTotalAmountOfAllPayments: total.map { money($0) }, paymentPeriod: period, pinType: pin == nil ? .notRequired : .required,
            feesPayer: .eachReceiver, createdAt: start)
        record.approved = true
        record.senderEmail = "alex@personal.example.com"
        record.pin = pin.map { StoredSecret(hashing: $0) }
        return record
    }
}

extension Result {
    /// The failure, or nil for success (Void results are not Equatable).
    var refusal: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
