/// The one sandbox merchant the gateway answers for, with the API keys its server SDK is configured with.
struct BraintreeMerchant: Sendable, Equatable {
    let merchantId: String
    let publicKey: String
    let privateKey: String

    static let sandbox = BraintreeMerchant(
        merchantId: "payterm-merchant", publicKey: "payterm-public-key", privateKey: "payterm-private-key")

    /// PayPal nonces the sandbox accepts in place of a buyer's approval.
    static let paypalNonces: Set<String> = ["fake-paypal-one-time-nonce", "fake-paypal-billing-agreement-nonce"]
}
