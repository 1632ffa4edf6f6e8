import Foundation
import PayPalAPI

/// "Connect with Braintree" from a partner's dashboard: the partner's server builds the connect URL with a state of
/// its own, the Braintree-hosted page opens over the dashboard, the merchant logs in (or signs up) and agrees to the
/// permissions asked for, Braintree sends the browser back to the partner with a code, and the partner's server,
/// having checked the state, exchanges the code for the merchant's tokens. A value that turns events into its next
/// state and effects; it does no I/O.
public struct ConnectFlow: Flow {
    public let request: ConnectRequest
    public internal(set) var state: State

    public init(request: ConnectRequest) {
        self.request = request
        state = .ready
    }

    public var isClosed: Bool { state == .closed }

    public var isWorking: Bool {
        switch state {
        case .loadingPage, .exchanging: true
        case .page(let page): page.screen.isWaiting
        default: false
        }
    }

    /// Where Braintree sends the merchant back: the partner's callback.
    public static let redirectURI = "https://partner.payterm.test/braintree/callback"

    /// Where the partner's server sends the browser once it is done with the callback: a URL of the app's custom
    /// scheme, which the app's `application(_:open:)` takes. It says only how it ended: any app can claim a custom
    /// scheme, so no code or token rides in it.
    public static func appURL(_ outcome: Outcome) -> String {
        let status = switch outcome {
        case .connected: "connected"
        case .notConnected: "not_connected"
        case .stateMismatch: "refused"
        case .failed: "failed"
        }
        return "paytermpartner://braintree/connect?status=" + status
    }
}

/// What the partner asks for, as its dashboard lets a tester set it.
public struct ConnectRequest: Codable, Sendable, Equatable {
    public var scopes: [String]
    /// `login` or `signup`: which form the page opens on.
    public var landingPage: String
    /// The merchant's email and business name, prefilled into the page's forms (`user[email]`, `business[name]`).
    public var prefillEmail: String?
    public var prefillBusiness: String?
    /// The state the partner made for this connection; a forged link carries another one.
    public var state: String
    public var forgedState: Bool

    public init(
        scopes: [String] = ["read_write"], landingPage: String = "login", prefillEmail: String? = nil, prefillBusiness: String? = nil,
        state: String = UUID().uuidString.lowercased(), forgedState: Bool = false
    ) {
        self.scopes = scopes
        self.landingPage = landingPage
        self.prefillEmail = prefillEmail
        self.prefillBusiness = prefillBusiness
        self.state = state
        self.forgedState = forgedState
    }

    /// The state the connect URL carries: the partner's own, or, for a forged link, someone else's.
    public var sentState: String { forgedState ? "forged-" + state : state }

    /// The connect URL's query the partner's server builds with its OAuth application.
    public func query(_ oauth: BraintreeOAuthClient) -> String {
        oauth.connectQuery(
            redirectURI: ConnectFlow.redirectURI, scopes: scopes, state: sentState, landingPage: landingPage,
            user: prefillEmail.map { ["email": $0] } ?? [:], business: prefillBusiness.map { ["name": $0] } ?? [:])
    }
}

extension ConnectFlow {
    public enum State: Codable, Sendable, Equatable {
        case ready
        case loadingPage
        /// The Braintree-hosted page over the partner's dashboard.
        case page(PageState)
        /// Back at the partner: its server exchanges the code for the merchant's tokens.
        case exchanging(code: String, merchantId: String)
        case finished(Outcome)
        case closed
    }

    public struct PageState: Codable, Sendable, Equatable {
        public var page: BraintreeConnectPage.Page
        /// The connect URL's query, which the page's decision posts back to.
        public var query: String
        public var screen: Screen
    }

    public enum Screen: Codable, Sendable, Equatable {
        case login(refusal: PayPalAPIError?)
        case signup(refusal: PayPalAPIError?)
        case loggingIn
        /// The Authorize step: the permissions of the scopes asked for, "Agree and Return".
        case authorize(BraintreeConnectPage.Session)
        /// The merchant's decision is on its way.
        case deciding(BraintreeConnectPage.Decision)

        var isWaiting: Bool {
            switch self {
            case .loggingIn, .deciding: true
            default: false
            }
        }
    }

    public enum Outcome: Codable, Sendable, Equatable {
        case connected(BraintreeOAuthClient.Credentials)
        /// The merchant denied, or chose Finish Later: `error=access_denied`.
        case notConnected(finishLater: Bool)
        /// The state that came back is not the one the partner made: a forged link, refused as CSRF.
        case stateMismatch(got: String?)
        case failed(PayPalAPIError)
    }

    public enum Event: Sendable, Equatable {
        case press
        case pageLoaded(BraintreeConnectPage.Page, query: String)
        case logIn(email: String, password: Secret)
        case signUp(email: String, password: Secret, businessName: String)
        case loggedIn(BraintreeConnectPage.Session)
        case switchForm
        case agree
        case deny
        case finishLater
        case redirected(String)
        case exchanged(BraintreeOAuthClient.Credentials)
        case refused(PayPalAPIError)
        case finish
    }

    public enum Call: Sendable, Equatable {
        case loadPage(ConnectRequest)
        case logIn(email: String, password: Secret)
        case signUp(email: String, password: Secret, businessName: String)
        case decide(BraintreeConnectPage.Decision, query: String, session: String?)
        case exchange(code: String)
    }

    /// What the partner's app learns: where Braintree sent the browser back to (the partner's server), then the
    /// custom URL the server sent it on to, which the app opens, dismissing the Safari view.
    public enum Callback: Sendable, Equatable {
        case returnedTo(String)
        case openedApp(String)
    }
}
