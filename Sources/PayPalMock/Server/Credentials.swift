/// The credentials the backend accepts: a REST app's client id and secret, an Adaptive Payments API caller, and
/// Braintree's: the gateway merchant's id and API keys, and the partner's OAuth application.
public struct Credentials: Sendable, Equatable {
    /// PayPal's public sandbox application id, which MPL apps used in testing; always accepted.
    public static let sandboxApplicationId = "APP-80W284485P519543T"

    public var clientId: String
    public var clientSecret: String
    public var apiUsername: String
    public var apiPassword: String
    public var apiSignature: String
    /// An application id accepted besides the sandbox one.
    public var applicationId: String
    public var braintreeMerchantId: String
    public var braintreePublicKey: String
    public var braintreePrivateKey: String
    /// The OAuth application's, in Braintree's `client_id$development$…` and `client_secret$development$…` forms,
    /// which the server SDKs parse for the environment.
    public var braintreeOAuthClientId: String
    public var braintreeOAuthClientSecret: String

    public init(
        clientId: String = Self.defaults.clientId, clientSecret: String = Self.defaults.clientSecret,
        apiUsername: String = Self.defaults.apiUsername, apiPassword: String = Self.defaults.apiPassword,
        apiSignature: String = Self.defaults.apiSignature, applicationId: String = Self.defaults.applicationId,
        braintreeMerchantId: String = Self.defaults.braintreeMerchantId, braintreePublicKey: String = Self.defaults.braintreePublicKey,
        braintreePrivateKey: String = Self.defaults.braintreePrivateKey, braintreeOAuthClientId: String = Self.defaults.braintreeOAuthClientId,
        braintreeOAuthClientSecret: String = Self.defaults.braintreeOAuthClientSecret
    ) {
        self.clientId = clientId
        self.clientSecret = clientSecret
        self.apiUsername = apiUsername
        self.apiPassword = apiPassword
        self.apiSignature = apiSignature
        self.applicationId = applicationId
        self.braintreeMerchantId = braintreeMerchantId
        self.braintreePublicKey = braintreePublicKey
        self.braintreePrivateKey = braintreePrivateKey
        self.braintreeOAuthClientId = braintreeOAuthClientId
        self.braintreeOAuthClientSecret = braintreeOAuthClientSecret
    }

    private init(defaults: Void) {
        clientId = "payterm-client-id"
        clientSecret = "payterm-client-secret"
        apiUsername = "merchant_api1.business.example.com"
        apiPassword = "PAYTERM-API-PASSWORD"
        apiSignature = "PayTerm.Signature.A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
        applicationId = Self.sandboxApplicationId
        braintreeMerchantId = "payterm-merchant"
        braintreePublicKey = "payterm-public-key"
        braintreePrivateKey = "payterm-private-key"
        braintreeOAuthClientId = "client_id$development$paytermpartner"
        braintreeOAuthClientSecret = "client_secret$development$paytermpartnersecret"
    }

    public static let defaults = Credentials(defaults: ())

    /// True for the REST app's client id and secret, compared in constant time.
    func acceptsRESTClient(id: String, secret: String) -> Bool {
        ConstantTime.equal(Array(id.utf8), Array(clientId.utf8)) && ConstantTime.equal(Array(secret.utf8), Array(clientSecret.utf8))
    }

    func acceptsApplicationId(_ id: String) -> Bool {
        id == Self.sandboxApplicationId || id == applicationId
    }
}
