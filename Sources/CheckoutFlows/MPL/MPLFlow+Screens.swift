import PayPalAPI

/// What the library's screens show of a checkout.
extension MPLFlow {
    public enum Screen: Codable, Sendable, Equatable {
        case login(error: Notice?)
        /// A call is under way.
        case working(Activity)
        case review(Review)
        /// The preapproval's "Create a code" screen, when the merchant asked for a PIN.
        case createCode(error: Notice?)
        /// The preapproval's terms and its Agree and Pay button.
        case agreement(Agreement)
        case createPIN(error: Notice?)
        case receipt(Receipt)
        case failure(PayPalAPIError)
        /// PayPal could not be reached, or failed, on a call that moves no money: Try again or Cancel.
        case interrupted(PayPalAPIError)
        case closed
    }

    /// What a call under way is doing, for the working screen (the screens word it in the buyer's language).
    public enum Activity: Codable, Sendable, Equatable {
        case loggingIn, resuming, updatingAmounts, preparingPayment, paying, checkingPayment, creatingPIN, loadingAgreement, agreeing
    }

    /// What the receipt says before the library returns to the merchant.
    public enum Receipt: Codable, Sendable, Equatable {
        case paid, pinCreated, agreed
    }

    /// A message on a screen, worded by the screens in the buyer's language.
    public enum Notice: Codable, Sendable, Equatable {
        /// A PIN or code that is not 4 to 8 digits.
        case invalidPIN
        /// The code and its confirmation differ.
        case codesDiffer
        /// The new PIN and its confirmation differ.
        case pinsDiffer
        /// A phone number that is not one.
        case invalidPhone
        /// A checkout the buyer came back to had expired or finished at PayPal, so it starts over.
        case checkoutExpired
        /// PayPal refused the call: a wrong login, a locked account, a declined funding source.
        case refused(PayPalAPIError)
        /// The payment's answer was lost, and PayPal says it was not made: the buyer may pay again.
        case notPaid(PayPalAPIError)
    }

    /// The agreement screen: the terms, and the funding source the buyer picks for later payments.
    public struct Agreement: Codable, Sendable, Equatable {
        public var terms: PreapprovalTerms
        public var fundingSourceId: String?
    }

    /// The review screen: the payment, and the buyer's choices of funding and shipping address.
    public struct Review: Codable, Sendable, Equatable {
        public var payment: PaymentReview
        public var fundingSourceId: String
        public var addressId: String?
        public var error: Notice?

        public var chosenOption: PaymentReview.FundingOption? {
            payment.fundingOptions?.first { $0.fundingSourceId == fundingSourceId }
        }
    }
}
