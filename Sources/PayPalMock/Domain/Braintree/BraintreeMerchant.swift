/// The one sandbox merchant the gateway answers for, with the API keys its server SDK is configured with.
struct BraintreeMerchant: Sendable, Equatable {
    let merchantId: String
    let publicKey: String
    let privateKey: String
    /// The name the PayPal sheet shows the buyer.
    var displayName = "PayTerm"

    /// The PayPal buyer every sandbox approval is made by.
    static let sandboxPayerEmail = "payer@example.com"

    static let sandbox = BraintreeMerchant(
        merchantId: "payterm-merchant", publicKey: "payterm-public-key", privateKey: "payterm-private-key")

    /// PayPal nonces the sandbox accepts in place of a buyer's approval.
    static let billingAgreementNonce = "fake-paypal-billing-agreement-nonce"
    static let paypalNonces: Set<String> = ["fake-paypal-one-time-nonce", billingAgreementNonce]

    /// Where the client SDK sends its calls, under the gateway at `base`.
    func clientApiUrl(base: String) -> String { "\(base)/merchants/\(merchantId)/client_api" }
}
