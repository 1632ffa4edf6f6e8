import Foundation
import PayPalVocabulary

/// Pay Later's words in the languages PayTerm speaks, chosen by the request's `Accept-Language`. The English ones
/// are PayPal's US templates; the German and Japanese ones are PayTerm's own translations of them (PayPal has no
/// Pay in 4 in Germany and no Pay Later in Japan), but for the German generic message and "Mehr erfahren", which
/// are PayPal's. `{logo}` is where the logo goes (`%paypal_logo%`, or "PayPal" in the plain form).
struct PayLaterWords: Sendable {
    let locale: Locale
    let generic: String
    let payIn4: String
    let payIn4Range: String
    let monthly: String
    let monthlyFrom: String
    let monthlyUpTo: String
    let credit: String
    let learnMore: String
    let modal: PayLaterModalWords

    /// The words for an `Accept-Language` value: German or Japanese when it asks for them first, else English.
    static func speaking(_ acceptLanguage: String?) -> PayLaterWords {
        let first = (acceptLanguage ?? "").split(separator: ",").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if first.hasPrefix("de") { return .german }
        if first.hasPrefix("ja") { return .japanese }
        return .english
    }

    /// The message's words, the logo where `logo` says.
    func text(of message: PayLaterMessage, logo: String) -> String {
        let template = switch message.claim {
        case .generic: generic
        case .payIn4(let each): payIn4.replacingOccurrences(of: "{each}", with: money(each))
        case .payIn4Range: payIn4Range
        case .monthly(let asLowAs): monthly.replacingOccurrences(of: "{each}", with: money(asLowAs))
        case .monthlyFrom: monthlyFrom
        case .monthlyUpTo: monthlyUpTo
        case .credit: credit
        }
        return ranges(template).replacingOccurrences(of: "{logo}", with: logo)
    }

    /// The offers' ranges written in: `{payIn4Min}`, `{payIn4Max}`, `{monthlyMin}`, `{monthlyMax}`, `{creditMin}`.
    func ranges(_ text: String) -> String {
        let bounds: [(String, Int64?)] = [
            ("{payIn4Min}", PayLaterOffer.payIn4.range?.lowerBound), ("{payIn4Max}", PayLaterOffer.payIn4.range?.upperBound),
            ("{monthlyMin}", PayLaterOffer.payMonthly.range?.lowerBound), ("{monthlyMax}", PayLaterOffer.payMonthly.range?.upperBound),
            ("{creditMin}", PayLaterOffer.creditNoInterest.range?.lowerBound),
        ]
        return bounds.reduce(text) { text, bound in
            guard let cents = bound.1 else { return text }
            return text.replacingOccurrences(of: bound.0, with: money(Money(minorUnits: cents, currency: .usd), whole: true))
        }
    }

    /// An amount as the language writes it; a range's whole dollars without cents (`$1,500`), as PayPal's messages
    /// write them.
    func money(_ amount: Money, whole: Bool = false) -> String {
        let value = Decimal(amount.minorUnits) / Decimal(amount.currency.minorPerMajor)
        let digits = whole && amount.minorUnits % amount.currency.minorPerMajor == 0 ? 0 : amount.currency.exponent
        return value.formatted(.currency(code: amount.currency.code).locale(locale).precision(.fractionLength(digits)))
    }
}

extension PayLaterWords {
    static let english = PayLaterWords(
        locale: Locale(identifier: "en_US"),
        generic: "Buy now, pay later with {logo}.",
        payIn4: "Pay in 4 interest-free payments of {each} with {logo}.",
        payIn4Range: "Pay in 4 interest-free payments on purchases of {payIn4Min}-{payIn4Max} with {logo}.",
        monthly: "As low as {each}/mo with {logo}.",
        monthlyFrom: "Pay monthly for purchases of {monthlyMin}+ with {logo}.",
        monthlyUpTo: "Pay monthly for purchases of {monthlyMax} or less with {logo}.",
        credit: "No Interest if paid in full in 6 months on purchases of {creditMin}+ with {logo}.",
        learnMore: "Learn more", modal: .english)

    static let german = PayLaterWords(
        locale: Locale(identifier: "de_DE"),
        generic: "Jetzt kaufen, später bezahlen mit {logo}.",
        payIn4: "Bezahlen Sie in 4 zinsfreien Raten von je {each} mit {logo}.",
        payIn4Range: "Bezahlen Sie in 4 zinsfreien Raten bei Einkäufen von {payIn4Min} bis {payIn4Max} mit {logo}.",
        monthly: "Schon ab {each} pro Monat mit {logo}.",
        monthlyFrom: "Monatlich bezahlen bei Einkäufen ab {monthlyMin} mit {logo}.",
        monthlyUpTo: "Monatlich bezahlen bei Einkäufen bis {monthlyMax} mit {logo}.",
        credit: "Keine Zinsen bei vollständiger Zahlung innerhalb von 6 Monaten bei Einkäufen ab {creditMin} mit {logo}.",
        learnMore: "Mehr erfahren", modal: .german)

    static let japanese = PayLaterWords(
        locale: Locale(identifier: "ja_JP"),
        generic: "{logo}で今すぐ購入、あとで支払い。",
        payIn4: "{logo}なら{each}ずつ4回の無利息払い。",
        payIn4Range: "{payIn4Min}〜{payIn4Max}のお買い物は{logo}で4回の無利息払い。",
        monthly: "{logo}なら月々{each}から。",
        monthlyFrom: "{monthlyMin}以上のお買い物は{logo}で月々払い。",
        monthlyUpTo: "{monthlyMax}以下のお買い物は{logo}で月々払い。",
        credit: "{creditMin}以上のお買い物は{logo}で、6か月以内の一括返済なら利息なし。",
        learnMore: "詳細", modal: .japanese)
}
