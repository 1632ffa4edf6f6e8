import Foundation
import PayPalAPI

/// A Pay Later plan as PayPal's review writes it in the buyer's language: its payments' amounts and days (on PayPal's
/// clock, as the backend gave them), and for Pay Monthly the APR and the total.
struct PayLaterPlanText {
    let text: AppSwitchStrings
    let library: LibraryStrings

    init(_ text: AppSwitchStrings, _ library: LibraryStrings) {
        self.text = text
        self.library = library
    }

    func schedule(of plan: PayLaterPlanOffer) -> String {
        let first = plan.payments.first
        let each = plan.payments.dropFirst().first ?? first
        guard let months = plan.months else {
            let days = plan.payments.dropFirst().map { day($0.dueDate) }.formatted(.list(type: .and).locale(library.locale))
            return text.payIn4(money(first?.amount), money(each?.amount), days)
        }
        let apr = Decimal(string: plan.apr).map { $0.formatted(.number.locale(library.locale).precision(.fractionLength(2))) } ?? plan.apr
        return text.payMonthly(months, money(first?.amount), day(first?.dueDate ?? ""), apr, money(plan.total))
    }

    private func money(_ amount: String?) -> String {
        MoneyText.format(amount ?? "0.00", currencyCode: "USD", locale: library.locale)
    }

    private func day(_ text: String) -> String { Self.day(text, locale: library.locale) }

    /// A `2026-12-11` day as the language writes it short: Dec 11, 11. Dez., 12月11日.
    static func day(_ text: String, locale: Locale) -> String {
        guard let date = try? days.parse(text) else { return text }
        var style = Date.FormatStyle.dateTime.month(.abbreviated).day().locale(locale)
        style.timeZone = TimeZone(secondsFromGMT: 0) ?? style.timeZone
        return date.formatted(style)
    }

    private static let days = Date.ISO8601FormatStyle().year().month().day()
}
