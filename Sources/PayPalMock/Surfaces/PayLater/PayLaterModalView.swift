/// The Learn More sheet PayPal opens when the buyer taps the message. PayPal serves it as a web page at
/// `/credit-presentment/lander/modal`; PayTerm serves the same content as JSON, for the terminal to draw (PayTerm's
/// choice of format).
struct PayLaterModalView: Encodable {
    /// A line of the schedule or of the terms: when and how much, or a term and its monthly payment.
    struct Row: Encodable {
        let label: String
        let value: String
        let detail: String?
    }

    let offerType: String
    let headline: String
    let subheadline: String
    let rows: [Row]
    let steps: [String]
    let disclosure: String
    /// The PayPal Credit application's button, for its offer only.
    let apply: String?
    let closeAlternativeText: String

    init(_ message: PayLaterMessage, _ words: PayLaterWords) {
        let modal = words.modal
        offerType = message.offerType
        closeAlternativeText = modal.close
        apply = message.offer == .creditNoInterest ? modal.apply : nil
        let fill = { (text: String) in words.ranges(text) }
        switch message.offer {
        case .payIn4?:
            headline = modal.payIn4Headline
            steps = modal.payIn4Steps
            disclosure = fill(modal.payIn4Disclosure)
            guard let purchase = message.purchase, case .payIn4 = message.claim else {
                (subheadline, rows) = (fill(modal.payIn4Range), [])
                return
            }
            subheadline = modal.payIn4Qualifying.replacingOccurrences(of: "{total}", with: words.money(purchase))
            rows = PayLaterSchedule.payIn4(purchase).payments.enumerated().map { index, payment in
                let weeks = index * PayLaterOffer.payIn4DaysApart / 7
                return Row(label: index == 0 ? modal.today : modal.weeksLater.replacingOccurrences(of: "{n}", with: "\(weeks)"), value: words.money(payment), detail: nil)
            }
        case .payMonthly?:
            headline = modal.monthlyHeadline
            steps = modal.monthlySteps
            disclosure = modal.monthlyDisclosure.replacingOccurrences(of: "{apr}", with: modal.apr)
            guard let purchase = message.purchase, case .monthly = message.claim else {
                (subheadline, rows) = (modal.monthlySubheadline + " " + fill(modal.monthlyRange), [])
                return
            }
            subheadline = modal.monthlySubheadline
            rows = PayLaterOffer.monthlyTerms.map { months in
                let schedule = PayLaterSchedule.monthly(purchase, months: months)
                let detail = modal.termDetail.replacingOccurrences(of: "{apr}", with: modal.apr)
                    .replacingOccurrences(of: "{interest}", with: words.money(schedule.totalInterest))
                    .replacingOccurrences(of: "{total}", with: words.money(schedule.total))
                return Row(
                    label: modal.months.replacingOccurrences(of: "{n}", with: "\(months)"),
                    value: modal.perMonth.replacingOccurrences(of: "{each}", with: words.money(schedule.payments[0])), detail: detail)
            }
        case .creditNoInterest?:
            (headline, subheadline, rows, steps) = (modal.creditHeadline, fill(modal.creditSubheadline), [], [])
            disclosure = modal.creditDisclosure
        case .payIn1?, nil:
            (headline, subheadline, rows) = (modal.genericHeadline, fill(modal.genericSubheadline), [])
            steps = [modal.payIn4Steps[0], modal.monthlySteps[1]]
            disclosure = fill(modal.payIn4Disclosure)
        }
    }
}
