import CheckoutFlows
import PayPalAPI
import PayPalMock
@testable import CheckoutTUI

/// The front's services on a fresh backend answering in the test's process: no port, no terminal; each HTTP call a
/// line of the event pane, as on a network.
enum InProcessServices {
    static func start() async throws -> TerminalFront.Services {
        let backend = try await InProcessBackend.start()
        let (notes, note) = AsyncStream.makeStream(of: AppState.EventLine.self)
        let transport = HTTPTransport(baseURL: InProcessBackend.baseURL, exchange: backend.answer) { note.yield(AppState.EventLine($0)) }
        let client = PayPalClient(transport: transport, applicationId: Credentials.sandboxApplicationId)
        let credentials = Credentials.defaults
        let merchant = MerchantServer(
            client: client, apiUsername: credentials.apiUsername, apiPassword: credentials.apiPassword, apiSignature: credentials.apiSignature)
        let orders = MerchantOrdersServer(
            transport: client.transport, credentials: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
        return TerminalFront.Services(
            checkout: client, merchant: merchant, confirmPayment: ConfirmPaymentCalls(buyer: client, merchant: orders),
            appSwitch: AppSwitchCalls(gateway: BraintreeGatewayClient(transport: client.transport), buyer: client, keychain: { _ in Secret(Personas.password) }),
            connect: ConnectCalls(page: BraintreeConnectPage(transport: client.transport), oauth: BraintreeOAuthClient(transport: client.transport)),
            notes: notes, ipnURL: nil)
    }

    /// The merchant's credentials, as the backend seeds them.
    static var merchant: MerchantCredentials {
        let credentials = Credentials.defaults
        return MerchantCredentials(
            adaptiveHeaders: AdaptiveHeaders.merchant(
                username: credentials.apiUsername, password: credentials.apiPassword, signature: credentials.apiSignature,
                applicationId: Credentials.sandboxApplicationId),
            rest: ClientCredentials(clientId: credentials.clientId, secret: Secret(credentials.clientSecret)))
    }
}
