import Foundation
import PayPalAPI
import Testing
@testable import CheckoutFlows

/// App Switch's machine alone: events in, state and effects out, no backend.
@Suite struct AppSwitchMachineTests {
    static let token = ClientToken(Data(#"{"authorizationFingerprint":"f","clientApiUrl":"http://127.0.0.1:1/merchants/m/client_api"}"#.utf8).base64EncodedString())!
    static let configuration = try! JSONDecoder().decode(
        BraintreePayPalClient.Configuration.self, from: Data(#"{"merchantId":"m","paypalEnabled":true}"#.utf8))

    /// A flow pressed and answered up to the Hermes call.
    static func opening(_ request: AppSwitchRequest = AppSwitchRequest(), device: SimulatedDevice = SimulatedDevice(payPalAccount: "a@b.test")) -> AppSwitchFlow {
        var flow = AppSwitchFlow(request: request, device: device)
        _ = flow.handle(.press)
        _ = flow.handle(.clientTokenIssued(token))
        _ = flow.handle(.configured(configuration))
        return flow
    }

    static func errors(_ effects: [AppSwitchFlow.Effect]) -> [BTPayPalError] {
        effects.compactMap { if case .callback(.error(let error, _)) = $0 { error } else { nil } }
    }

    @Test func theButtonStartsOnceAndTheSpinnerHasItsTimeout() {
        var flow = AppSwitchFlow(request: AppSwitchRequest(), device: SimulatedDevice())
        let effects = flow.handle(.press)
        #expect(effects.contains(.call(.clientToken)) && effects.contains(.timer(after: .seconds(10), .spinnerTimedOut)))
        #expect(flow.isWorking)
        #expect(flow.handle(.press).isEmpty, "a second press does nothing")
        _ = flow.handle(.spinnerTimedOut)
        #expect(flow.slow && flow.state == .starting(.clientToken))
    }

    @Test func theHermesBodyCarriesTheAppSwitchFieldsOnlyWithTheAppAndASanitizedPhone() {
        var request = AppSwitchRequest(kind: .saveWithPurchase, offerPayLater: true, email: " buyer@example.com ", phoneCountryCode: "+1", phoneNationalNumber: "(222) 333-4444")
        var flow = AppSwitchFlow(request: request, device: SimulatedDevice())
        _ = flow.handle(.press)
        _ = flow.handle(.clientTokenIssued(Self.token))
        guard case .call(.openApproval(_, let body, let shipping)) = flow.handle(.configured(Self.configuration)).first else { Issue.record("no Hermes call"); return }
        #expect(shipping == nil)
        #expect(body.launchPayPalApp == true && body.merchantAppReturnUrl == SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal")
        #expect(body.merchantAppFallbackUrlScheme == "paytermdemo" && body.requestBillingAgreement && body.offerPayLater)
        #expect(body.payerEmail == "buyer@example.com" && body.payerPhone == .init(countryCode: "1", nationalNumber: "2223334444"))

        var noApp = SimulatedDevice()
        noApp.payPalAppInstalled = false
        request.phoneNationalNumber = "12"
        let web = request.hermes(on: noApp)
        #expect(web.launchPayPalApp == nil && web.merchantAppReturnUrl == nil && web.payerPhone == nil)
        #expect(AppSwitchRequest(phoneCountryCode: "0044", phoneNationalNumber: "07700 900123").sanitizedPhone == .init(countryCode: "44", nationalNumber: "7700900123"))
        #expect(AppSwitchRequest(phoneCountryCode: "39", phoneNationalNumber: "06 1234 5678").sanitizedPhone?.nationalNumber == "0612345678")
        #expect(AppSwitchRequest(kind: .vault, offerPayLater: true).hermes(on: noApp).amount == nil)
    }

    @Test func theShippingCallbackGoesWithAOneTimeCheckoutOnly() {
        for (kind, sent) in [(AppSwitchRequest.Kind.oneTime, MerchantShippingServer.Behaviour.slow), (.saveWithPurchase, nil), (.vault, nil)] {
            var flow = AppSwitchFlow(request: AppSwitchRequest(kind: kind, shippingCallback: .slow), device: SimulatedDevice())
            _ = flow.handle(.press)
            _ = flow.handle(.clientTokenIssued(Self.token))
            guard case .call(.openApproval(_, _, let shipping)) = flow.handle(.configured(Self.configuration)).first else { Issue.record("no Hermes call"); return }
            #expect(shipping == sent, "\(kind)")
        }
        let endpoint = MerchantShippingEndpoint(server: MerchantShippingServer(), baseURL: URL(string: "http://127.0.0.1:9")!)
        #expect(endpoint.url(.refusesUS) == "http://127.0.0.1:9/shipping/refuses-us")
    }

    @Test func aMerchantWithoutPayPalOrAnAnswerWithoutItsTokenEndsInTheSDKsError() throws {
        var disabled = AppSwitchFlow(request: AppSwitchRequest(), device: SimulatedDevice())
        _ = disabled.handle(.press)
        _ = disabled.handle(.clientTokenIssued(Self.token))
        let off = try JSONDecoder().decode(BraintreePayPalClient.Configuration.self, from: Data(#"{"merchantId":"m","paypalEnabled":false}"#.utf8))
        #expect(Self.errors(disabled.handle(.configured(off))) == [.disabled])

        var checkout = Self.opening()
        #expect(Self.errors(checkout.handle(.approvalOpened(.init(url: "https://paypal.test/checkoutnow", appSwitch: true)))) == [.missingECToken])
        var vault = Self.opening(AppSwitchRequest(kind: .vault))
        #expect(Self.errors(vault.handle(.approvalOpened(.init(url: "https://paypal.test/agreements", appSwitch: true)))) == [.missingBAToken])
    }

    @Test func returnURLsAreReadAsTheSDKReadsThem() {
        let link = SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal"
        #expect(AppSwitchReturnURL(link + "/success?token=EC-1", fromApp: true, fallbackScheme: nil) == .succeeded)
        #expect(AppSwitchReturnURL(link + "/cancel?token=EC-1", fromApp: true, fallbackScheme: nil) == .canceled)
        #expect(AppSwitchReturnURL("paytermdemo://braintree-payments/braintreeAppSwitchPayPal/success?token=EC-1", fromApp: true, fallbackScheme: "paytermdemo") == .succeeded)
        #expect(AppSwitchReturnURL("other://braintree-payments/braintreeAppSwitchPayPal/success?token=EC-1", fromApp: true, fallbackScheme: "paytermdemo") == .invalid(.appSwitchReturnURLPathInvalid))
        #expect(AppSwitchReturnURL("http://demo.payterm.test/braintreeAppSwitchPayPal/success?token=EC-1", fromApp: true, fallbackScheme: nil) == .invalid(.appSwitchReturnURLPathInvalid))
        #expect(AppSwitchReturnURL(link + "/cancel", fromApp: true, fallbackScheme: nil) == .invalid(.invalidURLAction), "an empty query is error 6, not a cancel")
        #expect(AppSwitchReturnURL(link + "/elsewhere?token=EC-1", fromApp: true, fallbackScheme: nil) == .invalid(.appSwitchReturnURLPathInvalid))
        #expect(AppSwitchReturnURL("sdk.ios.braintree://onetouch/v1/success?token=EC-1", fromApp: false, fallbackScheme: nil) == .succeeded)
        #expect(AppSwitchReturnURL("sdk.ios.braintree://twotouch/v1/success?token=EC-1", fromApp: false, fallbackScheme: nil) == .invalid(.invalidURLAction))
        #expect(AppSwitchReturnURL("not a url", fromApp: false, fallbackScheme: nil) == .invalid(.invalidURLAction))
    }

    @Test func theDeviceSendsTheReturnToTheAppTheFallbackSchemeOrTheBrowser() {
        let url = SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal/success?token=EC-1"
        var device = SimulatedDevice()
        #expect(device.landing(of: url) == .universalLink(url))
        device.universalLinkClaimed = false
        #expect(device.landing(of: url) == .fallbackScheme("paytermdemo://braintree-payments/braintreeAppSwitchPayPal/success?token=EC-1"))
        device.fallbackScheme = nil
        #expect(device.landing(of: url) == .website(url))
    }

    /// The merchant's app is told which way the PayPal app sent the buyer back (issue 38, item 5).
    @Test func theWayBackIsToldWithTheURLItOpened() {
        let url = SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal/success?token=EC-1"
        var unclaimed = SimulatedDevice(payPalAccount: "a@b.test")
        unclaimed.universalLinkClaimed = false
        var noScheme = unclaimed
        noScheme.fallbackScheme = nil
        let ways: [(SimulatedDevice, SimulatedDevice.Landing)] = [
            (SimulatedDevice(payPalAccount: "a@b.test"), .universalLink(url)),
            (unclaimed, .fallbackScheme("paytermdemo://braintree-payments/braintreeAppSwitchPayPal/success?token=EC-1")), (noScheme, .website(url)),
        ]
        for (device, landing) in ways {
            var flow = Self.opening(device: device)
            _ = flow.handle(.approvalOpened(.init(url: "https://paypal.test/checkoutnow?token=EC-1", appSwitch: true)))
            #expect(flow.handle(.redirected(url)).first == .callback(.returned(landing)), "\(landing)")
        }
    }

    @Test func anInvalidReturnFromTheAppEndsInError10AndFaceIDNeedsASignedInApp() {
        var flow = Self.opening(device: SimulatedDevice())
        _ = flow.handle(.approvalOpened(.init(url: "https://paypal.test/checkoutnow?token=EC-1", appSwitch: true)))
        guard case .payPal(_, .login(nil)) = flow.state else { Issue.record("\(flow.state)"); return }
        #expect(flow.handle(.faceID).isEmpty, "nobody is signed in to the app")
        _ = flow.handle(.cancel)
        guard case .payPal(_, .cancelling) = flow.state else { Issue.record("\(flow.state)"); return }
        #expect(Self.errors(flow.handle(.redirected("https://elsewhere.test/x?token=EC-1"))) == [.appSwitchReturnURLPathInvalid])
    }

    @Test func aLateAnswerInAnotherStateChangesNothing() {
        var flow = Self.opening()
        let before = flow
        #expect(flow.handle(.tokenized(.init(nonce: "n", details: nil))).isEmpty)
        #expect(flow.handle(.sold(.init(id: "t", status: "settling", amount: "1.00"))).isEmpty)
        #expect(flow == before)
    }

    @Test func offerPayLaterOpensTheReviewOnPayLatersFirstPlan() throws {
        let session = try JSONDecoder().decode(BuyerSession.self, from: Data(
            #"{"sessionToken": "S", "expiresAt": "", "buyer": {"payerId": "P", "email": "a@b.test", "name": {"givenName": "A", "surname": "B"}, "hasPin": false, "balances": [], "fundingSources": [{"id": "FS-B", "type": "BALANCE", "label": "PayPal balance"}], "addresses": []}}"#.utf8))
        func approval(offerPayLater: Bool) throws -> HermesApproval {
            try JSONDecoder().decode(HermesApproval.self, from: Data((
                #"{"token": "EC-1", "flow": "checkout", "amount": "59.00", "currencyCode": "USD", "merchantName": "M", "requestBillingAgreement": false, "appSwitch": true, "approved": false, "#
                + #""offerPayLater": \#(offerPayLater), "payLaterPlans": [{"id": "PAY_IN_4", "offer": "o", "payments": [], "totalInterest": "0.00", "total": "59.00", "apr": "0"}]}"#).utf8))
        }
        let offered = AppSwitchFlow.Review(opening: try approval(offerPayLater: true), for: session)
        #expect(offered.payLaterPlan == "PAY_IN_4" && offered.fundingSourceId == "FS-B", "Pay Later first, the balance still chosen behind it")
        let plain = AppSwitchFlow.Review(opening: try approval(offerPayLater: false), for: session)
        #expect(plain.payLaterPlan == nil && plain.fundingSourceId == "FS-B")
    }

    @Test func aReviewPayPalWouldNotLoadGoesBackToTheLogInWithItsReason() throws {
        var flow = Self.opening()
        _ = flow.handle(.approvalOpened(.init(url: "https://paypal.test/checkoutnow?token=EC-1", appSwitch: true)))
        _ = flow.handle(.faceID)
        let session = try JSONDecoder().decode(BuyerSession.self, from: Data(
            #"{"sessionToken": "S", "expiresAt": "", "buyer": {"payerId": "P", "email": "a@b.test", "name": {"givenName": "A", "surname": "B"}, "hasPin": false, "balances": [], "fundingSources": [], "addresses": []}}"#.utf8))
        #expect(flow.handle(.loggedIn(session)) == [.call(.loadReview(token: "EC-1", session: "S", surface: .app))])
        let expired = PayPalAPIError.refused(.init(issue: "INVALID_SESSION", message: "The buyer session has expired.", debugId: "d", httpStatus: 401))
        _ = flow.handle(.refused(expired))
        guard case .payPal(_, .login(let refusal)) = flow.state else { Issue.record("\(flow.state)"); return }
        #expect(refusal == expired && !flow.isWorking)

        _ = flow.handle(.logIn(ConfirmPaymentMachineTests.alex))
        _ = flow.handle(.loggedIn(session))
        let review = try JSONDecoder().decode(HermesApproval.self, from: Data(
            #"{"token": "EC-1", "flow": "checkout", "amount": "59.00", "currencyCode": "USD", "merchantName": "M", "offerPayLater": false, "requestBillingAgreement": false, "appSwitch": true, "approved": false}"#.utf8))
        _ = flow.handle(.reviewLoaded(review))
        guard case .call(.approve)? = flow.handle(.approve).first else { Issue.record("no approval: \(flow.state)"); return }
        _ = flow.handle(.refused(expired))
        guard case .payPal(_, .login(let ended)) = flow.state else { Issue.record("a session that ended at the approval: \(flow.state)"); return }
        #expect(ended == expired, "the buyer logs in again, as the refusal says")
    }
}
