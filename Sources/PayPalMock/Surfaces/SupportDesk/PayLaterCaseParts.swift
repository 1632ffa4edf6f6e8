import Foundation

/// A sale's Pay Later plan as support sees it on PayPal's clock: each payment on its day, taken by autopay once the
/// day has come, due until then.
enum PayLaterCaseParts {
    /// The plan's payments in the timeline of the sale made at `sale`; one due as the buyer approved (Pay in 4's first)
    /// shows with the sale, after it.
    static func add(_ plan: PayLaterPlan, soldAt sale: Date, asOf now: Date, to timeline: inout Timeline) {
        for (index, payment) in plan.payments.enumerated() {
            let state = payment.dueAt <= now ? "paid by autopay" : "due"
            timeline.add(max(payment.dueAt, sale), "\(name(of: plan)) payment \(index + 1) of \(plan.payments.count), \(payment.amount): \(state)", by: "PayPal")
        }
    }

    static func fact(_ plan: PayLaterPlan, asOf now: Date) -> CaseFile.Fact {
        let apr = plan.months == nil ? "interest-free" : "\(PayLaterPlanView(plan).apr)% APR, \(plan.totalInterest) interest"
        return CaseFile.Fact(label: "Pay Later", value: "\(name(of: plan)), \(apr), \(plan.paid(asOf: now)) of \(plan.payments.count) paid")
    }

    private static func name(of plan: PayLaterPlan) -> String {
        plan.months.map { "Pay Monthly (\($0) months)" } ?? "Pay in 4"
    }
}
