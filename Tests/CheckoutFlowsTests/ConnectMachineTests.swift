import Foundation
import PayPalAPI
import Testing
@testable import CheckoutFlows

/// Connect's machine alone: events in, state and effects out, no backend.
@Suite struct ConnectMachineTests {
    static func page(landing: String = "login", loginOnly: Bool = false) -> BraintreeConnectPage.Page {
        let json = #"{"brand": "PayPal powered by Braintree", "partner": {"name": "P", "clientId": "c"}, "scopes": [], "landingPage": "\#(landing)", "#
            + #""loginOnly": \#(loginOnly), "prefill": {"user": {}, "business": {}}, "redirectUri": "https://partner.test/cb", "state": "s"}"#
        return try! JSONDecoder().decode(BraintreeConnectPage.Page.self, from: Data(json.utf8))
    }

    static let session = try! JSONDecoder().decode(
        BraintreeConnectPage.Session.self, from: Data(#"{"session": "S", "merchantId": "m", "businessName": "B"}"#.utf8))

    /// A flow on its Authorize step, for a request whose state is `state`.
    static func authorizing(_ request: ConnectRequest) -> ConnectFlow {
        var flow = ConnectFlow(request: request)
        _ = flow.handle(.press)
        _ = flow.handle(.pageLoaded(page(), query: "q"))
        _ = flow.handle(.logIn(email: "e", password: "p"))
        _ = flow.handle(.loggedIn(session))
        return flow
    }

    @Test func theConnectURLCarriesThePartnersStateOrAForgedOne() {
        let oauth = BraintreeOAuthClient(transport: HTTPTransport(baseURL: URL(string: "http://127.0.0.1:1")!))
        let query = ConnectRequest(scopes: ["read_write", "shared_vault_transactions"], prefillEmail: "a@b.test", prefillBusiness: "Beans & Co", state: "abc").query(oauth)
        #expect(query.hasPrefix("client_id=client_id$development$paytermpartner&redirect_uri=https://partner.payterm.test/braintree/callback&"))
        #expect(query.contains("scope=read_write,shared_vault_transactions") && query.contains("state=abc"))
        #expect(query.contains("user%5Bemail%5D=a@b.test") && query.contains("business%5Bname%5D=Beans%20%26%20Co"))
        #expect(ConnectRequest(state: "abc", forgedState: true).query(oauth).contains("state=forged-abc"))
    }

    @Test func agreeingPostsTheDecisionWithTheSessionAndACodeWithThePartnersStateIsExchanged() {
        var flow = Self.authorizing(ConnectRequest(state: "abc"))
        #expect(flow.handle(.agree) == [.call(.decide(.agree, query: "q", session: "S"))])
        #expect(flow.isWorking)
        let effects = flow.handle(.redirected("https://partner.test/cb?code=k&merchantId=m&state=abc"))
        #expect(effects.contains(.call(.exchange(code: "k"))) && flow.state == .exchanging(code: "k", merchantId: "m"))
    }

    @Test func aStateThatIsNotThePartnersIsRefusedWithNoExchange() {
        var flow = Self.authorizing(ConnectRequest(state: "abc"))
        _ = flow.handle(.agree)
        let effects = flow.handle(.redirected("https://partner.test/cb?code=k&merchantId=m&state=evil"))
        #expect(!effects.contains { if case .call = $0 { true } else { false } })
        #expect(flow.state == .finished(.stateMismatch(got: "evil")))
    }

    @Test func denyAndFinishLaterAreToldApartAndALoginOnlyPageHasNoSignup() {
        for (event, finishLater) in [(ConnectFlow.Event.deny, false), (.finishLater, true)] {
            var flow = Self.authorizing(ConnectRequest(state: "abc"))
            #expect(flow.handle(event) == [.call(.decide(event == .deny ? .deny : .finishLater, query: "q", session: nil))])
            let back = "https://partner.test/cb?error=access_denied&state=abc"
            #expect(flow.handle(.redirected(back)) == [.callback(.returnedTo(back)), .callback(.openedApp("paytermpartner://braintree/connect?status=not_connected"))],
                    "the partner's server sends the browser on to the app's custom URL, which says only how it ended")
            #expect(flow.state == .finished(.notConnected(finishLater: finishLater)))
        }
        var loginOnly = ConnectFlow(request: ConnectRequest(landingPage: "signup"))
        _ = loginOnly.handle(.press)
        _ = loginOnly.handle(.pageLoaded(Self.page(landing: "signup", loginOnly: true), query: "q"))
        guard case .page(let page) = loginOnly.state, case .login = page.screen else { Issue.record("\(loginOnly.state)"); return }
        #expect(loginOnly.handle(.switchForm).isEmpty, "a login-only page offers no sign-up")
    }

    @Test func aLateAnswerChangesNothing() {
        var flow = Self.authorizing(ConnectRequest(state: "abc"))
        let before = flow
        #expect(flow.handle(.loggedIn(Self.session)).isEmpty)
        let credentials = try! JSONDecoder().decode(
            BraintreeOAuthClient.Credentials.self, from: Data(#"{"accessToken": "a", "refreshToken": "r", "expiresAt": "", "scope": ""}"#.utf8))
        #expect(flow.handle(.exchanged(credentials)).isEmpty)
        #expect(flow == before)
    }
}
