import CheckoutFlows

/// App Switch as the merchant app lets a tester set it up: the request its PayPal button makes (typed as is, so a
/// phone the SDK would not send can be tried), and the buyer's phone it runs on.
public struct AppSwitchSettings: SettingsForm {
    /// The rows, in Tab order.
    public enum Row: String, CaseIterable, Equatable, Sendable {
        case kind, amount, payLater = "pay-later", email, phoneCountry = "phone-code", phoneNumber = "phone-number", contact
        case recipientEmail = "recipient-email", recipientPhoneCountry = "recipient-phone-code", recipientPhoneNumber = "recipient-phone-number"
        case shipping
        case payPalApp = "paypal-app"
        case returnLink = "way-back"
    }

    static func label(_ row: Row) -> String {
        switch row {
        case .kind: "Request"
        case .amount: "Amount"
        case .payLater: "Pay Later"
        case .email: "Buyer email"
        case .phoneCountry: "Phone +code"
        case .phoneNumber: "Phone number"
        case .contact: "Contact"
        case .recipientEmail: "Recipient email"
        case .recipientPhoneCountry: "Recipient +code"
        case .recipientPhoneNumber: "Recipient phone"
        case .shipping: "Shipping"
        case .payPalApp: "PayPal app"
        case .returnLink: "Way back"
        }
    }

    /// The PayPal app on the buyer's phone, and whether PayPal finds the buyer eligible for App Switch.
    public enum PayPalApp: CaseIterable, Equatable, Sendable {
        case signedIn, signedOut, buyerNotEligible, notInstalled

        var label: String {
            switch self {
            case .signedIn: "installed, signed in (Face ID)"
            case .signedOut: "installed, signed out"
            case .buyerNotEligible: "installed, buyer not eligible"
            case .notInstalled: "not installed"
            }
        }
    }

    /// How the PayPal app gets the buyer back to the merchant's app.
    public enum ReturnLink: CaseIterable, Equatable, Sendable {
        case universalLink, fallbackScheme, website

        var label: String {
            switch self {
            case .universalLink: "universal link claimed"
            case .fallbackScheme: "link broken, fallback scheme"
            case .website: "link broken, no fallback"
            }
        }
    }

    var kind = AppSwitchRequest.Kind.oneTime
    var amount = TextField("59.00", limit: 24)
    var payLater = false
    var email = TextField("", limit: 127)
    var phoneCountry = TextField("", limit: 8)
    var phoneNumber = TextField("", limit: 24)
    var contact = AppSwitchRequest.ContactPreference.none
    /// The recipient's contact the contact module shows, apart from the buyer's own (`BTContactInformation`).
    var recipientEmail = TextField("", limit: 127)
    var recipientPhoneCountry = TextField("", limit: 8)
    var recipientPhoneNumber = TextField("", limit: 24)
    /// How the merchant's server answers PayPal's shipping callbacks; nil sends none.
    var shipping: MerchantShippingServer.Behaviour?
    var payPalApp = PayPalApp.signedIn
    var returnLink = ReturnLink.universalLink

    var request: AppSwitchRequest {
        AppSwitchRequest(
            kind: kind, amount: amount.text, offerPayLater: payLater, email: email.text, phoneCountryCode: phoneCountry.text,
            phoneNationalNumber: phoneNumber.text, contact: contact, recipientEmail: recipientEmail.text,
            recipientPhoneCountryCode: recipientPhoneCountry.text, recipientPhoneNationalNumber: recipientPhoneNumber.text, shippingCallback: shipping)
    }

    /// The buyer's phone, its PayPal app signed in to `account` when the setting says it is signed in.
    func device(signedIn account: String?) -> SimulatedDevice {
        var device = SimulatedDevice(payPalAccount: payPalApp == .signedIn ? account : nil)
        device.payPalAppInstalled = payPalApp != .notInstalled
        device.universalLinkClaimed = returnLink == .universalLink
        device.fallbackScheme = returnLink == .fallbackScheme ? "paytermdemo" : nil
        return device
    }

    var buyerEligible: Bool { payPalApp != .buyerNotEligible }

    func value(_ row: Row) -> String {
        switch row {
        case .kind: kind.title
        case .amount: amount.text
        case .payLater: payLater ? "offered (offerPayLater)" : "no"
        case .email: email.text
        case .phoneCountry: phoneCountry.text
        case .phoneNumber: phoneNumber.text
        case .contact: contact == .none ? "not sent (PayPal shows none)" : contact.rawValue
        case .recipientEmail: recipientEmail.text
        case .recipientPhoneCountry: recipientPhoneCountry.text
        case .recipientPhoneNumber: recipientPhoneNumber.text
        case .shipping: shippingValue
        case .payPalApp: payPalApp.label
        case .returnLink: returnLink.label
        }
    }

    static func field(_ row: Row) -> WritableKeyPath<Self, TextField>? {
        switch row {
        case .amount: \.amount
        case .email: \.email
        case .phoneCountry: \.phoneCountry
        case .phoneNumber: \.phoneNumber
        case .recipientEmail: \.recipientEmail
        case .recipientPhoneCountry: \.recipientPhoneCountry
        case .recipientPhoneNumber: \.recipientPhoneNumber
        default: nil
        }
    }

    mutating func cycle(_ row: Row, forward: Bool) {
        switch row {
        case .kind: kind = kind.stepped(forward)
        case .payLater: payLater.toggle()
        case .contact: contact = contact.stepped(forward)
        case .shipping:
            let all = [nil] + MerchantShippingServer.Behaviour.allCases
            shipping = all[((all.firstIndex(of: shipping) ?? 0) + (forward ? 1 : all.count - 1)) % all.count]
        case .payPalApp: payPalApp = payPalApp.stepped(forward)
        case .returnLink: returnLink = returnLink.stepped(forward)
        default: break
        }
    }

    /// The shipping row: what the merchant's server does with PayPal's callbacks, or why none is sent.
    private var shippingValue: String {
        guard let shipping else { return "no callback URL" }
        guard kind == .oneTime else { return "not sent: one-time checkout only" }
        return switch shipping {
        case .ships: "callback: server offers 2 options"
        case .refusesUS: "callback: server refuses the US"
        case .slow: "callback: server answers in 5 s"
        }
    }

    /// What the SDK sends of the phone, or why it sends none.
    var phoneSent: String {
        guard let phone = request.sanitizedPhone else {
            return phoneCountry.text.isEmpty && phoneNumber.text.isEmpty ? "no phone sent" : "phone not sent: 1–3 and 4–12 digits"
        }
        return "sends payer_phone \(phone.countryCode) · \(phone.nationalNumber)"
    }
}
