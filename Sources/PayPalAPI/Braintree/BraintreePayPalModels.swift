import Foundation

extension BraintreePayPalClient {
    /// `v1/configuration`, the parts the PayPal client reads.
    public struct Configuration: Decodable, Sendable, Equatable {
        public struct PayPal: Decodable, Sendable, Equatable {
            public var displayName: String?
            public var currencyIsoCode: String?
            /// The merchant's PayPal client id, for PayPal's messages.
            public var clientId: String?
        }

        public var merchantId: String
        public var paypalEnabled: Bool
        public var paypal: PayPal?
    }

    /// A Hermes body as the iOS SDK sends it (`PayPalCheckoutPOSTBody`, `PayPalVaultPOSTBody`).
    public struct HermesRequest: Encodable, Sendable, Equatable {
        public enum Flow: Sendable, Equatable { case checkout, vault }

        public struct Phone: Encodable, Sendable, Equatable {
            public var countryCode: String
            public var nationalNumber: String

            public init(countryCode: String, nationalNumber: String) {
                self.countryCode = countryCode
                self.nationalNumber = nationalNumber
            }

            enum CodingKeys: String, CodingKey {
                case countryCode = "country_code"
                case nationalNumber = "national_number"
            }
        }

        public var flow: Flow
        public var amount: String?
        public var currencyIsoCode: String?
        public var intent: String?
        public var offerPayLater: Bool
        public var requestBillingAgreement: Bool
        public var returnUrl = "sdk.ios.braintree://onetouch/v1/success"
        public var cancelUrl = "sdk.ios.braintree://onetouch/v1/cancel"
        public var payerEmail: String?
        public var payerPhone: Phone?
        /// The contact module (`BTContactPreference`'s `stringValue`), sent only when set, with the recipient's contact.
        public var contactPreference: String?
        public var recipientEmail: String?
        public var internationalPhone: Phone?
        /// The shipping module: where PayPal calls the merchant's server as the buyer changes the address or option.
        public var shippingCallbackUrl: String?
        /// The App Switch fields, sent only when the SDK may switch to the PayPal app.
        public var launchPayPalApp: Bool?
        public var merchantAppReturnUrl: String?
        public var merchantAppFallbackUrlScheme: String?
        public var osType: String?
        public var osVersion: String?

        /// A one-time checkout for `amount` (with the wallet saved too when `requestBillingAgreement`), or, with no
        /// amount, a billing agreement.
        public init(flow: Flow, amount: String?, offerPayLater: Bool = false, requestBillingAgreement: Bool = false) {
            self.flow = flow
            self.amount = flow == .checkout ? amount : nil
            currencyIsoCode = flow == .checkout ? "USD" : nil
            intent = flow == .checkout ? "sale" : nil
            self.offerPayLater = offerPayLater
            self.requestBillingAgreement = requestBillingAgreement
        }

        /// Asks for the PayPal app, returning to the merchant's app on its universal link (or its fallback scheme).
        public mutating func switchApps(universalLink: String, fallbackScheme: String?) {
            launchPayPalApp = true
            merchantAppReturnUrl = universalLink + "/braintreeAppSwitchPayPal"
            merchantAppFallbackUrlScheme = fallbackScheme
            osType = "iOS"
            osVersion = "18.2"
        }

        enum CodingKeys: String, CodingKey {
            case amount, intent
            case currencyIsoCode = "currency_iso_code"
            case offerPayLater = "offer_pay_later"
            case requestBillingAgreement = "request_billing_agreement"
            case returnUrl = "return_url"
            case cancelUrl = "cancel_url"
            case payerEmail = "payer_email"
            case payerPhone = "payer_phone"
            case contactPreference = "contact_preference"
            case recipientEmail = "recipient_email"
            case internationalPhone = "international_phone"
            case shippingCallbackUrl = "shipping_callback_url"
            case launchPayPalApp = "launch_paypal_app"
            case merchantAppReturnUrl = "merchant_app_return_url"
            case merchantAppFallbackUrlScheme = "merchant_app_fallback_url_scheme"
            case osType = "os_type"
            case osVersion = "os_version"
        }
    }

    /// Where the buyer approves, as `BTPayPalApprovalURLParser` reads the Hermes answer.
    public struct ApprovalURL: Codable, Sendable, Equatable {
        public var url: String
        /// True when the SDK switches to the PayPal app rather than opening PayPal's web page.
        public var appSwitch: Bool

        public init(url: String, appSwitch: Bool) {
            self.url = url
            self.appSwitch = appSwitch
        }

        /// The EC token of a checkout, or the BA token of a billing agreement.
        public var token: String? {
            let items = URLComponents(string: url)?.queryItems ?? []
            return (items.first { $0.name == "ba_token" } ?? items.first { $0.name == "token" })?.value
        }
    }

    struct HermesAnswer: Decodable {
        struct PaymentResource: Decodable {
            var redirectUrl: String?
            var launchPayPalApp: Bool?
        }

        struct AgreementSetup: Decodable {
            var approvalUrl: String?
            var paypalAppApprovalUrl: String?
        }

        var paymentResource: PaymentResource?
        var agreementSetup: AgreementSetup?

        /// The parser's order: the app's agreement URL, else the redirect (app when `launchPayPalApp`), else the
        /// agreement's web URL.
        var approvalURL: ApprovalURL? {
            if let url = agreementSetup?.paypalAppApprovalUrl { return ApprovalURL(url: url, appSwitch: true) }
            if let url = paymentResource?.redirectUrl { return ApprovalURL(url: url, appSwitch: paymentResource?.launchPayPalApp == true) }
            return agreementSetup?.approvalUrl.map { ApprovalURL(url: $0, appSwitch: false) }
        }
    }

    struct TokenizeBody: Encodable {
        struct Account: Encodable {
            struct Response: Encodable { var webURL: String }

            var responseType = "web"
            var intent: String?
            var response: Response

            enum CodingKeys: String, CodingKey {
                case intent, response
                case responseType = "response_type"
            }
        }

        var paypalAccount: Account

        enum CodingKeys: String, CodingKey { case paypalAccount = "paypal_account" }
    }

    struct TokenizeAnswer: Decodable {
        var paypalAccounts: [PayPalAccountNonce]
    }

    /// `BTPayPalAccountNonce`: the nonce for the merchant's server, and who the buyer is.
    public struct PayPalAccountNonce: Codable, Sendable, Equatable {
        public struct Details: Codable, Sendable, Equatable {
            public struct PayerInfo: Codable, Sendable, Equatable {
                public var email: String?
                public var firstName: String?
                public var lastName: String?
                public var payerId: String?
                public var phone: String?
            }

            /// Credit financing the buyer accepted (`BTPayPalCreditFinancing`): a Pay Later plan, on PayTerm's backend.
            public struct CreditFinancing: Codable, Sendable, Equatable {
                public struct Amount: Codable, Sendable, Equatable {
                    public var currency: String?
                    public var value: String?
                }

                /// The term in months; 0 for Pay in 4, which lasts six weeks.
                public var term: Int?
                public var monthlyPayment: Amount?
                public var totalCost: Amount?
                public var totalInterest: Amount?
                public var payerAcceptance: Bool?
            }

            public var email: String?
            public var payerInfo: PayerInfo?
            public var creditFinancingOffered: CreditFinancing?
        }

        public var nonce: String
        public var details: Details?

        public init(nonce: String, details: Details?) {
            self.nonce = nonce
            self.details = details
        }

        /// The payer's email, from `payerInfo`, else the details'.
        public var email: String? { details?.payerInfo?.email ?? details?.email }
    }
}
