import ArgumentParser
import Foundation
import PayPalMock

/// The credentials the backend accepts, from flags, else the environment, else the defaults.
struct CredentialOptions: ParsableArguments {
    @Option(help: "REST client id (env PAYTERM_CLIENT_ID).")
    var clientId: String?

    @Option(help: "REST client secret (env PAYTERM_CLIENT_SECRET).")
    var clientSecret: String?

    @Option(help: "Adaptive Payments API user id (env PAYTERM_API_USERNAME).")
    var apiUsername: String?

    @Option(help: "Adaptive Payments API password (env PAYTERM_API_PASSWORD).")
    var apiPassword: String?

    @Option(help: "Adaptive Payments API signature (env PAYTERM_API_SIGNATURE).")
    var apiSignature: String?

    @Option(help: "An application id accepted besides \(Credentials.sandboxApplicationId) (env PAYTERM_APP_ID).")
    var appId: String?

    @Option(help: "Braintree gateway merchant id (env PAYTERM_BRAINTREE_MERCHANT_ID).")
    var braintreeMerchantId: String?

    @Option(help: "Braintree gateway public key (env PAYTERM_BRAINTREE_PUBLIC_KEY).")
    var braintreePublicKey: String?

    @Option(help: "Braintree gateway private key (env PAYTERM_BRAINTREE_PRIVATE_KEY).")
    var braintreePrivateKey: String?

    @Option(help: "Braintree OAuth application's client id, client_id$development$… (env PAYTERM_BRAINTREE_OAUTH_CLIENT_ID).")
    var braintreeOauthClientId: String?

    @Option(help: "Braintree OAuth application's client secret, client_secret$development$… (env PAYTERM_BRAINTREE_OAUTH_CLIENT_SECRET).")
    var braintreeOauthClientSecret: String?

    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) -> Credentials {
        let defaults = Credentials.defaults
        return Credentials(
            clientId: clientId ?? environment["PAYTERM_CLIENT_ID"] ?? defaults.clientId,
            clientSecret: clientSecret ?? environment["PAYTERM_CLIENT_SECRET"] ?? defaults.clientSecret,
            apiUsername: apiUsername ?? environment["PAYTERM_API_USERNAME"] ?? defaults.apiUsername,
            apiPassword: apiPassword ?? environment["PAYTERM_API_PASSWORD"] ?? defaults.apiPassword,
            apiSignature: apiSignature ?? environment["PAYTERM_API_SIGNATURE"] ?? defaults.apiSignature,
            applicationId: appId ?? environment["PAYTERM_APP_ID"] ?? defaults.applicationId,
            braintreeMerchantId: braintreeMerchantId ?? environment["PAYTERM_BRAINTREE_MERCHANT_ID"] ?? defaults.braintreeMerchantId,
            braintreePublicKey: braintreePublicKey ?? environment["PAYTERM_BRAINTREE_PUBLIC_KEY"] ?? defaults.braintreePublicKey,
            braintreePrivateKey: braintreePrivateKey ?? environment["PAYTERM_BRAINTREE_PRIVATE_KEY"] ?? defaults.braintreePrivateKey,
            braintreeOAuthClientId: braintreeOauthClientId ?? environment["PAYTERM_BRAINTREE_OAUTH_CLIENT_ID"] ?? defaults.braintreeOAuthClientId,
            braintreeOAuthClientSecret: braintreeOauthClientSecret ?? environment["PAYTERM_BRAINTREE_OAUTH_CLIENT_SECRET"]
                ?? defaults.braintreeOAuthClientSecret)
    }
}
