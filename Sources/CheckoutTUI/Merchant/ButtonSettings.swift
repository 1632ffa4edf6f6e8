import CheckoutFlows
import PayPalAPI

/// The merchant's PayPal button configuration as the app lets a tester edit it: what is typed stays as typed,
/// invalid values included, so the SDK's checks can be tried.
public struct ButtonSettings: SettingsForm {
    /// The rows of the settings, in Tab order.
    public enum Row: String, CaseIterable, Equatable, Sendable {
        case amount, currency, payee, description, shipping, userAction = "user-action", intent, savePayPal = "save-paypal"
    }

    static func label(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .amount: words.amount
        case .currency: words.currency
        case .payee: words.payee
        case .description: words.description
        case .shipping: words.shipping
        case .userAction: words.userAction
        case .intent: words.intent
        case .savePayPal: words.savePayPal
        }
    }

    var amount: TextField
    var currency: TextField
    var payee: TextField
    var description: TextField
    var shipping: ButtonConfiguration.ShippingPreference
    var userAction: ButtonConfiguration.UserAction
    var intent: OrdersClient.Intent
    var savePayPal: Bool

    init(_ configuration: ButtonConfiguration) {
        amount = TextField(configuration.amount, limit: 24)
        currency = TextField(configuration.currency, limit: 8)
        payee = TextField(configuration.payeeEmailAddress, limit: 127)
        description = TextField(configuration.paymentDescription, limit: 160)
        shipping = configuration.shippingPreference
        userAction = configuration.userAction
        intent = configuration.intent
        savePayPal = configuration.savePayPal
    }

    /// The configuration the button is created with, as the SDK will check it.
    var configuration: ButtonConfiguration {
        var configuration = ButtonConfiguration(
            payeeEmailAddress: payee.text, paymentDescription: description.text, shippingPreference: shipping, userAction: userAction,
            intent: intent, amount: amount.text, currency: currency.text, providedAddress: Self.shopperAddress)
        configuration.savePayPal = savePayPal
        return configuration
    }

    /// The shopper's address the merchant provides with `SET_PROVIDED_ADDRESS`.
    static let shopperAddress = PortableAddress(
        addressLine1: "2211 North First Street", adminArea2: "San Jose", adminArea1: "CA", postalCode: "95131", countryCode: "US")

    /// What a row shows.
    func value(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .amount: amount.text
        case .currency: currency.text
        case .payee: payee.text
        case .description: description.text
        case .shipping: shipping.rawValue
        case .userAction: userAction.rawValue
        case .intent: intent.rawValue
        case .savePayPal: savePayPal ? "ON_SUCCESS (store_in_vault)" : words.no
        }
    }

    static func field(_ row: Row) -> WritableKeyPath<Self, TextField>? {
        switch row {
        case .amount: \.amount
        case .currency: \.currency
        case .payee: \.payee
        case .description: \.description
        default: nil
        }
    }

    mutating func cycle(_ row: Row, forward: Bool) {
        switch row {
        case .shipping: shipping = shipping.stepped(forward)
        case .userAction: userAction = userAction.stepped(forward)
        case .intent: intent = intent == .authorize ? .capture : .authorize
        case .savePayPal: savePayPal.toggle()
        default: break
        }
    }
}
