import Foundation
import CheckoutFlows
import PayPalAPI
import PayPalMock

extension DrillBackend {
    /// The backend at `url` as a drill sets up and checks there: with the merchant's keys, and the merchant's
    /// server on this machine for the drills that send it webhooks.
    static func at(_ url: URL, credentials: Credentials, adminToken: String?, merchant: OutageEndpoint?) -> DrillBackend {
        DrillBackend(
            transport: HTTPTransport(baseURL: url), applicationId: credentials.applicationId,
            adaptive: .init(username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature),
            rest: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)), adminToken: adminToken,
            merchantServer: merchant.map { merchant in DrillMerchantServer(webhookURL: merchant.url) { merchant.comeBack() } })
    }
}
