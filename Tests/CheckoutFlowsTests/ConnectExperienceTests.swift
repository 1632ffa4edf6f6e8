import Foundation
import PayPalAPI
import PayPalMock
import Testing
@testable import CheckoutFlows

/// "Connect with Braintree" headless against a real backend on loopback: log in and agree, sign up, deny and Finish
/// Later, a forged link refused as CSRF, and the partner's tokens refreshed and revoked.
@Suite struct ConnectExperienceTests {
    static let merchant = "merchant@braintree.example.com"

    func withBackend(_ body: (ConnectCalls, AdminClient) async throws -> Void) async throws {
        let backend = try await EmbeddedBackend.start()
        let transport = HTTPTransport(baseURL: backend.baseURL)
        let calls = ConnectCalls(page: BraintreeConnectPage(transport: transport), oauth: BraintreeOAuthClient(transport: transport))
        do {
            try await body(calls, AdminClient(transport: transport))
        } catch {
            await backend.stop()
            throw error
        }
        await backend.stop()
    }

    @Test func theMerchantLogsInAgreesAndThePartnerHoldsItsTokens() async throws {
        try await withBackend { calls, _ in
            var run = HeadlessFlow(flow: ConnectFlow(request: ConnectRequest(scopes: ["read_write", "shared_vault_transactions"], prefillEmail: Self.merchant)), calls: calls)
            await run.send(.press)
            guard case .page(let page) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(page.page.brand == "PayPal powered by Braintree" && page.page.prefill.user["email"] == Self.merchant)
            #expect(page.page.scopes.map(\.scope) == ["read_write", "shared_vault_transactions"] && page.page.scopes.allSatisfy { !$0.permissions.isEmpty })
            await run.send(.logIn(email: Self.merchant, password: Secret("wrong")))
            guard case .page(let refused) = run.flow.state, case .login(let refusal?) = refused.screen else { throw Failure("\(run.flow.state)") }
            #expect(refusal.code == "invalid_login")
            await run.send(.logIn(email: Self.merchant, password: Secret(Personas.password)))
            await run.send(.agree)
            guard case .finished(.connected(let credentials)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(credentials.merchantId == "payterm-merchant" && credentials.scope.contains("read_write"))
            #expect(run.callbacks.last == .openedApp("paytermpartner://braintree/connect?status=connected"), "back in the app by its scheme, no token in it")
            guard case .returnedTo(let url) = run.callbacks.dropLast().last else { throw Failure("\(run.callbacks)") }
            #expect(url.hasPrefix(ConnectFlow.redirectURI + "?") && url.contains("merchantId=payterm-merchant") && url.contains("state=\(run.flow.request.state)"))

            let refreshed = try await calls.oauth.refresh(credentials.refreshToken)
            #expect(refreshed.accessToken != credentials.accessToken)
            #expect(try await calls.oauth.revoke(accessToken: refreshed.accessToken))
            #expect(try await calls.oauth.revoke(accessToken: refreshed.accessToken) == false, "a revoked token is no longer live")
        }
    }

    @Test func aMerchantSignsUpOnThePageAndIsConnected() async throws {
        try await withBackend { calls, _ in
            var run = HeadlessFlow(flow: ConnectFlow(request: ConnectRequest(landingPage: "signup", prefillBusiness: "Beans & Co")), calls: calls)
            await run.send(.press)
            guard case .page(let page) = run.flow.state, case .signup = page.screen else { throw Failure("\(run.flow.state)") }
            #expect(page.page.prefill.business["name"] == "Beans & Co")
            await run.send(.signUp(email: "new@beans.example.com", password: Secret("short"), businessName: "Beans & Co"))
            guard case .page(let refused) = run.flow.state, case .signup(let refusal?) = refused.screen else { throw Failure("\(run.flow.state)") }
            #expect(refusal.code == "weak_password")
            await run.send(.signUp(email: "new@beans.example.com", password: Secret("long enough"), businessName: "Beans & Co"))
            await run.send(.agree)
            guard case .finished(.connected(let credentials)) = run.flow.state else { throw Failure("\(run.flow.state)") }
            #expect(credentials.merchantId != "payterm-merchant" && credentials.merchantId?.count == 16)
        }
    }

    @Test func denyFinishLaterAndAForgedLinkConnectNothing() async throws {
        try await withBackend { calls, _ in
            for (event, finishLater) in [(ConnectFlow.Event.deny, false), (.finishLater, true)] {
                var run = HeadlessFlow(flow: ConnectFlow(request: ConnectRequest()), calls: calls)
                await run.send(.press)
                await run.send(event)
                #expect(run.flow.state == .finished(.notConnected(finishLater: finishLater)))
            }
            var forged = HeadlessFlow(flow: ConnectFlow(request: ConnectRequest(state: "partner-state", forgedState: true)), calls: calls)
            await forged.send(.press)
            await forged.send(.logIn(email: Self.merchant, password: Secret(Personas.password)))
            await forged.send(.agree)
            #expect(forged.flow.state == .finished(.stateMismatch(got: "forged-partner-state")), "the partner never exchanges a code its state does not vouch for")
        }
    }
}
