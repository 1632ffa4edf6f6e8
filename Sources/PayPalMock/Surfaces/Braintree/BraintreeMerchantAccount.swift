/// A merchant's Braintree login, which the connect page logs in with (or signs up for) before the merchant agrees to
/// connect. The seeded login stands for the merchant whose API keys are configured; one signed up for is a new
/// merchant with keys of its own, reached by the partner through its access tokens.
struct BraintreeMerchantAccount: StoredDocument {
    static let kind = "braintree.merchant_account"

    /// The seeded login, for the configured merchant.
    static let sandboxEmail = Personas.braintreeMerchantEmail
    static let sandboxId = "sandbox"

    /// `sandboxId` for the seeded login, else the merchant id.
    var id: String
    var email: String
    var password: StoredSecret
    var businessName: String
    /// A signed-up merchant's API keys; nil for the seeded login, whose keys are the configured ones.
    var keys: Keys?
    /// Its failed log-ins, toward a lockout; nil until the first.
    var logins: LoginCounter?

    struct Keys: Codable, Sendable {
        let publicKey: String
        let privateKey: String
    }

    /// The merchant this login is for, `configured` being the one whose keys the backend was given.
    func merchant(configured: BraintreeMerchant) -> BraintreeMerchant {
        guard let keys else { return configured }
        return BraintreeMerchant(merchantId: id, publicKey: keys.publicKey, privateKey: keys.privateKey, displayName: businessName)
    }
}
