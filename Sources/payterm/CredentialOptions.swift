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

    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) -> Credentials {
        let defaults = Credentials.defaults
        return Credentials(
            clientId: clientId ?? environment["PAYTERM_CLIENT_ID"] ?? defaults.clientId,
            clientSecret: clientSecret ?? environment["PAYTERM_CLIENT_SECRET"] ?? defaults.clientSecret,
            apiUsername: apiUsername ?? environment["PAYTERM_API_USERNAME"] ?? defaults.apiUsername,
            apiPassword: apiPassword ?? environment["PAYTERM_API_PASSWORD"] ?? defaults.apiPassword,
            apiSignature: apiSignature ?? environment["PAYTERM_API_SIGNATURE"] ?? defaults.apiSignature,
            applicationId: appId ?? environment["PAYTERM_APP_ID"] ?? defaults.applicationId)
    }
}
