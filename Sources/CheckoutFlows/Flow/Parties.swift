import PayPalAPI

/// Who talks to PayPal in the front, each through a client of its own over a transport of its own, so the event
/// pane can say who made each call: the buyer's SDK (the library, PayPal's web sheet and web pages, Braintree's
/// SDK), the PayPal app and the Venmo app on the buyer's phone, the merchant's server (Adaptive Payments, REST, Braintree's gateway), the merchant's browser and the
/// partner's server of "Connect with Braintree", and the tester (PayTerm's admin API).
public struct Parties: Sendable {
    /// Who makes a call.
    public enum Party: String, Sendable {
        case buyer = "buyer's SDK"
        case payPalApp = "the PayPal app"
        case venmoApp = "the Venmo app"
        case merchant = "merchant's server"
        case browser = "merchant's browser"
        case partner = "partner's server"
        /// The tester's own calls to PayTerm's admin API.
        case tester
    }

    /// What the parties hold: the library's application id and the merchant's and partner's credentials.
    public struct Credentials: Sendable {
        public var applicationId: String
        public var apiUsername: String
        public var apiPassword: String
        public var apiSignature: String
        public var rest: ClientCredentials
        public var braintree: BraintreeGatewayClient.Keys
        public var oauth: BraintreeOAuthClient.Application
        /// The backend's admin token: a classroom workspace's, or that of a backend others can reach.
        public var adminToken: Secret?

        public init(
            applicationId: String, apiUsername: String, apiPassword: String, apiSignature: String, rest: ClientCredentials,
            braintree: BraintreeGatewayClient.Keys, oauth: BraintreeOAuthClient.Application, adminToken: Secret? = nil
        ) {
            self.applicationId = applicationId
            self.apiUsername = apiUsername
            self.apiPassword = apiPassword
            self.apiSignature = apiSignature
            self.rest = rest
            self.braintree = braintree
            self.oauth = oauth
            self.adminToken = adminToken
        }
    }

    public let buyer: PayPalClient
    /// The PayPal app on the buyer's phone: its log-in, and the approval in it.
    public let payPalApp: PayPalClient
    /// The Venmo app on the buyer's phone.
    public let venmoApp: VenmoAppClient
    /// The merchant's server on Adaptive Payments: preapprovals and the payments taken with them.
    public let merchant: MerchantServer
    /// The merchant's server on Orders v2, Payments v2 and Vault v3.
    public let merchantREST: MerchantOrdersServer
    /// The merchant's server on Braintree's gateway, with its API keys.
    public let gateway: BraintreeGatewayClient
    /// The merchant's browser on the Braintree-hosted connect page.
    public let browser: BraintreeConnectPage
    /// The partner's server on Braintree's OAuth.
    public let partner: BraintreeOAuthClient
    public let admin: AdminClient
    /// What the PayPal app on the buyer's phone keeps in its keychain: an account's password, for Face ID.
    public let keychain: @Sendable (String) async -> Secret?
    /// The merchant's server's shipping callback, which PayPal calls; nil where PayPal cannot reach it.
    public let shipping: MerchantShippingEndpoint?

    /// Every party with `credentials`, each over the transport `transport` gives for it; the merchant's server takes
    /// IPN at `ipnURL` and shipping callbacks at `shipping`. The phone's keychain holds what the backend's buyers have,
    /// asked through `keychain`'s admin API.
    public init(
        _ credentials: Credentials, ipnURL: String?, shipping: MerchantShippingEndpoint? = nil, keychain: AdminClient, transport: (Party) -> HTTPTransport
    ) {
        let merchant = transport(.merchant)
        let adminToken = credentials.adminToken?.revealed
        buyer = PayPalClient(transport: transport(.buyer), applicationId: credentials.applicationId)
        payPalApp = PayPalClient(transport: transport(.payPalApp), applicationId: credentials.applicationId)
        venmoApp = VenmoAppClient(transport: transport(.venmoApp))
        self.merchant = MerchantServer(
            client: PayPalClient(transport: merchant, applicationId: credentials.applicationId), apiUsername: credentials.apiUsername,
            apiPassword: credentials.apiPassword, apiSignature: credentials.apiSignature, ipnUrl: ipnURL,
            clock: AdminClient(transport: merchant, adminToken: adminToken))
        merchantREST = MerchantOrdersServer(transport: merchant, credentials: credentials.rest)
        gateway = BraintreeGatewayClient(transport: merchant, keys: credentials.braintree)
        browser = BraintreeConnectPage(transport: transport(.browser))
        partner = BraintreeOAuthClient(transport: transport(.partner), application: credentials.oauth)
        admin = AdminClient(transport: transport(.tester), adminToken: adminToken)
        self.keychain = { email in try? await keychain.personas().first { $0.email == email }?.password }
        self.shipping = shipping
    }
}
