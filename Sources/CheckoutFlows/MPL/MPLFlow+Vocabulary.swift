import PayPalAPI

/// What a checkout of the Mobile Payments Library is for, what happens to it, and what it asks.
extension MPLFlow {
    /// What the library was opened for: a payment, or a buyer's agreement to a merchant's preapproval.
    public enum Purchase: Codable, Sendable, Equatable {
        case payment(CheckoutOrder)
        case preapproval(key: String, merchantName: String)
    }

    public enum Event: Sendable, Equatable {
        /// `payNow` is the Pay button of the login screen when shipping is off: log in and pay at once.
        case logIn(LoginMethod, payNow: Bool)
        case loggedIn(BuyerSession)
        case paymentCreated(payKey: String)
        case reviewLoaded(PaymentReview)
        case chooseFunding(String)
        case chooseAddress(String)
        /// Who pays the fee of a personal payment, when the sender may choose.
        case chooseFeesPayer(FeesPayer)
        /// The merchant's adjust-amounts callback answered.
        case amountsAdjusted(AdjustableAmounts)
        /// The merchant's adjust-amounts callback reported an error; the correlation id is what support quotes.
        case amountsRefused(AmountError, correlationId: String)
        case pay
        case paid(PaymentReview)
        /// The PIN the buyer creates after paying, and their phone number when the account has none.
        case createPIN(Secret, confirmation: Secret, phone: String?)
        case pinCreated
        case skipPIN
        case termsLoaded(PreapprovalTerms)
        /// The code typed twice on the "Create a code" screen.
        case createCode(Secret, confirmation: Secret)
        case agree
        case agreed(PreapprovalTerms)
        case cancel
        /// Tries again the call an interruption stopped.
        case retry
        /// Leaves the receipt or the error screen for the merchant's app.
        case finish
        /// The buyer comes back to a checkout they left (payPalContext): it is checked with PayPal first.
        case resume
        /// The call under way was refused.
        case refused(PayPalAPIError)
    }

    /// What the library asks of PayPal on the buyer's behalf.
    public enum Call: Sendable, Equatable {
        case logIn(LoginMethod)
        case createPayment(CheckoutOrder, session: String)
        case loadReview(payKey: String, session: String)
        case approve(payKey: String, fundingSourceId: String, addressId: String?, session: String)
        case createPIN(Secret, phone: String?, session: String)
        case loadTerms(preapprovalKey: String, session: String)
        case agree(preapprovalKey: String, fundingSourceId: String?, pin: Secret?, session: String)
    }

    /// What the library tells or asks the merchant's app: the MPL's delegate callbacks.
    public enum Callback: Sendable, Equatable {
        case merchant(MerchantCallback)
        /// Ask the merchant's adjust-amounts callback about the amounts for a ship-to address; it answers with
        /// `amountsAdjusted` or `amountsRefused`.
        case adjustAmounts(AdjustableAmounts, address: AddressSummary)
    }
}
