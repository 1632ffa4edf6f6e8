/// A client API body's `authorization_fingerprint`, which the SDKs send there when they hold a client token.
struct ClientAPIAuthorizationBody: Decodable {
    var authorizationFingerprint: String?
}

/// A Hermes call's body, `paypal_hermes/create_payment_resource` or `setup_billing_agreement`; keys in snake_case.
struct HermesBody: Decodable {
    var amount: String?
    var currencyIsoCode: String?
    var returnUrl: String?
    var cancelUrl: String?
    var launchPaypalApp: Bool?
    var merchantAppReturnUrl: String?
    var requestBillingAgreement: Bool?
    var offerPayLater: Bool?
    var shippingCallbackUrl: String?
    var contactPreference: String?
    var recipientEmail: String?
    var internationalPhone: Phone?

    struct Phone: Decodable {
        var countryCode: String?
        var nationalNumber: String?
    }
}

/// `payment_methods/paypal_accounts`: the URL the buyer returned on, as the SDK forwards it.
struct PayPalAccountBody: Decodable {
    struct Account: Decodable {
        struct Response: Decodable { var webURL: String? }

        var response: Response?
    }

    var paypalAccount: Account?
}

/// `payment_methods/venmo_accounts`: the approved account's nonce, as `BTVenmoClient.vault` sends it.
struct VenmoAccountBody: Decodable {
    struct Account: Decodable { var nonce: String? }

    var venmoAccount: Account?
}
