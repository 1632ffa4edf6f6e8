import Foundation

/// A Pay Later plan as PayPal's review shows it: each payment's day (on PayPal's clock) and amount, the interest and
/// the APR.
struct PayLaterPlanView: Encodable, Sendable {
    struct Payment: Encodable, Sendable {
        var dueDate: String
        /// The moment autopay takes it, on PayPal's clock.
        var dueAt: String
        var amount: String
    }

    var id: String
    /// `PAY_LATER_SHORT_TERM` or `PAY_LATER_LONG_TERM`.
    var offer: String
    var months: Int?
    var payments: [Payment]
    var totalInterest: String
    var total: String
    /// The APR in percent, `9.99`; `0.00` for Pay in 4.
    var apr: String

    init(_ plan: PayLaterPlan) {
        id = plan.id
        offer = plan.offer.rawValue
        months = plan.months
        payments = plan.payments.map { Payment(dueDate: Timestamp.day($0.dueAt), dueAt: Timestamp.rest($0.dueAt), amount: $0.amount.text) }
        totalInterest = plan.totalInterest.text
        total = plan.total.text
        let (whole, hundredths) = plan.aprBasisPoints.quotientAndRemainder(dividingBy: 100)
        apr = "\(whole)." + (hundredths < 10 ? "0\(hundredths)" : "\(hundredths)")
    }
}
