import PayPalVocabulary

/// The message PayPal draws under a merchant's cart, chosen by the purchase and the offer the merchant asked for:
/// the offer's message when the purchase is in its range, its range when it is not (or the cart has no amount),
/// and PayPal's generic message when the merchant asked for no offer the buyer has and none fits.
struct PayLaterMessage: Equatable, Sendable {
    /// What the message says, before it is put in words.
    enum Claim: Equatable, Sendable {
        case generic
        /// Pay in 4 of this purchase: four payments of about `each`.
        case payIn4(each: Money)
        /// Pay in 4 for purchases in its range.
        case payIn4Range
        /// Pay Monthly of this purchase, its lowest monthly payment.
        case monthly(asLowAs: Money)
        /// Pay Monthly, for a purchase under its range (or none).
        case monthlyFrom
        /// Pay Monthly, for a purchase over its range.
        case monthlyUpTo
        /// PayPal Credit's no-interest promotion.
        case credit
    }

    /// The offer it speaks of; nil for the generic message.
    var offer: PayLaterOffer?
    var claim: Claim
    /// The purchase, when the cart gave one.
    var purchase: Money?

    init(purchase: Money?, requested: PayLaterOffer?) {
        self.purchase = purchase
        let inRange = { (offer: PayLaterOffer) in purchase.map { offer.range?.contains($0.minorUnits) == true } ?? false }
        guard let offer = requested.flatMap({ $0.range == nil ? nil : $0 }) ?? PayLaterOffer.chosenByPayPal.first(where: inRange) else {
            (offer, claim) = (nil, .generic)
            return
        }
        self.offer = offer
        switch (offer, purchase) {
        case (.payIn4, let purchase?) where inRange(offer): claim = .payIn4(each: PayLaterSchedule.payIn4(purchase).payments[1])
        case (.payIn4, _): claim = .payIn4Range
        case (.payMonthly, let purchase?) where inRange(offer):
            let longest = PayLaterOffer.monthlyTerms.max() ?? 1
            claim = .monthly(asLowAs: PayLaterSchedule.monthly(purchase, months: longest).payments[0])
        case (.payMonthly, let purchase?) where purchase.minorUnits > offer.range?.upperBound ?? .max: claim = .monthlyUpTo
        case (.payMonthly, _): claim = .monthlyFrom
        case (.creditNoInterest, _): claim = .credit
        case (.payIn1, _): claim = .generic
        }
    }

    /// `meta.offer_type`: the offer's name, or `GENERIC`.
    var offerType: String { offer?.rawValue ?? "GENERIC" }

    /// `meta.message_type`, as PayPal's templates name theirs (Docs/braintree-facts.md).
    var messageType: String {
        switch claim {
        case .generic: "PL_GENERIC"
        case .payIn4: "PLST_SQ"
        case .payIn4Range: "GPLNQ"
        case .monthly: "LT_MQ"
        case .monthlyFrom, .monthlyUpTo: "LT_NQ"
        case .credit: purchase.map { PayLaterOffer.creditNoInterest.range?.contains($0.minorUnits) == true } == true ? "PPCNI_Q" : "PPCNI_NQ"
        }
    }
}
