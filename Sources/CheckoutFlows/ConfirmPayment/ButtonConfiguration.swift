import PayPalAPI

/// The merchant's PayPal button as the seed's `PayPalButtonComponentConfig` and `TransactionData` set it up: who
/// is paid, for what, and how the buyer's approval ends. A tester may type anything into it, invalid values
/// included: the SDK checks it when the buyer presses the button.
public struct ButtonConfiguration: Codable, Sendable, Equatable {
    public enum ShippingPreference: String, Codable, Sendable, CaseIterable {
        case noShipping = "NO_SHIPPING"
        /// The buyer picks one of the addresses on their PayPal account.
        case getFromFile = "GET_FROM_FILE"
        /// The merchant's address for the shopper; the buyer sees it and cannot change it.
        case setProvidedAddress = "SET_PROVIDED_ADDRESS"
    }

    /// How PayPal's sheet ends: "Continue" hands the buyer back to the merchant's confirmation screen, "Pay Now"
    /// means the approval is the payment.
    public enum UserAction: String, Codable, Sendable, CaseIterable {
        case `continue` = "CONTINUE"
        case payNow = "PAY_NOW"
    }

    public var payeeEmailAddress: String
    public var paymentDescription: String
    public var shippingPreference: ShippingPreference
    public var userAction: UserAction
    /// `AUTHORIZE` (the seed's `.authorisation`): held, confirmed, then captured; `CAPTURE` (`.purchase`): paid
    /// at once in `onApprove`.
    public var intent: OrdersClient.Intent
    /// The transaction's amount and currency as typed, checked on submission.
    public var amount: String
    public var currency: String
    /// The shopper's address, for `SET_PROVIDED_ADDRESS`.
    public var providedAddress: PortableAddress?
    /// Save PayPal with the purchase (`store_in_vault: ON_SUCCESS`): the buyer consents in the sheet.
    public var savePayPal = false
    /// PayPal's customer for the merchant's shopper, once a save made one: a wallet saved again is saved for them, so
    /// PayPal answers with the token it keeps for that account.
    public var customerId: String?
    /// A wallet saved earlier (a payment token's id): the returning buyer pays with it, with no sheet at all.
    public var vaultId: String?

    public init(
        payeeEmailAddress: String, paymentDescription: String, shippingPreference: ShippingPreference, userAction: UserAction,
        intent: OrdersClient.Intent, amount: String, currency: String, providedAddress: PortableAddress? = nil
    ) {
        self.payeeEmailAddress = payeeEmailAddress
        self.paymentDescription = paymentDescription
        self.shippingPreference = shippingPreference
        self.userAction = userAction
        self.intent = intent
        self.amount = amount
        self.currency = currency
        self.providedAddress = providedAddress
    }

    /// The seed's confirm payment flow: authorise, confirm on the merchant's screen, capture.
    public static func confirmPayment(amount: String, currency: String = "USD") -> ButtonConfiguration {
        ButtonConfiguration(
            payeeEmailAddress: DemoStore.merchantEmail, paymentDescription: "Product purchase - review order",
            shippingPreference: .getFromFile, userAction: .continue, intent: .authorize, amount: amount, currency: currency)
    }

    /// The seed's pay now flow: the buyer's "Pay Now" is the payment, captured in `onApprove`.
    public static func payNow(amount: String, currency: String = "USD") -> ButtonConfiguration {
        ButtonConfiguration(
            payeeEmailAddress: DemoStore.merchantEmail, paymentDescription: "Product purchase", shippingPreference: .getFromFile,
            userAction: .payNow, intent: .capture, amount: amount, currency: currency)
    }
}
