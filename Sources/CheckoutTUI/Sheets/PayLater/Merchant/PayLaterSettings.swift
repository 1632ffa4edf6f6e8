import PayPalVocabulary

/// The merchant's cart under which Braintree's `BTPayPalMessagingView` shows PayPal's Pay Later message, as a tester
/// sets it up: the cart's total (typed as is, so amounts at and beyond PayPal's ranges can be tried) and the offer
/// the merchant's `BTPayPalMessagingRequest` prefers. Nothing here sets the message's words: PayPal writes them.
struct PayLaterSettings: SettingsForm {
    enum Row: String, CaseIterable, Equatable, Sendable {
        case amount, offer
    }

    /// `BTPayPalMessagingOfferType`, or none (PayPal chooses).
    enum Offer: CaseIterable, Equatable, Sendable {
        case none, payLaterShortTerm, payLaterLongTerm, payLaterPayInOne, payPalCreditNoInterest

        var label: String { label(.english) }

        func label(_ words: SettingsStrings) -> String {
            switch self {
            case .none: words.payPalChooses
            case .payLaterShortTerm: ".payLaterShortTerm (Pay in 4)"
            case .payLaterLongTerm: ".payLaterLongTerm (Pay Monthly)"
            case .payLaterPayInOne: ".payLaterPayInOne (Pay in 1)"
            case .payPalCreditNoInterest: ".payPalCreditNoInterest"
            }
        }

        /// Its name on the wire (`offer`).
        var wire: String? {
            switch self {
            case .none: nil
            case .payLaterShortTerm: "PAY_LATER_SHORT_TERM"
            case .payLaterLongTerm: "PAY_LATER_LONG_TERM"
            case .payLaterPayInOne: "PAY_LATER_PAY_IN_1"
            case .payPalCreditNoInterest: "PAYPAL_CREDIT_NO_INTEREST"
            }
        }
    }

    var amount = TextField("59.00", limit: 24)
    var offer = Offer.none

    static func label(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .amount: words.cartTotal
        case .offer: words.offer
        }
    }

    func value(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .amount: amount.text
        case .offer: offer.label(words)
        }
    }

    static func field(_ row: Row) -> WritableKeyPath<Self, TextField>? { row == .amount ? \.amount : nil }

    mutating func cycle(_ row: Row, forward: Bool) {
        if row == .offer { offer = offer.stepped(forward) }
    }

    /// The cart's total as the SDK's `amount` (dollars, a floating-point value) prints it: `59.0`, `14.75`; nil when the cart
    /// holds no amount of dollars, and the SDK sends none.
    var sdkAmount: String? {
        guard let total = try? Money.parse(amount.text, currency: .usd), total.isPositive else { return nil }
        let (dollars, cents) = total.minorUnits.quotientAndRemainder(dividingBy: 100)
        return cents == 0 ? "\(dollars).0" : "\(dollars)." + (cents % 10 == 0 ? "\(cents / 10)" : cents < 10 ? "0\(cents)" : "\(cents)")
    }
}
