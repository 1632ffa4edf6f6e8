import PayPalAPI

/// What happens to a checkout (the buyer's actions and PayPal's answers), and what it asks to be done.
extension CheckoutFlow {
    public enum LoginMethod: Sendable, Equatable {
        case password(email: String, password: String)
        case pin(phone: String, pin: String)
    }

    public enum Event: Sendable, Equatable {
        /// `payNow` is the Pay button of the login screen when shipping is off: log in and pay at once.
        case logIn(LoginMethod, payNow: Bool)
        case loggedIn(BuyerSession)
        case paymentCreated(payKey: String)
        case reviewLoaded(PaymentReview)
        case chooseFunding(String)
        case chooseAddress(String)
        /// The merchant's adjust-amounts callback answered.
        case amountsAdjusted(AdjustableAmounts)
        /// The merchant's adjust-amounts callback reported an error.
        case amountsRefused(AmountError)
        case pay
        case paid(PaymentReview)
        case createPIN(String)
        case pinCreated
        case skipPIN
        case termsLoaded(PreapprovalTerms)
        /// The code typed on the "Create a code" screen.
        case createCode(String)
        case agree
        case agreed(PreapprovalTerms)
        case cancel
        /// Leaves the receipt or the error screen for the merchant's app.
        case finish
        /// The buyer comes back to a checkout they left (payPalContext): it is checked with PayPal first.
        case resume
        /// The call under way was refused.
        case refused(PayPalAPIError)
    }

    public enum Effect: Sendable, Equatable {
        case logIn(LoginMethod)
        /// Ask the merchant's adjust-amounts callback about the amounts for a ship-to address.
        case adjustAmounts(AdjustableAmounts, address: AddressSummary)
        case createPayment(CheckoutOrder, session: String)
        case loadReview(payKey: String, session: String)
        case approve(payKey: String, fundingSourceId: String, addressId: String?, session: String)
        case createPIN(String, session: String)
        case loadTerms(preapprovalKey: String, session: String)
        case agree(preapprovalKey: String, fundingSourceId: String?, pin: String?, session: String)
        case callback(MerchantCallback)
        /// Show the receipt for a moment, then send `.finish`.
        case finishAfterPause
    }
}
