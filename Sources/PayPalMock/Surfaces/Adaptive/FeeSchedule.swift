import PayPalVocabulary

/// PayPal's standard fee, 2.9 % plus a fixed amount per transfer. Personal payments funded by balance or bank are free.
enum FeeSchedule {
    static let basisPoints: Int64 = 290

    static func fixedFee(in currency: Currency) -> Money {
        Money(minorUnits: currency.exponent == 0 ? 40 : 30, currency: currency)
    }

    /// Countries whose residents always pay the fees of personal payments they receive: there the sender has no
    /// choice (the MPL guide's "In India and Germany, recipients always pay any fees").
    static let recipientPaysPersonalFees: Set<String> = ["DE", "IN"]

    static func fee(on amount: Money, paymentType: PaymentType, fundedBy kind: FundingSource.Kind) -> Money {
        if paymentType == .personal && kind != .card { return .zero(amount.currency) }
        return amount.share(basisPoints: basisPoints) + fixedFee(in: amount.currency)
    }
}
