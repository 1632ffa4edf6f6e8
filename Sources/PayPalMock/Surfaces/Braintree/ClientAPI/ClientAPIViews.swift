/// How the client API writes its answers, in camelCase JSON as the client SDKs read them.
enum ClientAPIViews {
    struct Configuration: Encodable {
        struct PayPal: Encodable {
            let displayName: String
            /// The merchant's PayPal client id, which `BTPayPalMessagingView` sends to PayPal for its messages.
            let clientId: String
            let currencyIsoCode = "USD"
            let environment = "sandbox"
        }

        let clientApiUrl: String
        let merchantId: String
        let environment = "sandbox"
        let paypalEnabled = true
        let paypal: PayPal
        let payWithVenmo: PayWithVenmo
        let graphQL: GraphQL

        init(merchant: BraintreeMerchant, base: String, payPalClientId: String) {
            clientApiUrl = merchant.clientApiUrl(base: base)
            merchantId = merchant.merchantId
            paypal = PayPal(displayName: merchant.displayName, clientId: payPalClientId)
            payWithVenmo = PayWithVenmo(VenmoProfile(merchant))
            graphQL = GraphQL(url: clientApiUrl + "/graphql")
        }
    }

    /// A checkout's `paymentResource`: the web flow opens `redirectUrl`; `launchPayPalApp` sends the SDK to the app.
    struct PaymentResource: Encodable {
        struct Resource: Encodable {
            let redirectUrl: String
            let launchPayPalApp: Bool
        }

        let paymentResource: Resource
    }

    /// A billing agreement's `agreementSetup`: `paypalAppApprovalUrl` for the app, `approvalUrl` for the web.
    struct AgreementSetup: Encodable {
        struct Setup: Encodable {
            let approvalUrl: String?
            let paypalAppApprovalUrl: String?
        }

        let agreementSetup: Setup
    }

    static func approval(_ resource: HermesResource) -> any Encodable {
        let inApp = resource.appSwitch ?? false
        switch resource.flow {
        case .checkout:
            return PaymentResource(paymentResource: .init(redirectUrl: "https://www.sandbox.paypal.com/checkoutnow?token=\(resource.id)", launchPayPalApp: inApp))
        case .vault:
            let url = "https://www.sandbox.paypal.com/agreements/approve?ba_token=\(resource.id)"
            return AgreementSetup(agreementSetup: .init(approvalUrl: inApp ? nil : url, paypalAppApprovalUrl: inApp ? url : nil))
        }
    }

    /// The tokenized PayPal account, as `BTPayPalAccountNonce` reads it: the nonce and the buyer who approved.
    struct PayPalAccounts: Encodable {
        struct Account: Encodable {
            struct Details: Encodable {
                struct PayerInfo: Encodable {
                    let email: String
                    let firstName: String
                    let lastName: String
                    let payerId: String
                    let phone: String?
                    let countryCode: String
                }

                /// Pay Later's plan, as the iOS SDK reads `BTPayPalCreditFinancing` (PayTerm's choice: no source shows a Pay
                /// Later plan there; Pay in 4's `term` is 0, as it lasts six weeks, not whole months).
                struct CreditFinancing: Encodable {
                    struct Amount: Encodable {
                        let currency: String
                        let value: String
                    }

                    let cardAmountImmutable = false
                    let monthlyPayment: Amount
                    let payerAcceptance = true
                    let term: Int
                    let totalCost: Amount
                    let totalInterest: Amount

                    init(_ plan: PayLaterPlan) {
                        let currency = plan.totalInterest.currency.code
                        monthlyPayment = Amount(currency: currency, value: (plan.payments.dropFirst().first ?? plan.payments.first)?.amount.text ?? "0.00")
                        term = plan.months ?? 0
                        totalCost = Amount(currency: currency, value: plan.total.text)
                        totalInterest = Amount(currency: currency, value: plan.totalInterest.text)
                    }
                }

                let email: String
                let payerInfo: PayerInfo
                let creditFinancingOffered: CreditFinancing?
            }

            let type = "PayPalAccount"
            let nonce: String
            let description = "PayPal"
            let `default` = false
            let details: Details
        }

        let paypalAccounts: [Account]

        init(_ nonce: PayPalAccountNonce) {
            let payer = nonce.payer
            let info = Account.Details.PayerInfo(
                email: payer?.email ?? BraintreeMerchant.sandboxPayerEmail, firstName: payer?.firstName ?? "Sandbox",
                lastName: payer?.lastName ?? "Payer", payerId: payer?.payerId ?? "PAYTERMSANDBOX", phone: payer?.phone,
                countryCode: payer?.countryCode ?? "US")
            let financing = payer?.payLater.map(Account.Details.CreditFinancing.init)
            paypalAccounts = [Account(nonce: nonce.id, details: Account.Details(email: info.email, payerInfo: info, creditFinancingOffered: financing))]
        }
    }

    /// The client API's refusal: the message, and each field's error with Braintree's code.
    struct ErrorResponse: Encodable {
        struct Message: Encodable { let message: String }
        struct FieldError: Encodable {
            let field: String
            let code: String
            let message: String
        }

        let error: Message
        let fieldErrors: [FieldError]

        init(message: String, fieldErrors: [FieldError] = []) {
            error = Message(message: message)
            self.fieldErrors = fieldErrors
        }

        init(_ failure: GatewayFailure) {
            self.init(message: failure.message, fieldErrors: failure.errors.map { FieldError(field: $0.attribute, code: $0.code, message: $0.message) })
        }
    }
}
