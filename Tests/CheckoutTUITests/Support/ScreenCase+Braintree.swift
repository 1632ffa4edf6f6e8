import CheckoutFlows
import Foundation
import PayPalAPI
import PayPalVocabulary
@testable import CheckoutTUI

extension ScreenCase {
    /// Brings `state` to a screen of Braintree's flows (App Switch, Connect, Pay Later's messages, Venmo); false for a
    /// screen of another family.
    func arrangeBraintree(_ state: inout AppState) -> Bool {
        switch self {
        case .appSwitchSettings:
            state.pick("app-switch")
            state.changeFlow(AppSwitchEntry.self) {
                $0.settings.phoneCountry.set("+44")
                $0.settings.phoneNumber.set("(0)7700 900123")
                $0.settings.payLater = true
            }
        case .appSwitchStarting: reachAppSwitch(&state, upTo: .none)
        case .appSwitchFaceID: reachAppSwitch(&state, upTo: .app)
        case .appSwitchReview, .appSwitchPayLater, .appSwitchHomeScreen, .appSwitchBackgrounded, .appSwitchHelp:
            // offerPayLater opens the review on Pay Later's first plan; the plain review is the one without it.
            let payLater = self != .appSwitchReview
            reachAppSwitch(&state, upTo: .app) {
                $0.kind = .saveWithPurchase
                $0.payLater = payLater
            }
            _ = state.handle(.enter)
            _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
            _ = state.sendAppSwitch(.reviewLoaded(Fixture.decoded(
                #"{"token": "EC-8AB12345CD6789012", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                    + #""offer_pay_later": \#(payLater), "request_billing_agreement": true, "app_switch": true, "approved": false, "#
                    + #""pay_later_plans": \#(payLater ? PayLaterFixture.plansJSON("59.00") : "null")}"#)))
            if self == .appSwitchHomeScreen || self == .appSwitchBackgrounded { _ = state.handle(.character("h")) }
            if self == .appSwitchBackgrounded { _ = state.handle(.enter) }
            if self == .appSwitchHelp { _ = state.handle(.character("?")) }
        case .appSwitchAlert, .appSwitchWebLogin:
            reachAppSwitch(&state, upTo: .web)
            if self == .appSwitchWebLogin { _ = state.handle(.enter) }
        case .appSwitchBrowser:
            reachAppSwitch(&state, upTo: .app) { $0.returnLink = .website }
            _ = state.sendAppSwitch(.usePassword)
            _ = state.sendAppSwitch(.logIn(.password(email: "alex@personal.example.com", password: "x")))
            _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
            approveCheckout(&state)
        case .appSwitchPaid:
            reachAppSwitch(&state, upTo: .app)
            _ = state.sendAppSwitch(.faceID)
            _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
            approveCheckout(&state)
            _ = state.sendAppSwitch(.tokenized(.init(nonce: "tokencc_bh_2kq8d", details: nil)))
            _ = state.sendAppSwitch(.sold(.init(id: "8viraaxx", status: "settling", amount: "59.00")))
        case .connectDashboard: state.pick("connect")
        case .connectLogin, .connectAuthorize: reachConnectPage(&state, signup: false)
            if self == .connectAuthorize {
                _ = state.sendConnect(.logIn(email: "merchant@braintree.example.com", password: "x"))
                _ = state.sendConnect(.loggedIn(Fixture.decoded(#"{"session": "S", "merchant_id": "payterm-merchant", "business_name": "PayTerm Demo Store"}"#)))
            }
        case .connectSignupRefused:
            reachConnectPage(&state, signup: true)
            _ = state.sendConnect(.signUp(email: "new@beans.example.com", password: "short", businessName: "Beans & Co"))
            _ = state.sendConnect(.refused(Fixture.refusal("weak_password")))
        case .appSwitchContact:
            reachAppSwitch(&state, upTo: .app) { $0.contact = .updateContactInformation }
            _ = state.handle(.enter)
            _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
            _ = state.sendAppSwitch(.reviewLoaded(Fixture.decoded(
                #"{"token": "EC-8AB12345CD6789012", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                    + #""offer_pay_later": false, "request_billing_agreement": false, "app_switch": true, "approved": false, "#
                    + #""contact": \#(PayLaterFixture.contactJSON)}"#)))
            _ = state.handle(.character("k"))
        case .appSwitchShipping, .appSwitchShippingRefused, .appSwitchShippingEvents:
            reachAppSwitch(&state, upTo: .app) { $0.shipping = self == .appSwitchShippingRefused ? .refusesUS : .ships }
            _ = state.handle(.enter)
            _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
            _ = state.sendAppSwitch(.shippingAnswered(ShippingFixture.review(refused: self == .appSwitchShippingRefused), heard: ShippingFixture.heard))
            if self == .appSwitchShippingEvents { _ = state.handle(Key.control("e")) }
        case .payLaterMessage, .payLaterLearnMore:
            try? PayLaterFixture.showMessage(in: &state)
            guard self == .payLaterLearnMore else { break }
            state.merchant.focus = .row(PayLaterSettings.rows.count)
            let effects = state.handle(.enter)
            if let sheet = try? PayLaterFixture.learnMore(PayLaterSettings().amount.text, state.language) {
                state.answer("learn more", among: effects, with: .success(sheet))
            }
        case .venmoSettings:
            state.pick("venmo")
            state.changeFlow(VenmoEntry.self) {
                $0.settings.vault = .withPurchase
                $0.settings.fallbackToWeb = true
            }
        case .venmoStarting: reachVenmo(&state, switched: false)
        case .venmoLogin: reachVenmo(&state) { $0.venmoApp = .signedOut }
        case .venmoWebLogin:
            reachVenmo(&state) {
                $0.venmoApp = .notInstalled
                $0.fallbackToWeb = true
            }
        case .venmoPaysheet, .venmoConnect, .venmoPaid, .venmoHelp:
            reachVenmo(&state) { $0.vault = self == .venmoConnect ? .alone : .no }
            _ = state.send(.loggedIn(Fixture.session()), to: VenmoFlow.self)
            _ = state.send(.paysheetLoaded(Self.paysheet(amount: self == .venmoConnect ? nil : "59.00")), to: VenmoFlow.self)
            if self == .venmoHelp { _ = state.handle(.character("?")) }
            guard self == .venmoPaid else { break }
            _ = state.handle(.enter)
            _ = state.send(.decided(Self.paysheet(amount: "59.00", status: "APPROVED")), to: VenmoFlow.self)
            var nonce = BraintreeVenmoClient.VenmoAccountNonce(nonce: "fake-venmo-nonce-1", username: "alex-rivera")
            nonce.email = "alex@personal.example.com"
            _ = state.send(.contextRead(nonce), to: VenmoFlow.self)
            _ = state.send(.sold(.init(id: "8viraaxx", status: "settling", amount: "59.00", venmoUsername: "alex-rivera")), to: VenmoFlow.self)
        case .connectConnected, .connectForged:
            reachConnectPage(&state, signup: false, forged: self == .connectForged)
            _ = state.sendConnect(.logIn(email: "merchant@braintree.example.com", password: "x"))
            _ = state.sendConnect(.loggedIn(Fixture.decoded(#"{"session": "S", "merchant_id": "payterm-merchant", "business_name": "PayTerm Demo Store"}"#)))
            _ = state.sendConnect(.agree)
            let sent = state.connect?.flow.request.sentState ?? ""
            _ = state.sendConnect(.redirected("https://partner.payterm.test/braintree/callback?code=c0de&merchantId=payterm-merchant&state=\(sent)"))
            _ = state.sendConnect(.exchanged(Fixture.decoded(
                #"{"access_token": "access_token$development$payterm-merchant$0123456789abcdef0123456789abcdef", "refresh_token": "r", "#
                    + #""expires_at": "2026-11-26T15:38:58Z", "scope": "read_write"}"#)))
        default: return false
        }
        return true
    }

    /// The PayPal app's review of a 59.00 checkout loaded, approved, and the return to the merchant's universal link.
    private func approveCheckout(_ state: inout AppState) {
        _ = state.sendAppSwitch(.reviewLoaded(Fixture.decoded(
            #"{"token": "EC-8AB12345CD6789012", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                + #""offer_pay_later": false, "request_billing_agreement": false, "app_switch": true, "approved": false}"#)))
        _ = state.sendAppSwitch(.approve)
        _ = state.sendAppSwitch(.redirected(SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal/success?token=EC-8AB12345CD6789012"))
    }
}
