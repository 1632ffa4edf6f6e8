import Foundation
import PayPalAPI
import Testing
@testable import CheckoutFlows

/// Venmo's machine alone: events in, state and effects out, no backend.
@Suite struct VenmoMachineTests {
    static let token = ClientToken(Data(#"{"authorizationFingerprint":"f","clientApiUrl":"http://127.0.0.1:1/merchants/m/client_api"}"#.utf8).base64EncodedString())!
    static let graphQL = "http://127.0.0.1:1/merchants/m/client_api/graphql"

    static func configuration(venmo: Bool = true) -> BraintreeVenmoClient.Configuration {
        let profile = venmo ? #""payWithVenmo":{"accessToken":"access_token$sandbox$m$1","environment":"sandbox","merchantId":"1234"},"# : ""
        return try! JSONDecoder().decode(BraintreeVenmoClient.Configuration.self, from: Data(#"{\#(profile)"graphQL":{"url":"\#(graphQL)"}}"#.utf8))
    }

    static func analytics(_ effects: [VenmoFlow.Effect]) -> [String] {
        effects.compactMap { if case .callback(.analytics(let name)) = $0 { name.replacingOccurrences(of: "venmo:tokenize:", with: "") } else { nil } }
    }

    static func errors(_ effects: [VenmoFlow.Effect]) -> [BTVenmoError] {
        effects.compactMap { if case .callback(.error(let error, _)) = $0 { error } else { nil } }
    }

    static let session = BuyerSession(sessionToken: "s", expiresAt: "2026-11-22T20:00:00Z", buyer: MPLFlowMachineTests.session.buyer)

    static func paysheet(status: String = "CREATED", amount: String? = "59.00") -> VenmoAppClient.Paysheet {
        let json = #"{"contextId": "VPC-1", "merchantName": "PayTerm Demo Store", "currencyCode": "USD", "subjectToChange": true, "usage": "MULTI_USE", "#
            + #""lineItems": [], "status": "\#(status)", "username": "@alex-rivera""# + (amount.map { #", "amount": "\#($0)"}"# } ?? "}")
        return try! JSONDecoder().decode(VenmoAppClient.Paysheet.self, from: Data(json.utf8))
    }

    /// A flow pressed and answered up to the switch.
    static func switched(_ request: VenmoCheckoutRequest = VenmoCheckoutRequest(), phone: VenmoPhone = .signedIn(account: "a@b.test")) -> (VenmoFlow, [VenmoFlow.Effect]) {
        var flow = VenmoFlow(request: request, phone: phone)
        _ = flow.handle(.press)
        if request.vault.vaults { _ = flow.handle(.customerCreated("cust-1")) }
        _ = flow.handle(.clientTokenIssued(token))
        _ = flow.handle(.configured(configuration()))
        let effects = flow.handle(.contextCreated("VPC-1"))
        return (flow, effects)
    }

    @Test func theButtonAsksForAClientTokenOrFirstACustomerToVaultFor() {
        var once = VenmoFlow(request: VenmoCheckoutRequest(), phone: .signedOut)
        #expect(once.handle(.press).first == .call(.clientToken(customerId: nil)))
        #expect(once.handle(.press).isEmpty, "a second press does nothing")
        var vaulting = VenmoFlow(request: VenmoCheckoutRequest(vault: .alone), phone: .signedOut)
        #expect(vaulting.handle(.press).first == .call(.createCustomer))
        #expect(vaulting.handle(.customerCreated("cust-1")) == [.call(.clientToken(customerId: "cust-1"))])
        let started = vaulting.handle(.clientTokenIssued(Self.token))
        #expect(Self.analytics(started) == ["started"] && started.last == .call(.configuration(Self.token)))
    }

    @Test func thePreChecksFailInTheSDKsOrder() {
        var disabled = VenmoFlow(request: VenmoCheckoutRequest(), phone: .notInstalled)
        _ = disabled.handle(.press)
        _ = disabled.handle(.clientTokenIssued(Self.token))
        #expect(Self.errors(disabled.handle(.configured(Self.configuration(venmo: false)))) == [.disabled])

        var noApp = VenmoFlow(request: VenmoCheckoutRequest(), phone: .notInstalled)
        _ = noApp.handle(.press)
        _ = noApp.handle(.clientTokenIssued(Self.token))
        let effects = noApp.handle(.configured(Self.configuration()))
        #expect(Self.errors(effects) == [.appNotAvailable] && Self.analytics(effects) == ["failed"])
        #expect(noApp.state == .finished(.failed(.appNotAvailable, detail: nil)))

        let (web, _) = Self.switched(VenmoCheckoutRequest(fallbackToWeb: true), phone: .notInstalled)
        guard case .venmo(let open, .login) = web.state else { Issue.record("\(web.state)"); return }
        #expect(open.surface == .web)
    }

    @Test func theContextCarriesTheRequestAndTheSwitchOpensTheSignedInApp() {
        var flow = VenmoFlow(request: VenmoCheckoutRequest(amount: "12.50", multiUse: false, isFinalAmount: true), phone: .signedIn(account: "a@b.test"))
        _ = flow.handle(.press)
        _ = flow.handle(.clientTokenIssued(Self.token))
        guard case .call(.createContext(_, let request, let profile, let url)) = flow.handle(.configured(Self.configuration())).first else {
            Issue.record("no context call"); return
        }
        #expect(request.usage == .singleUse && request.isFinalAmount && request.totalAmount == "12.50" && profile == "1234" && url == Self.graphQL)
        #expect(VenmoCheckoutRequest(vault: .alone).paysheet.totalAmount == nil)
        let effects = flow.handle(.contextCreated("VPC-1"))
        #expect(Self.analytics(effects) == ["app-switch:started", "app-switch:succeeded"] && effects.last == .call(.unlockVenmoApp(email: "a@b.test")))
    }

    @Test func payingReadsTheContextAndTheMerchantsServerSells() {
        var (flow, _) = Self.switched()
        #expect(flow.handle(.loggedIn(Self.session)) == [.call(.paysheet(contextId: "VPC-1", session: "s", surface: .app))])
        _ = flow.handle(.paysheetLoaded(Self.paysheet()))
        #expect(flow.handle(.approve) == [.call(.approve(contextId: "VPC-1", session: "s", surface: .app))])
        let back = flow.handle(.decided(Self.paysheet(status: "APPROVED")))
        #expect(Self.analytics(back) == ["handle-return:started"] && back.contains(.call(.readContext(Self.token, contextId: "VPC-1", graphQL: Self.graphQL))))
        var nonce = BraintreeVenmoClient.VenmoAccountNonce(nonce: "n-1", username: "alex-rivera")
        nonce.email = "a@b.test"
        let read = flow.handle(.contextRead(nonce))
        #expect(Self.analytics(read) == ["succeeded"] && read.last == .call(.sale(amount: "59.00", nonce: "n-1", storeInVault: false)))
        #expect(read.contains(.callback(.nonce(.init(nonce: "n-1", username: "alex-rivera", email: "a@b.test")))))
    }

    @Test func aSessionThatEndedAtTheApprovalLogsInAgain() {
        var (flow, _) = Self.switched()
        _ = flow.handle(.loggedIn(Self.session))
        _ = flow.handle(.paysheetLoaded(Self.paysheet()))
        _ = flow.handle(.approve)
        let ended = PayPalAPIError.refused(.init(issue: "INVALID_SESSION", message: "The buyer session has expired.", debugId: "d", httpStatus: 401))
        #expect(flow.handle(.refused(ended)).isEmpty)
        guard case .venmo(_, .login(let refusal)) = flow.state else { Issue.record("\(flow.state)"); return }
        #expect(refusal == ended)
    }

    @Test func vaultingAloneVaultsTheAccountAndSellsNothing() {
        var (flow, _) = Self.switched(VenmoCheckoutRequest(vault: .alone), phone: .signedOut)
        #expect(flow.customerId == "cust-1")
        _ = flow.handle(.logIn(.password(email: "a@b.test", password: Secret("x"))))
        _ = flow.handle(.loggedIn(Self.session))
        _ = flow.handle(.paysheetLoaded(Self.paysheet(amount: nil)))
        _ = flow.handle(.approve)
        _ = flow.handle(.decided(Self.paysheet(status: "APPROVED")))
        var read = BraintreeVenmoClient.VenmoAccountNonce(nonce: "n-1", username: "alex-rivera")
        read.email = "a@b.test"
        #expect(flow.handle(.contextRead(read)) == [.call(.vault(Self.token, nonce: "n-1"))])
        let vaulted = flow.handle(.vaulted(.init(nonce: "n-2", username: "alex-rivera", isDefault: true)))
        #expect(!vaulted.contains { if case .call = $0 { true } else { false } })
        #expect(flow.state == .finished(.vaulted(.init(nonce: "n-2", username: "alex-rivera", email: "a@b.test"), customerId: "cust-1")))
    }

    @Test func aCancelBeforeOrAfterTheLogInComesBackAsCanceled() {
        var (signedOut, _) = Self.switched(phone: .signedOut)
        let effects = signedOut.handle(.cancel)
        #expect(Self.analytics(effects) == ["handle-return:started", "app-switch:canceled"] && Self.errors(effects) == [.canceled])
        #expect(signedOut.state == .finished(.canceled))

        var (paysheet, _) = Self.switched()
        _ = paysheet.handle(.loggedIn(Self.session))
        _ = paysheet.handle(.paysheetLoaded(Self.paysheet()))
        #expect(paysheet.handle(.cancel) == [.call(.cancel(contextId: "VPC-1", session: "s", surface: .app))])
        #expect(Self.errors(paysheet.handle(.decided(Self.paysheet(status: "CANCELED")))) == [.canceled])
    }

    @Test func theReturnURLIsReadAsTheSDKReadsIt() {
        #expect(VenmoReturnURL(VenmoPhone.returnURL("success", contextId: "VPC-1")) == .succeeded(contextId: "VPC-1"))
        #expect(VenmoReturnURL("https://a.test/braintreeAppSwitchVenmo/cancel") == .canceled)
        #expect(VenmoReturnURL("scheme://x-callback-url/vzero/auth/venmo/success#paymentMethodNonce=n&username=u") == .succeededWithNonce(nonce: "n", username: "u"))
        #expect(VenmoReturnURL("https://a.test/braintreeAppSwitchVenmo/error?errorMessage=no&errorCode=3") == .failed(message: "no", code: "3"))
        #expect(VenmoReturnURL("https://a.test/elsewhere/success?resource_id=1") == .invalid)
        #expect(VenmoReturnURL("https://a.test/braintreeAppSwitchVenmo/success") == .invalid)
    }
}
