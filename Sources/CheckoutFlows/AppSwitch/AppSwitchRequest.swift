import PayPalAPI
import PayPalVocabulary

/// What the merchant's app asks of Braintree's PayPal client: a one-time checkout, saving PayPal with no purchase, or
/// saving it with one, all with Pay Now, Pay Later offered where the request sets it; the buyer's email and phone
/// when the app knows them, and the recipient's, apart, for the contact module.
public struct AppSwitchRequest: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case oneTime, vault, saveWithPurchase

        public var title: String {
            switch self {
            case .oneTime: "One-time checkout (Pay Now)"
            case .vault: "Save PayPal, no purchase"
            case .saveWithPurchase: "Save PayPal with purchase (Pay Now)"
            }
        }

        /// True when the merchant's server keeps the wallet in the vault.
        public var vaults: Bool { self != .oneTime }
        public var hasPurchase: Bool { self != .vault }
    }

    /// `BTContactPreference`: `.none` sends nothing (PayPal's NO_CONTACT_INFO); the others send their `stringValue`
    /// with `BTContactInformation`'s recipient email and phone (`recipient_email`, `international_phone`).
    public enum ContactPreference: String, Codable, Sendable, CaseIterable {
        case none
        case noContactInformation = "NO_CONTACT_INFO"
        case updateContactInformation = "UPDATE_CONTACT_INFO"
        case retainContactInformation = "RETAIN_CONTACT_INFO"
    }

    public var kind: Kind
    /// The purchase's amount in dollars (`59.00`); unused when saving with no purchase.
    public var amount: String
    public var offerPayLater: Bool
    public var email: String
    /// The phone as the shopper typed it in the merchant's app.
    public var phoneCountryCode: String
    public var phoneNationalNumber: String
    public var contact: ContactPreference
    /// `BTContactInformation`: the recipient's email and phone, which the contact module shows, apart from the
    /// payer's.
    public var recipientEmail: String
    public var recipientPhoneCountryCode: String
    public var recipientPhoneNationalNumber: String
    /// The shipping module: how the merchant's server answers PayPal's shipping callbacks; nil sends no
    /// `shipping_callback_url`. A one-time checkout's only (Pay Now).
    public var shippingCallback: MerchantShippingServer.Behaviour?

    public init(
        kind: Kind = .oneTime, amount: String = "59.00", offerPayLater: Bool = false, email: String = "",
        phoneCountryCode: String = "", phoneNationalNumber: String = "", contact: ContactPreference = .none, recipientEmail: String = "",
        recipientPhoneCountryCode: String = "", recipientPhoneNationalNumber: String = "", shippingCallback: MerchantShippingServer.Behaviour? = nil
    ) {
        self.kind = kind
        self.amount = amount
        self.offerPayLater = offerPayLater
        self.email = email
        self.phoneCountryCode = phoneCountryCode
        self.phoneNationalNumber = phoneNationalNumber
        self.contact = contact
        self.recipientEmail = recipientEmail
        self.recipientPhoneCountryCode = recipientPhoneCountryCode
        self.recipientPhoneNationalNumber = recipientPhoneNationalNumber
        self.shippingCallback = shippingCallback
    }

    /// How the merchant's server answers the shipping callback the request sends, if it sends one.
    public var sentShippingCallback: MerchantShippingServer.Behaviour? { kind == .oneTime ? shippingCallback : nil }

    /// The phone in the canonical form Braintree asks for: the country code's digits without `+`, the national
    /// number's digits without the trunk `0` (Italy's leading zero is part of the number); nil unless both are left
    /// and of the lengths the SDK documents (1–3 and 4–12 digits).
    public var sanitizedPhone: BraintreePayPalClient.HermesRequest.Phone? {
        Self.sanitized(countryCode: phoneCountryCode, nationalNumber: phoneNationalNumber)
    }

    /// The recipient's phone, sanitized as the payer's is.
    public var sanitizedRecipientPhone: BraintreePayPalClient.HermesRequest.Phone? {
        Self.sanitized(countryCode: recipientPhoneCountryCode, nationalNumber: recipientPhoneNationalNumber)
    }

    private static func sanitized(countryCode: String, nationalNumber: String) -> BraintreePayPalClient.HermesRequest.Phone? {
        let country = String(countryCode.filter(\.isASCIIDigit).drop { $0 == "0" })
        var national = nationalNumber.filter(\.isASCIIDigit)
        if country != "39" { national = String(national.drop { $0 == "0" }) }
        guard (1...3).contains(country.count), (4...12).contains(national.count) else { return nil }
        return .init(countryCode: country, nationalNumber: national)
    }

    /// The Hermes body the SDK sends; the App Switch fields only when it may switch to the PayPal app.
    func hermes(on device: SimulatedDevice) -> BraintreePayPalClient.HermesRequest {
        var request = BraintreePayPalClient.HermesRequest(
            flow: kind == .vault ? .vault : .checkout, amount: amount, offerPayLater: kind.hasPurchase && offerPayLater,
            requestBillingAgreement: kind == .saveWithPurchase)
        request.payerEmail = Self.trimmed(email)
        request.payerPhone = sanitizedPhone
        if kind.hasPurchase, contact != .none {
            request.contactPreference = contact.rawValue
            request.recipientEmail = Self.trimmed(recipientEmail)
            request.internationalPhone = sanitizedRecipientPhone
        }
        if device.payPalAppInstalled {
            request.switchApps(universalLink: SimulatedDevice.universalLink, fallbackScheme: device.fallbackScheme)
        }
        return request
    }

    /// An email as the SDK sends it: trimmed, nil when empty.
    private static func trimmed(_ email: String) -> String? {
        let trimmed = email.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
