import PayPalAPI
import PayPalVocabulary

/// MPL's `PayPalAmounts`: a payment's amount before tax and shipping, its tax and its shipping.
public struct PaymentAmounts: Sendable, Equatable {
    public var payment: Money
    public var tax: Money
    public var shipping: Money

    public init(payment: Money, tax: Money, shipping: Money) {
        self.payment = payment
        self.tax = tax
        self.shipping = shipping
    }

    public var currency: Currency { payment.currency }
    public var total: Money { payment + tax + shipping }
}

/// MPL's `PayPalReceiverAmounts`: one receiver of an advanced (parallel or chained) payment and its amounts.
public struct ReceiverAmounts: Sendable, Equatable {
    public var recipient: String
    public var amounts: PaymentAmounts

    public init(recipient: String, amounts: PaymentAmounts) {
        self.recipient = recipient
        self.amounts = amounts
    }
}

/// What the merchant's adjust-amounts callback is asked about: a simple payment's amounts, or each receiver's.
public enum AdjustableAmounts: Sendable, Equatable {
    case simple(PaymentAmounts)
    case advanced([ReceiverAmounts])
}

/// MPL's `PayPalAmountErrorCode`, as the merchant's callback reports a failure; either is fatal to the checkout.
public enum AmountError: String, Error, Sendable, Equatable, CaseIterable {
    /// The library shows a network error and lets the buyer return to the merchant.
    case server = "AMOUNT_ERROR_SERVER"
    /// The library shows a generic error and lets the buyer return to the merchant.
    case other = "AMOUNT_ERROR_OTHER"

    /// What `paymentFailed` tells the merchant; the screens word it in the buyer's language.
    public var message: String {
        switch self {
        case .server: "A network error occurred while updating the amounts for the shipping address."
        case .other: "The amounts could not be updated for the shipping address."
        }
    }
}
