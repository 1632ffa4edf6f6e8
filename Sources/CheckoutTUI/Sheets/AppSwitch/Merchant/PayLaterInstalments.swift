import Foundation
import PayPalAPI

/// The Pay Later plans the merchant's sales were paid with, each payment with the moment PayPal's autopay takes it:
/// when PayPal's clock passes one, the app says which fell due, as the support console's case does.
struct PayLaterInstalments: Equatable, Sendable {
    /// A sale paid with a Pay Later plan, and the flow whose checkout made it.
    struct Sale: Equatable, Sendable {
        var transactionId: String
        var plan: PayLaterPlanOffer
        var flow: String
    }

    /// What fell due on one sale as the clock moved: the payments, by their place in the plan.
    struct FellDue: Equatable, Sendable {
        var sale: Sale
        var payments: [Int]
    }

    private(set) var sales: [Sale] = []

    /// Keeps a sale's plan, once.
    mutating func add(_ sale: Sale) {
        guard !sales.contains(where: { $0.transactionId == sale.transactionId }) else { return }
        sales.append(sale)
    }

    /// The payments of each sale that fell due after `start` and by `end`, on PayPal's clock. Pay in 4's first
    /// payment is taken with the sale, never later.
    func fellDue(after start: Date, by end: Date) -> [FellDue] {
        sales.compactMap { sale in
            let later = sale.plan.months == nil ? 1 : 0
            let payments = sale.plan.payments.indices.dropFirst(later).filter { index in
                guard let due = sale.plan.payments[index].dueAt.flatMap({ try? Date($0, strategy: .iso8601) }) else { return false }
                return due > start && due <= end
            }
            return payments.isEmpty ? nil : FellDue(sale: sale, payments: payments)
        }
    }
}

extension PayLaterInstalments.FellDue {
    /// The plan's name, as the support console's case writes it.
    private var planName: String { sale.plan.months.map { "Pay Monthly (\($0) months)" } ?? "Pay in 4" }

    /// One line for the event pane per payment: "PayPal's autopay took Pay in 4 payment 2 of 4, $14.75, due Dec 11,
    /// for Braintree transaction 7k2m9x3q."
    var paneLines: [String] {
        let count = sale.plan.payments.count
        let english = Locale(identifier: "en_US")
        return payments.map { index in
            let payment = sale.plan.payments[index]
            return "PayPal's autopay took \(planName) payment \(index + 1) of \(count), "
                + "\(MoneyText.format(payment.amount, currencyCode: "USD", locale: english)), due \(PayLaterPlanText.day(payment.dueDate, locale: english)), "
                + "for Braintree transaction \(sale.transactionId)."
        }
    }

    /// The merchant's Last result: how far the plan has come.
    func summary(_ words: MerchantStrings) -> String {
        let count = sale.plan.payments.count, taken = (payments.last ?? 0) + 1
        let left = count - taken
        return words.instalments(sale.transactionId, planName, taken, count) + (left == 0 ? words.planPaid : words.paymentsToCome(left))
    }
}
