import Foundation
import PayPalVocabulary

/// A Pay Later plan a buyer chose in PayPal's review: the offer, the term, and each payment with the day it falls due
/// on PayPal's clock. The merchant is paid in full at once; the buyer pays PayPal by the plan (autopay).
struct PayLaterPlan: Codable, Sendable, Equatable {
    /// A payment of the plan and the day it falls due.
    struct Payment: Codable, Sendable, Equatable {
        var dueAt: Date
        var amount: Money
    }

    /// `PAY_IN_4`, or `PAY_MONTHLY_<months>`.
    var id: String
    var offer: PayLaterOffer
    /// Pay Monthly's term; nil for Pay in 4.
    var months: Int?
    var payments: [Payment]
    var totalInterest: Money
    /// Pay Monthly's APR in basis points; 0 for Pay in 4.
    var aprBasisPoints: Int64

    var total: Money { payments.map(\.amount).sum(in: totalInterest.currency) }

    /// The plans PayPal offers for `purchase` when the merchant offers Pay Later, each as if chosen at `start`: Pay in
    /// 4's first payment at once, then every two weeks; Pay Monthly's first a month on, no down payment.
    static func offered(for purchase: Money, at start: Date) -> [PayLaterPlan] {
        var plans: [PayLaterPlan] = []
        if PayLaterOffer.payIn4.range?.contains(purchase.minorUnits) == true {
            let schedule = PayLaterSchedule.payIn4(purchase)
            let payments = schedule.payments.enumerated().map { index, amount in
                Payment(dueAt: start.addingTimeInterval(TimeInterval(index * PayLaterOffer.payIn4DaysApart) * 86_400), amount: amount)
            }
            plans.append(PayLaterPlan(id: "PAY_IN_4", offer: .payIn4, months: nil, payments: payments, totalInterest: schedule.totalInterest, aprBasisPoints: 0))
        }
        if PayLaterOffer.payMonthly.range?.contains(purchase.minorUnits) == true {
            for months in PayLaterOffer.monthlyTerms {
                let schedule = PayLaterSchedule.monthly(purchase, months: months)
                let payments = schedule.payments.enumerated().map { index, amount in
                    Payment(dueAt: monthsLater(index + 1, from: start), amount: amount)
                }
                plans.append(PayLaterPlan(
                    id: "PAY_MONTHLY_\(months)", offer: .payMonthly, months: months, payments: payments, totalInterest: schedule.totalInterest,
                    aprBasisPoints: PayLaterOffer.monthlyAPRBasisPoints))
            }
        }
        return plans
    }

    /// The same day `count` months on, in UTC (the month's last day when it has no such day).
    private static func monthsLater(_ count: Int, from start: Date) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar.date(byAdding: .month, value: count, to: start) ?? start
    }

    /// The payments due by `now`, which autopay has taken.
    func paid(asOf now: Date) -> Int { payments.filter { $0.dueAt <= now }.count }
}
