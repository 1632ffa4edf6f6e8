/// A merchant the gateway answers for, with the API keys its server SDK is configured with.
struct BraintreeMerchant: Sendable, Equatable {
    let merchantId: String
    let publicKey: String
    let privateKey: String
    /// The name the PayPal sheet shows the buyer.
    let displayName: String

    init(merchantId: String, publicKey: String, privateKey: String, displayName: String = "PayTerm Demo Store") {
        self.merchantId = merchantId
        self.publicKey = publicKey
        self.privateKey = privateKey
        self.displayName = displayName
    }

    /// The merchant whose id and keys the backend was given.
    init(_ credentials: Credentials) {
        self.init(merchantId: credentials.braintreeMerchantId, publicKey: credentials.braintreePublicKey, privateKey: credentials.braintreePrivateKey)
    }

    /// The PayPal buyer every sandbox approval is made by.
    static let sandboxPayerEmail = "payer@example.com"

    /// PayPal nonces the sandbox accepts in place of a buyer's approval.
    static let billingAgreementNonce = "fake-paypal-billing-agreement-nonce"
    static let paypalNonces: Set<String> = ["fake-paypal-one-time-nonce", billingAgreementNonce]

    /// The sandbox's merchant account for Venmo sales, which a sale may name besides the merchant's own.
    static let venmoMerchantAccountId = "fake_first_data_venmo_account"

    /// Where the client SDK sends its calls, under the gateway at `base`.
    func clientApiUrl(base: String) -> String { "\(base)/merchants/\(merchantId)/client_api" }
}
