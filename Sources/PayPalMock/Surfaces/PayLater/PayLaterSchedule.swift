import Foundation
import PayPalVocabulary

/// What a buyer pays under a Pay Later plan, payment by payment. No source gives PayPal's rounding, so PayTerm
/// chooses: Pay in 4's payments are equal to the cent, the first taking what is left over; Pay Monthly amortises at
/// a fixed APR, each month's interest rounded half up, the last payment settling the balance.
struct PayLaterSchedule: Equatable, Sendable {
    /// The payments, in order.
    var payments: [Money]
    var totalInterest: Money

    var total: Money { payments.sum(in: payments.first?.currency ?? .usd) }

    /// Pay in 4 of `purchase`.
    static func payIn4(_ purchase: Money) -> PayLaterSchedule {
        let count = Int64(PayLaterOffer.payIn4Count)
        let (each, left) = purchase.minorUnits.quotientAndRemainder(dividingBy: count)
        let first = Money(minorUnits: each + left, currency: purchase.currency)
        let rest = Money(minorUnits: each, currency: purchase.currency)
        return PayLaterSchedule(payments: [first] + Array(repeating: rest, count: Int(count) - 1), totalInterest: .zero(purchase.currency))
    }

    /// Pay Monthly of `purchase` over `months`, at `aprBasisPoints` a year.
    static func monthly(_ purchase: Money, months: Int, aprBasisPoints: Int64 = PayLaterOffer.monthlyAPRBasisPoints) -> PayLaterSchedule {
        let rate = Decimal(aprBasisPoints) / 120_000
        let growth = pow(1 + rate, months)
        let payment = rate == 0 ? cents(Decimal(purchase.minorUnits) / Decimal(months)) : cents(Decimal(purchase.minorUnits) * rate * growth / (growth - 1))
        var balance = purchase.minorUnits
        var payments: [Money] = []
        var interest: Int64 = 0
        for month in 1...months {
            let owed = cents(Decimal(balance) * rate)
            interest += owed
            let paid = month == months ? balance + owed : payment
            balance -= paid - owed
            payments.append(Money(minorUnits: paid, currency: purchase.currency))
        }
        return PayLaterSchedule(payments: payments, totalInterest: Money(minorUnits: interest, currency: purchase.currency))
    }

    /// An amount of cents rounded half up to a whole cent.
    static func cents(_ value: Decimal) -> Int64 {
        var value = value
        var rounded = Decimal()
        NSDecimalRound(&rounded, &value, 0, .plain)
        return NSDecimalNumber(decimal: rounded).int64Value
    }
}
