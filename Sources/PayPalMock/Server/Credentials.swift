/// The credentials the backend accepts: a REST app's client id and secret, and an Adaptive Payments API caller.
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

    public init(
        clientId: String = Self.defaults.clientId, clientSecret: String = Self.defaults.clientSecret,
        apiUsername: String = Self.defaults.apiUsername, apiPassword: String = Self.defaults.apiPassword,
        apiSignature: String = Self.defaults.apiSignature, applicationId: String = Self.defaults.applicationId
    ) {
        self.clientId = clientId
        self.clientSecret = clientSecret
        self.apiUsername = apiUsername
        self.apiPassword = apiPassword
        self.apiSignature = apiSignature
        self.applicationId = applicationId
    }

    private init(defaults: Void) {
        clientId = "payterm-client-id"
        clientSecret = "payterm-client-secret"
        apiUsername = "merchant_api1.business.example.com"
        apiPassword = "PAYTERM-API-PASSWORD"
        apiSignature = "PayTerm.Signature.A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"
        applicationId = Self.sandboxApplicationId
    }

    public static let defaults = Credentials(defaults: ())

    func acceptsApplicationId(_ id: String) -> Bool {
        id == Self.sandboxApplicationId || id == applicationId
    }
}
