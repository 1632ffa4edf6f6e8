import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalMock
@testable import CheckoutTUI

/// The front's services on a fresh backend answering in the test's process: no port, no terminal; each HTTP call a
/// line of the event pane, as on a network.
enum InProcessServices {
    static func start() async throws -> Services {
        let shipping = MerchantShippingEndpoint.inProcess()
        let backend = try await InProcessBackend.start(merchant: shipping.server.exchange)
        let events = EventSink()
        let quiet = HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer)
        let credentials = Credentials.defaults
        let parties = Parties.Credentials(
            applicationId: Credentials.sandboxApplicationId, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword,
            apiSignature: credentials.apiSignature, rest: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)),
            braintree: .init(merchantId: credentials.braintreeMerchantId, publicKey: credentials.braintreePublicKey, privateKey: credentials.braintreePrivateKey),
            oauth: .init(clientId: credentials.braintreeOAuthClientId, clientSecret: Secret(credentials.braintreeOAuthClientSecret)))
        let keychain = AdminClient(transport: quiet)
        return Services(
            parties: Parties(parties, ipnURL: nil, shipping: shipping, keychain: keychain) { party in
                HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer) { events.post(EventLine($0, by: party)) }
            },
            quiet: Parties(parties, ipnURL: nil, shipping: shipping, keychain: keychain) { _ in quiet }, events: events, ipnURL: nil, exchangesFolder: nil, afterReset: {})
    }
}
