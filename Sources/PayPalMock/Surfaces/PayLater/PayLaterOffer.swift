import PayPalVocabulary

/// An offer PayPal's Pay Later messages speak of, by its name on the wire (`offer`, `meta.offer_type`), with the
/// purchases it is open to in the US as PayPal's pages state them today: one table, so that a change in PayPal's
/// terms is one edit here (Docs/braintree-facts.md, "Pay Later").
enum PayLaterOffer: String, CaseIterable, Codable, Sendable {
    /// Pay in 4: four interest-free payments two weeks apart, the first at purchase.
    case payIn4 = "PAY_LATER_SHORT_TERM"
    /// Pay Monthly: 3, 6, 12 or 24 monthly payments, no down payment, interest by the buyer's credit.
    case payMonthly = "PAY_LATER_LONG_TERM"
    /// Pay in 1 (pay in 30 days): offered in Germany and elsewhere, not to US buyers.
    case payIn1 = "PAY_LATER_PAY_IN_1"
    /// PayPal Credit: no interest if paid in full in 6 months.
    case creditNoInterest = "PAYPAL_CREDIT_NO_INTEREST"

    /// The purchases it is open to, in cents; nil for an offer US buyers do not have.
    var range: ClosedRange<Int64>? {
        switch self {
        case .payIn4: 3_000...150_000
        case .payMonthly: 4_900...1_000_000
        case .payIn1: nil
        case .creditNoInterest: 9_900...Money.largest(in: .usd).minorUnits
        }
    }

    /// `meta.credit_product_group`.
    var productGroup: String { self == .creditNoInterest ? "PAYPAL_CREDIT" : "PAY_LATER" }

    /// The offers PayPal shows by itself when the merchant asks for none, in the order it tries them (PayTerm's
    /// order: no source gives PayPal's rule for a purchase both fit).
    static let chosenByPayPal: [PayLaterOffer] = [.payIn4, .payMonthly]

    /// Pay in 4's payments and the days between them.
    static let payIn4Count = 4
    static let payIn4DaysApart = 14
    /// Pay Monthly's terms, in months.
    static let monthlyTerms = [3, 6, 12, 24]
    /// The APR Pay Monthly's figures use: the lowest of PayPal's 9.99%–35.99%, which depends on the buyer's credit
    /// (PayTerm's choice), in basis points.
    static let monthlyAPRBasisPoints: Int64 = 999
    /// PayPal Credit's promotion, in months.
    static let creditPromotionMonths = 6
}
