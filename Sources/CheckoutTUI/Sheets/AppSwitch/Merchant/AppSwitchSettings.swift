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

    static func label(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .kind: words.request
        case .amount: words.amount
        case .payLater: words.payLater
        case .email: words.buyerEmail
        case .phoneCountry: words.phoneCode
        case .phoneNumber: words.phoneNumber
        case .contact: words.contact
        case .recipientEmail: words.recipientEmail
        case .recipientPhoneCountry: words.recipientPhoneCode
        case .recipientPhoneNumber: words.recipientPhone
        case .shipping: words.shipping
        case .payPalApp: words.payPalApp
        case .returnLink: words.wayBack
        }
    }

    /// The PayPal app on the buyer's phone, and whether PayPal finds the buyer eligible for App Switch.
    public enum PayPalApp: CaseIterable, Equatable, Sendable {
        case signedIn, signedOut, buyerNotEligible, notInstalled

        var label: String { label(.english) }

        func label(_ words: SettingsStrings) -> String {
            switch self {
            case .signedIn: words.signedInFaceID
            case .signedOut: words.signedOut
            case .buyerNotEligible: words.buyerNotEligible
            case .notInstalled: words.notInstalled
            }
        }
    }

    /// How the PayPal app gets the buyer back to the merchant's app.
    public enum ReturnLink: CaseIterable, Equatable, Sendable {
        case universalLink, fallbackScheme, website

        var label: String { label(.english) }

        func label(_ words: SettingsStrings) -> String {
            switch self {
            case .universalLink: words.universalLink
            case .fallbackScheme: words.fallbackScheme
            case .website: words.noFallback
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

    func value(_ row: Row, _ words: SettingsStrings) -> String {
        switch row {
        case .kind: Self.title(kind, words)
        case .amount: amount.text
        case .payLater: payLater ? words.payLaterOffered : words.no
        case .email: email.text
        case .phoneCountry: phoneCountry.text
        case .phoneNumber: phoneNumber.text
        case .contact: contact == .none ? words.contactNotSent : contact.rawValue
        case .recipientEmail: recipientEmail.text
        case .recipientPhoneCountry: recipientPhoneCountry.text
        case .recipientPhoneNumber: recipientPhoneNumber.text
        case .shipping: shippingValue(words)
        case .payPalApp: payPalApp.label(words)
        case .returnLink: returnLink.label(words)
        }
    }

    static func title(_ kind: AppSwitchRequest.Kind, _ words: SettingsStrings) -> String {
        switch kind {
        case .oneTime: words.oneTimeCheckout
        case .vault: words.saveNoPurchase
        case .saveWithPurchase: words.saveWithPurchase
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
    private func shippingValue(_ words: SettingsStrings) -> String {
        guard let shipping else { return words.noCallbackURL }
        guard kind == .oneTime else { return words.oneTimeOnly }
        return switch shipping {
        case .ships: words.serverShips
        case .refusesUS: words.serverRefusesUS
        case .slow: words.serverSlow
        }
    }

    /// What the SDK sends of the phone, or why it sends none.
    func phoneSent(_ words: SettingsStrings) -> String {
        guard let phone = request.sanitizedPhone else {
            return phoneCountry.text.isEmpty && phoneNumber.text.isEmpty ? words.noPhone : words.phoneNotSent
        }
        return words.sendsPhone(phone.countryCode, phone.nationalNumber)
    }
}
