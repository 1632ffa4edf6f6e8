/// The partner's OAuth application "Connect with Braintree" connects merchants to, with credentials in Braintree's
/// form (`client_id$development$…`, `client_secret$development$…`), which the server SDKs parse for the environment.
struct BraintreeOAuthApplication: Sendable, Equatable {
    let clientId: String
    let clientSecret: String
    /// The partner's name, as the connect page shows it.
    var name = "PayTerm Partner"

    init(_ credentials: Credentials) {
        clientId = credentials.braintreeOAuthClientId
        clientSecret = credentials.braintreeOAuthClientSecret
    }
}
