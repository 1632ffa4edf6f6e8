import PayPalAPI

/// Venmo through Braintree's iOS SDK (`BTVenmoClient.tokenize`): the merchant's server hands its app a client token
/// (made for a customer when the app vaults), the SDK reads the configuration, opens a payment context over GraphQL
/// and switches to the Venmo app (or, without it and with `fallbackToWeb`, to venmo.com), where the buyer approves
/// with their @username. Back by universal link, the SDK reads the context's nonce, vaults it when asked, and the
/// merchant's server sells with it. A value that turns events into its next state and effects; it does no I/O.
public struct VenmoFlow: Flow {
    public let request: VenmoCheckoutRequest
    public let phone: VenmoPhone
    public internal(set) var state: State
    /// The spinner ran past 10 s: the app says it is taking longer than expected.
    public internal(set) var slow = false
    /// The customer the merchant's server made for the SDK to vault for.
    public internal(set) var customerId: String?

    public init(request: VenmoCheckoutRequest, phone: VenmoPhone) {
        self.request = request
        self.phone = phone
        state = .ready
    }

    public var isClosed: Bool { state == .closed }

    /// True while the merchant's app shows its spinner over a disabled button, or the Venmo app waits on a call.
    public var isWorking: Bool {
        switch state {
        case .starting, .returning, .finalizing: true
        case .venmo(_, let screen): screen.isWaiting
        default: false
        }
    }

    /// How long the spinner turns before the app says it is slow, as App Switch's.
    public static let spinnerTimeout: Duration = .seconds(10)
}

extension VenmoFlow {
    public enum State: Codable, Sendable, Equatable {
        /// The merchant's Venmo button, not yet pressed.
        case ready
        /// The button pressed: the customer, the client token, the configuration and the payment context are under way.
        case starting(Step)
        /// The Venmo app, or venmo.com in the browser, over the merchant's app.
        case venmo(Switch, Screen)
        /// Back in the merchant's app: the SDK reads the payment context, then (with the account it read) vaults it
        /// when asked.
        case returning(Switch, read: Account?)
        /// The merchant's server sells with the nonce.
        case finalizing(Account)
        case finished(Outcome)
        case closed
    }

    public enum Step: Codable, Sendable, Equatable {
        case customer
        case clientToken
        case configuration(ClientToken)
        case context(ClientToken, graphQL: String)
    }

    /// A payment context the buyer was switched to: what the SDK needs back, and where the buyer approves it.
    public struct Switch: Codable, Sendable, Equatable {
        public enum Surface: String, Codable, Sendable { case app, web }

        public var clientToken: ClientToken
        public var graphQL: String
        public var contextId: String
        public var surface: Surface
    }

    /// A screen of the Venmo app or of venmo.com.
    public enum Screen: Codable, Sendable, Equatable {
        /// The signed-in Venmo app opening on its account.
        case opening
        /// Email and password, with the refusal of the last try.
        case login(refusal: PayPalAPIError?)
        case loggingIn
        case loadingPaysheet(BuyerSession)
        /// What the buyer approves, with the refusal of the last try.
        case paysheet(VenmoAppClient.Paysheet, BuyerSession, notice: PayPalAPIError?)
        /// The buyer's Pay (or Cancel) is on its way.
        case deciding(VenmoAppClient.Paysheet, BuyerSession, approving: Bool)

        var isWaiting: Bool {
            switch self {
            case .opening, .loggingIn, .loadingPaysheet, .deciding: true
            case .login, .paysheet: false
            }
        }
    }

    /// `BTVenmoAccountNonce` as the merchant's app keeps it.
    public struct Account: Codable, Sendable, Equatable {
        public var nonce: String
        public var username: String?
        public var email: String?
    }

    public enum Outcome: Codable, Sendable, Equatable {
        /// The merchant's server made the sale.
        case paid(BraintreeGatewayClient.Transaction)
        /// Vaulted with no purchase: the vaulted account, for the customer the client token was made for.
        case vaulted(Account, customerId: String?)
        case canceled
        /// The SDK's error, with its detail.
        case failed(BTVenmoError, detail: String?)
        /// A call of the SDK's was refused, and the completion got the error as it came.
        case refused(PayPalAPIError)
        /// The merchant's server was refused: a decline, a rejection.
        case declined(PayPalAPIError)
    }

    public enum Event: Sendable, Equatable {
        case press
        case customerCreated(String)
        case clientTokenIssued(ClientToken)
        case configured(BraintreeVenmoClient.Configuration)
        case contextCreated(String)
        case logIn(LoginMethod)
        case loggedIn(BuyerSession)
        case paysheetLoaded(VenmoAppClient.Paysheet)
        case approve
        case cancel
        /// The Venmo app answered the buyer's decision.
        case decided(VenmoAppClient.Paysheet)
        case contextRead(BraintreeVenmoClient.VenmoAccountNonce?)
        case vaulted(BraintreeVenmoClient.VenmoAccountNonce)
        case sold(BraintreeGatewayClient.Transaction)
        case spinnerTimedOut
        case refused(PayPalAPIError)
        case finish
    }

    public enum Call: Sendable, Equatable {
        case createCustomer
        case clientToken(customerId: String?)
        case configuration(ClientToken)
        case createContext(ClientToken, BraintreeVenmoClient.VenmoRequest, profileId: String?, graphQL: String)
        /// The signed-in Venmo app opens its account with what it keeps in the keychain.
        case unlockVenmoApp(email: String)
        /// The buyer's log-in, the paysheet and its decision, in the Venmo app or on venmo.com.
        case logIn(LoginMethod, surface: Switch.Surface)
        case paysheet(contextId: String, session: String, surface: Switch.Surface)
        case approve(contextId: String, session: String, surface: Switch.Surface)
        case cancel(contextId: String, session: String, surface: Switch.Surface)
        case readContext(ClientToken, contextId: String, graphQL: String)
        case vault(ClientToken, nonce: String)
        case sale(amount: String, nonce: String, storeInVault: Bool)
    }

    /// What the merchant's app hears: the SDK's analytics events as it logs them, and `tokenize`'s completion.
    public enum Callback: Sendable, Equatable {
        case analytics(String)
        case nonce(Account)
        case error(BTVenmoError, detail: String?)
        /// The completion's error when a call failed: the SDK hands it on as it came.
        case failure(PayPalAPIError)
    }
}
