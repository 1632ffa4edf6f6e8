import PayPalAPI

/// Carries out Connect's calls through its two parties: the merchant's browser on the Braintree-hosted page, and the
/// partner's server on Braintree's OAuth.
public struct ConnectCalls: FlowCalls {
    public typealias F = ConnectFlow

    public let page: BraintreeConnectPage
    public let oauth: BraintreeOAuthClient

    public init(page: BraintreeConnectPage, oauth: BraintreeOAuthClient) {
        self.page = page
        self.oauth = oauth
    }

    public func perform(_ call: ConnectFlow.Call) async -> ConnectFlow.Event {
        do throws(PayPalAPIError) {
            switch call {
            case .loadPage(let request):
                let query = request.query(oauth)
                return .pageLoaded(try await page.page(query: query), query: query)
            case .logIn(let email, let password):
                return .loggedIn(try await page.logIn(email: email, password: password))
            case .signUp(let email, let password, let business):
                return .loggedIn(try await page.signUp(email: email, password: password, businessName: business))
            case .decide(let decision, let query, let session):
                return .redirected(try await page.decide(decision, query: query, session: session))
            case .exchange(let code):
                return .exchanged(try await oauth.createToken(fromCode: code))
            }
        } catch {
            return .refused(error)
        }
    }

    public func timedOut(_ call: ConnectFlow.Call, after timeout: Duration) -> ConnectFlow.Event {
        .refused(.unreachable(url: page.transport.baseURL.absoluteString, underlying: "no answer in \(timeout)"))
    }
}
