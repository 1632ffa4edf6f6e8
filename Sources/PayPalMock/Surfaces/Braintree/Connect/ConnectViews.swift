/// How the connect page's API writes its answers, in JSON (snake_case keys, as `WireResponse.rest` writes them), for
/// the terminal's "Braintree-hosted page".
enum ConnectViews {
    /// What the page shows: who asks, for which permissions, with which fields prefilled, and where each button posts.
    struct Page: Encodable {
        struct Partner: Encodable {
            let name: String
            let clientId: String
        }

        struct Scope: Encodable {
            let scope: String
            let permissions: [String]
        }

        struct Prefill: Encodable {
            let user: [String: String]
            let business: [String: String]
        }

        struct Actions: Encodable {
            let login = "POST /oauth/connect/login"
            let signup = "POST /oauth/connect/signup"
            let decide = "POST /oauth/connect?<this page's query> {\"decision\": \"agree\" | \"deny\" | \"finish_later\"}"
        }

        let brand = "PayPal powered by Braintree"
        let partner: Partner
        let scopes: [Scope]
        let landingPage: String
        let loginOnly: Bool
        let prefill: Prefill
        let redirectUri: String
        let state: String?
        let actions = Actions()

        init(_ request: ConnectRequest, application: BraintreeOAuthApplication) {
            partner = Partner(name: application.name, clientId: application.clientId)
            scopes = request.scopes.map { Scope(scope: $0.rawValue, permissions: $0.permissions) }
            landingPage = request.landing.rawValue
            loginOnly = request.loginOnly
            prefill = Prefill(user: request.user, business: request.business)
            redirectUri = request.redirectUri.string ?? ""
            state = request.state
        }
    }

    struct LoggedIn: Encodable {
        let session: String
        let merchantId: String
        let businessName: String

        init(_ loggedIn: BraintreeConnect.LoggedIn) {
            session = loggedIn.session
            merchantId = loggedIn.merchantId
            businessName = loggedIn.businessName
        }
    }

    struct Redirect: Encodable {
        let redirectUrl: String
    }

    /// OAuth's error shape: `{"error": "invalid_request", "error_description": "…"}`.
    struct Problem: Encodable {
        let error: String
        let errorDescription: String
        /// When a locked login unlocks, for the page to say in the merchant's time.
        var lockedUntil: String? = nil
    }
}

/// `POST /oauth/connect/login` and `/signup`: the merchant's login, and the business a signup names.
struct ConnectLoginBody: Decodable {
    var email: String?
    var password: String?
    var businessName: String?
}

/// `POST /oauth/connect`: what the merchant chose.
struct ConnectDecisionBody: Decodable {
    var decision: String?
}
