import Foundation
import CheckoutFlows
import PayPalAPI
@testable import CheckoutTUI

/// Every screen the front shows, reached through AppState as a buyer would reach it, with the texts it must show.
enum ScreenCase: String, CaseIterable {
    case merchant, merchantHelp, merchantEvents, pinPrompt
    case login, loginPhone, loginRefused, loginLocked, loginWithoutShipping, working
    case review, reviewSummary, reviewParallel, reviewChained, reviewPersonal, reviewDeclined, reviewNotPaid
    case createPIN, createPINWithPhone, createCode, createCodeDiffers, agreement, preapprovalReceipt
    case receipt, donationReceipt, failure, interrupted, libraryHelp, libraryEvents
    case buttonSettings, invalidSettings, webLogin, webLoginRefused, webWorking, webApproval, webApprovalPayNow, webDeclined, webNotApproved, webHelp
    case confirmation, confirmationRefused, confirmationLater, itemsUnavailable, authorisationExpired, paymentSuccessful, captured
    case heldAuthorizations, webApprovalSaving, savedWallet, savedAgain, savedLater, savedMethods, savedMethodsDeleting
    case savedChargeAmount, savedCharges, savedChargeRefunded
    case vaultLogin, vaultAgreement, vaultNotSaved, vaultNotEligible, testerPanel, testerNewBuyer, inspector, inspectorExchange
    case appSwitchSettings, appSwitchStarting, appSwitchFaceID, appSwitchReview, appSwitchAlert, appSwitchWebLogin, appSwitchBrowser
    case appSwitchPayLater, appSwitchHomeScreen, appSwitchBackgrounded, appSwitchPaid, appSwitchHelp
    case connectDashboard, connectLogin, connectSignupRefused, connectAuthorize, connectConnected, connectForged
    case payLaterMessage, payLaterLearnMore, appSwitchContact, appSwitchShipping, appSwitchShippingRefused, appSwitchShippingEvents
    case venmoSettings, venmoStarting, venmoPaysheet, venmoLogin, venmoWebLogin, venmoConnect, venmoPaid, venmoHelp

    func state(_ language: Language, size: TerminalSize) -> AppState {
        var state = Fixture.ready(language, size: size)
        switch self {
        case .merchant: break
        case .merchantHelp: _ = state.handle(.character("?"))
        case .pinPrompt:
            state.changeFlow(MPLEntry.self) {
                $0.preapproval = ConfirmedPreapproval(key: "PA-TEST", senderEmail: "alex@personal.example.com")
                $0.experience = .preapprovedPayment
            }
            _ = state.handle(.character("p"))
            type("12", into: &state)
        case .merchantEvents:
            state.events.log(.callback, "paymentFailed(correlationID: 6db128a52e68c, errorCode: INSTRUMENT_DECLINED, errorMessage: Visa x0002 was declined by its issuer)")
            state.events.log(.http, "POST /payterm/v1/buyer/payments/AP-2XK58291LM9912301/approve → 422 (4 ms)")
            _ = state.handle(.character("e"))
        case .login, .loginPhone, .loginRefused, .loginLocked:
            _ = state.handle(.enter)
            if self == .loginPhone { _ = state.activate(.sheet(MPLControl.switchLogin)) }
            type("alex@personal.example.com", into: &state)
            _ = state.handle(.tab)
            type("pass1234", into: &state)
            if self == .loginRefused || self == .loginLocked {
                _ = state.handle(.enter)
                _ = state.send(.refused(self == .loginRefused
                    ? Fixture.refusal("INVALID_CREDENTIALS", field: "attempts_left", value: "2")
                    : Fixture.refusal("ACCOUNT_LOCKED", field: "locked_until", value: "2026-11-22T16:00:00Z")))
            }
        case .loginWithoutShipping:
            state.changeFlow(MPLEntry.self) { $0.experience = .goodsWithoutShipping }
            _ = state.handle(.character("p"))
        case .working:
            _ = state.handle(.enter)
            _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        case .reviewNotPaid:
            reachReview(&state)
            _ = state.send(.pay)
            _ = state.send(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
            _ = state.send(.reviewLoaded(Fixture.review(of: state.mpl.order)))
        case .review, .reviewSummary, .reviewDeclined:
            reachReview(&state)
            if self == .reviewSummary { _ = state.handle(MPLCheckout.toggleSummary) }
            if self == .reviewDeclined {
                _ = state.handle(.tab)
                _ = state.handle(.tab)
                _ = state.handle(.enter)
                _ = state.send(.refused(Fixture.refusal("INSTRUMENT_DECLINED")))
            }
        case .reviewParallel: reachReview(&state, .parallel)
        case .reviewChained: reachReview(&state, .chained)
        case .reviewPersonal:
            reachReview(&state, .personal)
            _ = state.send(.chooseFunding("FS-V"))
        case .createPIN, .createPINWithPhone:
            reachReview(&state, session: Fixture.session(phone: self == .createPIN, hasPin: false))
            _ = state.send(.pay)
            _ = state.send(.paid(Fixture.review(of: state.mpl.order, status: "COMPLETED")))
            if self == .createPINWithPhone { type("(408) 555-0177", into: &state) }
        case .createCode, .createCodeDiffers, .agreement, .preapprovalReceipt:
            _ = MPLEntry.createPreapproval.take(.success("PA-TEST"), &state)
            _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
            _ = state.send(.loggedIn(Fixture.session()))
            _ = state.send(.termsLoaded(Fixture.terms))
            type("4321", into: &state)
            _ = state.handle(.enter)
            type(self == .createCodeDiffers ? "4322" : "4321", into: &state)
            if self != .createCode { _ = state.handle(.enter) }
            if self == .preapprovalReceipt {
                _ = state.send(.agree)
                _ = state.send(.agreed(Fixture.terms))
            }
        case .receipt, .donationReceipt:
            reachReview(&state, self == .donationReceipt ? .donation : .goodsWithShipping)
            _ = state.send(.pay)
            _ = state.send(.paid(Fixture.review(of: state.mpl.order, status: "COMPLETED")))
        case .failure:
            reachReview(&state)
            _ = state.send(.pay)
            _ = state.send(.refused(Fixture.refusal("SENDING_LIMIT_EXCEEDED")))
        case .interrupted:
            state.changeFlow(MPLEntry.self) { $0.experience = .goodsWithShipping }
            _ = state.handle(.character("p"))
            _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
            _ = state.send(.loggedIn(Fixture.session()))
            _ = state.send(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
        case .libraryHelp:
            reachReview(&state)
            _ = state.handle(.character("?"))
        case .libraryEvents:
            reachReview(&state)
            _ = state.handle(Key.control("e"))
        case .buttonSettings, .invalidSettings:
            state.pick("confirm-payment")
            if self == .invalidSettings {
                _ = state.handle(.down)
                for _ in 0..<5 { _ = state.handle(.backspace) }
                type("0", into: &state)
                _ = state.handle(.enter)
                _ = state.handle(.enter)
            }
        case .webLogin, .webLoginRefused, .webWorking:
            reachWebLogin(&state)
            type("alex@personal.example.com", into: &state)
            _ = state.handle(.tab)
            type("pass1234", into: &state)
            if self != .webLogin { _ = state.handle(.enter) }
            if self == .webLoginRefused { _ = state.sendOrders(.refused(Fixture.refusal("INVALID_CREDENTIALS", field: "attempts_left", value: "2"))) }
        case .webApproval, .webHelp, .webDeclined, .webNotApproved:
            reachWebApproval(&state, "confirm-payment")
            if self == .webNotApproved {
                _ = state.sendOrders(.approve)
                _ = state.sendOrders(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
                _ = state.sendOrders(.orderLoaded(Fixture.order("CREATED")))
            }
            if self == .webHelp { _ = state.handle(.character("?")) }
            if self == .webDeclined {
                _ = state.sendOrders(.approve)
                _ = state.sendOrders(.refused(Fixture.refusal("INSUFFICIENT_FUNDS")))
            }
        case .webApprovalPayNow: reachWebApproval(&state, "pay-now")
        case .webApprovalSaving:
            state.pick("pay-now")
            state.changeFlow(OrdersEntry.self) { $0.settings.savePayPal = true }
            reachWebApproval(&state, "pay-now")
        case .savedWallet:
            state.pick("save-paypal")
            state.merchant.shopper.keep(Fixture.alexWallet)
        case .savedAgain:
            state.pick("save-paypal")
            state.merchant.shopper.keep(Fixture.alexWallet)
            state.payNowSaving(vault: Fixture.vaulted)
        case .savedLater:
            state.pick("save-paypal")
            state.payNowSaving(vault: Fixture.approvedVault)
        case .confirmation: reachConfirmation(&state)
        case .confirmationRefused, .confirmationLater:
            reachConfirmation(&state)
            _ = state.handle(.character("x"))
            confirmAndReserve(&state)
            _ = state.sendOrders(.refused(Fixture.refusal("MAX_CAPTURE_AMOUNT_EXCEEDED")))
            if self == .confirmationLater {
                _ = state.handle(.enter)
                _ = state.handle(.character("o"))
                state.backendClock = Fixture.clockThirtyDaysOn
            }
        case .itemsUnavailable:
            reachConfirmation(&state)
            _ = state.handle(.character("o"))
            confirmAndReserve(&state)
        case .authorisationExpired:
            reachConfirmation(&state)
            _ = state.handle(.character("o"))
            _ = state.handle(.enter)
            _ = state.sendOrders(.clockRead(Fixture.clockThirtyDaysOn.date!))
        case .heldAuthorizations:
            reachConfirmation(&state)
            _ = state.handle(.escape)
            _ = state.handle(.character("a"))
            let now = try? Date("2026-11-26T12:00:00Z", strategy: .iso8601)
            _ = OrdersEntry.refreshAuthorizations(["0VF52814937998046"]).take(.success(HeldAuthorizations.Answer(authorizations: [Fixture.decoded(Fixture.authorizationJSON)], backendNow: now)), &state)
        case .savedMethods, .savedMethodsDeleting:
            state.pick("save-paypal")
            state.merchant.shopper.keep(Fixture.alexWallet)
            _ = state.handle(.character("m"))
            _ = OrdersEntry.listSavedMethods(customerId: "customer_4029352050").take(.success([Fixture.decoded(#"{"id": "8kk8451t", "payment_source": {"paypal": {"email_address": "alex@personal.example.com"}}}"#) as VaultClient.PaymentToken]), &state)
            _ = OrdersEntry.vaultEligibility(change: nil).take(.success(VaultEligibility.success), &state)
            _ = OrdersEntry.orderVaultStatus(change: nil).take(.success(OrderVaultStatus.vaulted), &state)
            if self == .savedMethodsDeleting { _ = state.handle(.character("x")) }
        case .savedChargeAmount, .savedCharges, .savedChargeRefunded:
            state = ScreenCase.savedMethods.state(language, size: size)
            reachSavedCharge(&state)
        case .vaultLogin, .vaultAgreement, .vaultNotSaved:
            reachVaultLogin(&state)
            if self != .vaultLogin {
                _ = state.sendVault(.logIn(.password(email: "alex@personal.example.com", password: "x")))
                _ = state.sendVault(.loggedIn(Fixture.session()))
            }
            if self == .vaultNotSaved {
                _ = state.sendVault(.agree)
                _ = state.sendVault(.refused(.unreachable(url: "http://127.0.0.1:8080", underlying: "connection lost")))
                _ = state.sendVault(.setupTokenLookedUp(Fixture.decoded(#"{"id": "7HU01253JK456874K", "status": "PAYER_ACTION_REQUIRED"}"#)))
            }
        case .vaultNotEligible:
            state.pick("save-paypal")
            _ = state.handle(.character("m"))
            _ = OrdersEntry.vaultEligibility(change: .denied).take(.success(VaultEligibility.denied), &state)
            _ = state.handle(.character("s"))
            _ = state.sendVault(.refused(Fixture.refusal("NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE")))
        case .testerNewBuyer:
            _ = state.handle(Key.control("f"))
            state.answer(.tester(.refresh), .tester(armed: [], clock: nil, buyers: nil))
            _ = state.handle(.character("a"))
            for _ in 0..<6 { _ = state.handle(.backspace) }
            for key in "2.50" { _ = state.handle(.character(key)) }
            _ = state.handle(.right)
            _ = state.handle(.character(" "))
        case .testerPanel:
            reachConfirmation(&state)
            _ = state.handle(Key.control("f"))
            state.answer(.tester(.clock(.advance(seconds: 2_592_000))), .tester(
                armed: [Fixture.decoded(#"{"id": "F-1", "method": "POST", "path": "/v2/payments/authorizations/*/capture", "outcomes": ["error 422 INSTRUMENT_DECLINED"], "repeat": false}"#)],
                clock: Fixture.decoded(#"{"now": "2026-12-23T18:08:00Z", "frozen": false, "offset_seconds": 2592000}"#), buyers: nil))
        case .inspector, .inspectorExchange:
            logCapture(into: &state)
            _ = state.handle(Key.control("o"))
            _ = state.handle(.character("f"))
            if self == .inspectorExchange {
                let effects = state.handle(.enter)
                guard case .journalEntry(let event)? = effects.calls.first else { break }
                state.answer(.journalEntry(event), .journalEntry(Fixture.journalEntry))
            }
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
            _ = state.sendAppSwitch(.reviewLoaded(Fixture.decoded(
                #"{"token": "EC-8AB12345CD6789012", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                    + #""offer_pay_later": false, "request_billing_agreement": false, "app_switch": true, "approved": false}"#)))
            _ = state.sendAppSwitch(.approve)
            _ = state.sendAppSwitch(.redirected(SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal/success?token=EC-8AB12345CD6789012"))
        case .appSwitchPaid:
            reachAppSwitch(&state, upTo: .app)
            _ = state.sendAppSwitch(.faceID)
            _ = state.sendAppSwitch(.loggedIn(Fixture.session()))
            _ = state.sendAppSwitch(.reviewLoaded(Fixture.decoded(
                #"{"token": "EC-8AB12345CD6789012", "flow": "checkout", "amount": "59.00", "currency_code": "USD", "merchant_name": "PayTerm Demo Store", "#
                    + #""offer_pay_later": false, "request_billing_agreement": false, "app_switch": true, "approved": false}"#)))
            _ = state.sendAppSwitch(.approve)
            _ = state.sendAppSwitch(.redirected(SimulatedDevice.universalLink + "/braintreeAppSwitchPayPal/success?token=EC-8AB12345CD6789012"))
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
        case .paymentSuccessful, .captured:
            reachConfirmation(&state)
            confirmAndReserve(&state)
            _ = state.sendOrders(.captured(Fixture.decoded(#"{"id": "3C679366HH908993F", "status": "COMPLETED", "amount": {"currency_code": "USD", "value": "37.06"}}"#)))
            if self == .captured { _ = state.handle(.enter) }
        }
        return state
    }

    /// What the screen must show in full, in its language (whitespace aside: lines wrap).
    func expected(_ language: Language) -> [String] {
        let text = language.strings
        let web = language.webStrings
        let words = language.confirmationStrings
        let appSwitch = language.appSwitchStrings
        let connect = language.connectStrings
        let venmo = language.venmoStrings
        let money = { (value: String) in text.money(Fixture.usd(value)) }
        let settings = language.settingsStrings
        /// The merchant app's words that are made of the checkout's values, as each language says them.
        let said = { (english: String, german: String, japanese: String) in [Language.enUS: english, .deDE: german, .jaJP: japanese][language] ?? english }
        switch self {
        case .merchant: return [text.payWithPayPal, "Subtotal $41.00", "PayPal library: ready"]
        case .merchantHelp: return MerchantHelp.entries(MPLEntry()).map(\.meaning)
        case .merchantEvents: return ["Visa x0002 was declined by its issuer", "/approve → 422 (4 ms)"]
        case .pinPrompt: return ["Coffee club: this week's bag", "Amount: $14.50", "Your preapproval PIN:", "••", "Enter pays · Esc cancels"]
        case .login: return [text.logInWithEmail, text.email, text.password, text.logIn, text.cancel, text.usePhone, "alex@personal.example.com"]
        case .loginPhone: return [text.logInWithPhone, text.phone, text.pin, text.useEmail]
        case .loginRefused: return [text.refusals.wrongLogin(2)]
        case .loginLocked: return [text.refusals.locked(text.time("2026-11-22T16:00:00Z"))]
        case .loginWithoutShipping: return [text.reviewHint, text.pay, text.review, text.cancel]
        case .working: return [text.activity(.loggingIn)]
        case .review: return [text.review, text.funding, text.balance, money("49.37"), text.shipTo, "Alex Rivera (1/2)", "2211 N First St", "San Jose, CA 95131", text.pay.uppercased()]
        case .reviewSummary: return ["Ceramic mug × 1", "Pour-over coffee, 250 g × 2", money("29.00"), text.tax, money("3.38"), text.shipping, money("4.99"), text.total]
        case .reviewParallel: return ["merchant@business.example.com", "partner@business.example.com", money("7.70")]
        case .reviewChained: return ["agent@business.example.com", money("100.00")]
        case .reviewPersonal: return ["noor@personal.example.com", text.fee, money("0.54"), text.feePaidBy, text.feePaidByMe]
        case .reviewDeclined: return [text.refusals.declined]
        case .reviewNotPaid: return [text.refusals.notPaid]
        case .createPIN: return [text.paymentMade, text.thanks, text.createPINExplained, text.pinDigits, text.confirmPIN, text.createPIN, text.skip]
        case .createPINWithPhone: return [text.phoneForPIN, "(408) 555-0177", text.pinDigits]
        case .createCode: return [text.createCode, text.createCodeExplained(DemoStore.merchantName), text.codeDigits, text.confirmCode, text.saveCode]
        case .createCodeDiffers: return [text.codesDiffer]
        case .agreement:
            return [text.paymentMethod, text.primary, text.balance, text.agreementText(DemoStore.merchantName, text.balance), text.agreeAndPay,
                    text.limits(money("20.00"), 10, money("100.00"), text.date("2027-11-22T00:00:00Z"))]
        case .preapprovalReceipt: return [text.preapprovalConfirmed, text.agreed(DemoStore.merchantName)]
        case .receipt: return [text.paymentMade, text.thanks, text.returning, text.returnToMerchant]
        case .donationReceipt: return [text.donationMade, text.thanksForDonation]
        case .failure: return [text.somethingWentWrong, text.refusals.sendingLimit, "SENDING_LIMIT_EXCEEDED", "6db128a52e68c"]
        case .interrupted: return [text.somethingWentWrong, text.refusals.unreachable, "NETWORK_ERROR", text.tryAgain, text.cancel]
        case .libraryHelp: return language.mplHelp.entries.map(\.meaning)
        case .libraryEvents: return ["checkout: #1 Goods with shipping, 49.37 USD"]
        case .buttonSettings:
            return ["Confirm payment (authorise, confirm, capture)", "25.00", "merchant@business.example.com", "GET_FROM_FILE", "CONTINUE", "AUTHORIZE"]
        case .invalidSettings: return [said("configuration is invalid", "Schaltfläche ist ungültig", "PayPalボタンの設定が無効です"), "VALIDATION_ERROR"]
        case .webLogin: return [web.logInTitle, text.email, text.password, text.logIn, web.cancelAndReturn(DemoStore.merchantName)]
        case .webLoginRefused: return [text.refusals.wrongLogin(2)]
        case .webWorking: return [text.activity(.loggingIn)]
        case .webApproval:
            return ["Alex Rivera", web.payWith, text.balance, text.shipTo, "Alex Rivera, 2211 N First St (1/2)", web.continueLabel,
                    web.continueHint(DemoStore.merchantName)]
        case .webApprovalPayNow: return [web.payNow, web.payNowHint(DemoStore.merchantName)]
        case .webDeclined: return [text.refusals.insufficientFunds]
        case .webNotApproved: return [language.webStrings.notApproved]
        case .webHelp: return language.webHelp.entries.map(\.meaning)
        case .confirmation:
            return [words.title, words.authorized("5O190127TN364715T", money("25.00")), words.until(text.date("2026-12-22T10:00:00Z")),
                    words.shipsTo("Toronto, ON, CA"), words.shippingAbroad(money("10.00")), words.expressShipping, words.stock, words.inStock,
                    words.subtotal, money("25.00"), words.shipping, words.total, money("37.06"), money("2.06"), words.confirmAndPay]
        case .confirmationRefused: return [words.paymentError, words.overCaptureLimit(money("25.00")), words.ok]
        case .confirmationLater:
            return [words.expired(text.date("2026-12-22T10:00:00Z")), words.ranOut, words.reservationEnded("2026-11-23 11:01 UTC"), money("52.06"),
                    words.confirmAndPay]
        case .itemsUnavailable:
            return [words.paymentError, words.itemsUnavailable, words.stillHeld(money("25.00"), text.date("2026-12-22T10:00:00Z")), words.ok]
        case .authorisationExpired: return [words.paymentError, words.authorizationExpired, words.voidedByPayPal(text.date("2026-12-22T10:00:00Z"))]
        case .paymentSuccessful:
            return [words.paymentSuccessful, words.capturedSuccessfully, words.capture("3C679366HH908993F", "COMPLETED", money("37.06")), words.ok]
        case .captured:
            return [said("Payment captured: 3C679366HH908993F (COMPLETED)", "Zahlung abgebucht: 3C679366HH908993F (COMPLETED)", "売上確定：3C679366HH908993F（COMPLETED）")]
        case .webApprovalSaving: return [web.saveConsent(DemoStore.merchantName), web.payNow]
        case .savedMethods:
            return ["Payment methods", "Shopper 1042 (the store's customer id) · PayPal customer", "customer_4029352050", "e vault eligibility: Success",
                    "v a paid order's vault status: VAULTED", "PayPal · a…@personal.example.com", "8kk8451t", "x delete"]
        case .savedChargeAmount, .savedCharges, .savedChargeRefunded: return savedChargeTexts
        case .savedMethodsDeleting:
            return ["Delete PayPal · a…@personal.example.com (8kk8451t)?", "any other key keeps it.", "y delete · any other key keeps it"]
        case .savedWallet:
            return ["Shopper 1042 (the store's customer id) · PayPal customer", "customer_4029352050", "w Pay with PayPal · a…@personal.example.com (saved)",
                    "(PayPalWebCheckoutClient): ready"]
        case .savedAgain:
            return [said("Payment captured: 3C679366HH908993F", "Zahlung abgebucht: 3C679366HH908993F", "売上確定：3C679366HH908993F"),
                    said("already saved", "schon gespeichert", "保存済みです"), said("nothing new", "Es wurde nichts neu", "新たに保存したもの")]
        case .savedLater: return ["PayPal is saving a…@personal.example.com (APPROVED)", "VAULT.PAYMENT-TOKEN.CREATED", "PayPal customer none yet"]
        case .vaultLogin: return [web.logInTitle, text.email, text.password, text.logIn, web.cancelAndReturn(DemoStore.merchantName)]
        case .vaultAgreement:
            return ["Alex Rivera", web.payWith, text.balance, web.saveTitle(DemoStore.merchantName), web.saveTerms(DemoStore.merchantName), web.agreeAndContinue]
        case .vaultNotSaved: return [web.notSaved, web.agreeAndContinue]
        case .vaultNotEligible: return ["e vault eligibility: Denied, saving refused", "NOT_ENABLED_TO_VAULT_PAYMENT_SOURCE",
                    said("(e in the payment methods, m)", "(e in den Zahlungsmethoden,", "支払い方法 m で e")]
        case .inspector:
            return ["→ merchant's server: POST /v1/oauth2/token → 200 (3 ms)",
                    "✕ merchant's server: POST /v2/payments/authorizations/0VF52814937998046/capture → 422 (5 ms)"]
        case .inspectorExchange:
            return ["POST /v2/payments/authorizations/0VF52814937998046/capture → 422 · 5 ms", "Paypal-Debug-Id 6db128a52e68c",
                    "Fault applied: F-1: error 422 INSTRUMENT_DECLINED", "── Request ──", "authorization: ****", "\"final_capture\": true",
                    "Fault applied"]
        case .testerNewBuyer:
            return ["Add a buyer: tester1@personal.example.com, password pass1234", "Balance: USD 2.50", "Card: ‹ MASTERCARD x4242 ›",
                    "Bank account: Demo Bank x6789", "Enter adds the buyer and types it into the log-in · Esc back"]
        case .testerPanel:
            return ["Make the capture fail (POST /v2/payments/authorizations/*/capture):", "1 Decline (INSTRUMENT_DECLINED)", "3 Network down (reset)",
                    "PayPal's clock: 2026-12-23 18:08 UTC, +30 d", "0 +30 d", "a add a buyer", "R reset the backend", "7 Answer lost after the change", "e Expired (order, pay key…)",
                    "F-1 POST /v2/payments/authorizations/*/capture: error 422 INSTRUMENT_DECLINED"]
        case .heldAuthorizations: return ["Authorized orders", "0VF52814937998046", "$25.00", "CREATED", "25 d 22 h left", "c capture"]
        case .appSwitchSettings:
            return ["PayPal App Switch (Braintree)", settings.oneTimeCheckout, settings.payLaterOffered, settings.signedInFaceID,
                    settings.universalLink, settings.sendsPhone("44", "7700900123")]
        case .appSwitchStarting: return ["Opening PayPal…"]
        case .appSwitchFaceID:
            return [appSwitch.app, appSwitch.backTo(DemoStore.merchantName), appSwitch.faceID("alex@personal.example.com"), appSwitch.useFaceID,
                    appSwitch.usePassword, appSwitch.homeKey]
        case .appSwitchReview:
            return [appSwitch.pay(DemoStore.merchantName, money("59.00")), appSwitch.payWith, text.balance,
                    appSwitch.savedForLater(DemoStore.merchantName),
                    appSwitch.payNow, appSwitch.cancelAndReturn(DemoStore.merchantName)]
        case .appSwitchAlert: return [appSwitch.alertTitle(DemoStore.merchantName), appSwitch.alertBody, appSwitch.cancel, appSwitch.continue]
        case .appSwitchWebLogin: return ["https://www.paypal.com", text.email, text.password, text.logIn]
        case .appSwitchBrowser:
            return [appSwitch.approvedInBrowser, appSwitch.browserExplains(DemoStore.merchantName), appSwitch.openInApp(DemoStore.merchantName), appSwitch.open]
        case .appSwitchPayLater:
            guard let plan = (try? PayLaterFixture.plans("59.00"))?.first else { return ["no plan"] }
            return [appSwitch.payLaterChoice, PayLaterPlanText(appSwitch, text).schedule(of: plan)]
        case .appSwitchHomeScreen: return [DemoStore.merchantName, appSwitch.app, appSwitch.homeScreenKeys(DemoStore.merchantName)]
        case .appSwitchBackgrounded: return ["Left PayPal unfinished:", "Enter returns,", "Esc cancels."]
        case .appSwitchPaid: return [said("Last result: Paid: Braintree transaction 8viraaxx (settling),", "Ergebnis: Bezahlt: Braintree-Transaktion 8viraaxx (settling),",
                         "前回の結果：支払い完了：Braintree取引 8viraaxx（settling）、")]
        case .appSwitchHelp: return language.appSwitchHelp.entries.map(\.meaning)
        case .connectDashboard: return ["Connect with Braintree (partner's dashboard)", "read_write", "user[email], business[name]", "No merchant connected yet"]
        case .connectLogin:
            return ["PayPal powered by Braintree", connect.connect("PayTerm Partner"), connect.logInTitle, connect.email, "merchant@braintree.example.com",
                    connect.password, connect.logIn, connect.signUpInstead, connect.finishLater]
        case .connectSignupRefused: return [connect.signUpTitle, connect.refusal("weak_password") ?? "", connect.businessName, "Beans & Co", connect.signUp, connect.logInInstead]
        case .connectAuthorize:
            let transactions = connect.permissions("read_write")?.first ?? "Create, view and manage transactions"
            return [connect.wouldLike("PayTerm Partner"), "(PayTerm Demo Store, payterm-merchant)", "• " + transactions, connect.agreeAndReturn, connect.deny]
        case .connectConnected: return ["Merchant payterm-merchant · read_write · until 2026-11-26T15:38:58Z", "f refresh · v revoke"]
        case .connectForged:
            return [said("Refused: the state that came back", "Abgelehnt: Der zurückgekommene state", "拒否しました：戻ってきたstate"),
                    said("A forged link", "Ein gefälschter Link", "偽造リンク"), said("no code is exchanged.", "Es wird kein Code getauscht.", "コードは交換しません。")]
        case .appSwitchContact:
            return [appSwitch.contact, "alex@personal.example.com · +14085550101", appSwitch.contactKey]
        case .appSwitchShipping:
            let shipping = language.shippingStrings
            return [shipping.shipTo + " (1/2)", "2211 N First St, San Jose, CA 95131", shipping.shipping + " (2/2)", "USPS Priority"]
        case .appSwitchShippingRefused:
            return [language.shippingStrings.countryError, "2211 N First St, San Jose, CA 95131"]
        case .appSwitchShippingEvents:
            return ShippingFixture.heard.flatMap { ["merchant's server " + $0.heard, "merchant's server " + $0.answered] }
        case .payLaterMessage:
            guard let message = try? PayLaterFixture.message(PayLaterSettings().amount.text, language) else { return ["no message"] }
            return ["Pay Later (Braintree)", settings.cartTotal, PayLaterMessageLine.words(message)]
        case .payLaterLearnMore:
            guard let sheet = try? PayLaterFixture.learnMore(PayLaterSettings().amount.text, language) else { return ["no sheet"] }
            return [sheet.headline, sheet.subheadline, sheet.rows[0].label, sheet.rows[0].value, sheet.steps[2], sheet.disclosure]
        case .venmoSettings:
            return ["Venmo (Braintree)", "BTVenmoClient.tokenize", settings.multiUse, settings.vaultWithPurchase, settings.webFallback,
                    settings.subjectToChange, settings.signedIn]
        case .venmoStarting: return ["Opening Venmo…"]
        case .venmoLogin: return [venmo.app, venmo.backTo(DemoStore.merchantName), venmo.logInTitle, text.email, text.password, venmo.logIn]
        case .venmoWebLogin: return ["https://venmo.com/go/checkout", venmo.logInTitle, text.email, text.password, venmo.logIn]
        case .venmoPaysheet:
            return [venmo.payTo(DemoStore.merchantName), money("59.00"), venmo.subjectToChange, venmo.payingAs("@alex-rivera"),
                    venmo.futurePayments(DemoStore.merchantName), venmo.pay, venmo.cancelAndReturn(DemoStore.merchantName)]
        case .venmoConnect: return [venmo.connectTo(DemoStore.merchantName), venmo.payingAs("@alex-rivera"), venmo.connect]
        case .venmoPaid: return [said("Last result: Paid: Braintree transaction 8viraaxx (settling),", "Ergebnis: Bezahlt: Braintree-Transaktion 8viraaxx (settling),",
                         "前回の結果：支払い完了：Braintree取引 8viraaxx（settling）、"), money("59.00"), "Venmo @alex-rivera"]
        case .venmoHelp: return language.venmoHelp.entries.map(\.meaning)
        }
    }

    /// Where the screen's texts are: the help box, the tester's panel, the inspector, the event pane, the sheet's
    /// content, or the whole frame.
    func region(of state: AppState, in size: TerminalSize) -> Rect {
        var state = state
        state.terminalSize = size
        let layout = state.layout
        if state.isOnTop(.help) { return HelpView.helpRect(state.help.entries, in: layout.content.size).inset(by: 1) }
        if state.isOnTop(.tester) { return TesterPanelView.rect(in: layout.content.size).inset(by: 1) }
        if state.isOnTop(.inspector) { return InspectorView.rect(in: layout.content.size).inset(by: 1) }
        if let pane = layout.pane { return pane.inset(by: 1) }
        if state.merchant.panel == .flow { return LearnMoreView.contentRect(in: MerchantView.body(state, in: layout.app)) }
        if self == .payLaterMessage { return MerchantView.body(state, in: layout.app) }
        let frame = LibraryView.frame(in: layout.app.size)
        if state.connect != nil { return frame.inset(by: 1) }
        if let appSwitch = state.appSwitch {
            switch appSwitch.flow.state {
            case .signInAlert: return AppSwitchView.alertRect(state.language.appSwitchStrings, merchant: DemoStore.merchantName, in: layout.app).inset(by: 1)
            case .browser: return AppSwitchView.browserBody(of: frame)
            default: break
            }
        }
        if state.checkout?.hosted.placement == .sheet, state.library != nil || state.order != nil || state.vault != nil { return LibraryView.body(of: frame) }
        if let order = state.order, order.placement == .merchantScreen {
            let body = MerchantView.body(state, in: layout.app)
            guard order.dialogOpen, let shown = order.confirmation,
                  let dialog = ConfirmationText(state.language).dialog(after: order.flow.state, of: shown) else { return body }
            return dialog.rect(in: body).inset(by: 1)
        }
        return Rect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// Presses App Switch's button and answers its calls, up to the PayPal app, the web page's alert, or (none) the
    /// spinner before the switch.
    func reachAppSwitch(_ state: inout AppState, upTo surface: HermesApproval.Surface?, settings: (inout AppSwitchSettings) -> Void = { _ in }) {
        state.pick("app-switch")
        state.changeFlow(AppSwitchEntry.self) { settings(&$0.settings) }
        _ = state.handle(.character("p"))
        guard let surface else { return }
        let token = ClientToken(Data(#"{"authorizationFingerprint":"f","clientApiUrl":"http://127.0.0.1:8080/merchants/payterm-merchant/client_api"}"#.utf8).base64EncodedString())!
        _ = state.sendAppSwitch(.clientTokenIssued(token))
        _ = state.sendAppSwitch(.configured(try! JSONDecoder().decode(BraintreePayPalClient.Configuration.self, from: Data(#"{"merchantId":"payterm-merchant","paypalEnabled":true}"#.utf8))))
        _ = state.sendAppSwitch(.approvalOpened(.init(url: "https://www.sandbox.paypal.com/checkoutnow?token=EC-8AB12345CD6789012", appSwitch: surface == .app)))
    }

    /// Presses the Venmo button and answers its calls, up to the switch to the Venmo app or venmo.com (or, not
    /// switched, the spinner before it).
    private func reachVenmo(_ state: inout AppState, switched: Bool = true, settings: (inout VenmoSettings) -> Void = { _ in }) {
        state.pick("venmo")
        state.changeFlow(VenmoEntry.self) { settings(&$0.settings) }
        _ = state.handle(.character("p"))
        guard switched else { return }
        if state.venmo?.flow.request.vault.vaults == true { _ = state.send(.customerCreated("61462913"), to: VenmoFlow.self) }
        let token = ClientToken(Data(#"{"authorizationFingerprint":"f","clientApiUrl":"http://127.0.0.1:8080/merchants/payterm-merchant/client_api"}"#.utf8).base64EncodedString())!
        _ = state.send(.clientTokenIssued(token), to: VenmoFlow.self)
        let configuration = #"{"payWithVenmo": {"accessToken": "access_token$sandbox$payterm-merchant$1", "environment": "sandbox", "merchantId": "3998"}, "#
            + #""graphQL": {"url": "http://127.0.0.1:8080/merchants/payterm-merchant/client_api/graphql"}}"#
        _ = state.send(.configured(try! JSONDecoder().decode(BraintreeVenmoClient.Configuration.self, from: Data(configuration.utf8))), to: VenmoFlow.self)
        _ = state.send(.contextCreated("VPC-4W2Q8T6Y1U3I5O7P9A0S2D4F"), to: VenmoFlow.self)
    }

    static func paysheet(amount: String?, status: String = "CREATED") -> VenmoAppClient.Paysheet {
        Fixture.decoded(#"{"context_id": "VPC-4W2Q8T6Y1U3I5O7P9A0S2D4F", "merchant_name": "PayTerm Demo Store", "currency_code": "USD", "subject_to_change": true, "#
            + #""usage": "MULTI_USE", "line_items": [], "status": "\#(status)", "username": "@alex-rivera""# + (amount.map { #", "amount": "\#($0)"}"# } ?? "}"))
    }

    /// Presses "Connect with Braintree" and answers with the connect page, opening on its log-in or its sign-up.
    private func reachConnectPage(_ state: inout AppState, signup: Bool, forged: Bool = false) {
        state.pick("connect")
        state.changeFlow(ConnectEntry.self) {
            $0.settings.signup = signup
            $0.settings.forgedState = forged
        }
        _ = state.handle(.character("p"))
        let page = #"{"brand": "PayPal powered by Braintree", "partner": {"name": "PayTerm Partner", "client_id": "client_id$development$paytermpartner"}, "#
            + #""scopes": [{"scope": "read_write", "permissions": ["Create, view and manage transactions", "Create, view and manage customers and their payment methods", "View your account details"]}], "#
            + #""landing_page": "\#(signup ? "signup" : "login")", "login_only": false, "prefill": {"user": {"email": "merchant@braintree.example.com"}, "business": {"name": "Beans & Co"}}, "#
            + #""redirect_uri": "https://partner.payterm.test/braintree/callback", "state": "s"}"#
        _ = state.sendConnect(.pageLoaded(Fixture.decoded(page), query: "client_id=x"))
    }

    private func reachWebLogin(_ state: inout AppState, _ flow: String = "confirm-payment") {
        state.pick(flow)
        _ = state.handle(.character("p"))
        _ = state.sendOrders(.orderCreated(Fixture.order("CREATED")))
    }

    private func reachVaultLogin(_ state: inout AppState) {
        state.pick("save-paypal")
        _ = state.handle(.character("m"))
        _ = state.handle(.character("s"))
        _ = state.sendVault(.setupTokenCreated(Fixture.decoded(#"{"id": "5C991763VB2781612", "status": "PAYER_ACTION_REQUIRED"}"#)))
    }

    private func reachWebApproval(_ state: inout AppState, _ flow: String) {
        reachWebLogin(&state, flow)
        _ = state.sendOrders(.logIn(.password(email: "alex@personal.example.com", password: "x")))
        _ = state.sendOrders(.loggedIn(Fixture.session()))
        _ = state.sendOrders(.orderLoaded(Fixture.order("CREATED")))
    }

    /// "Confirm and pay", the merchant's server reserving the items a minute after the authorization.
    private func confirmAndReserve(_ state: inout AppState) {
        _ = state.handle(.enter)
        _ = state.sendOrders(.clockRead(Fixture.aMinuteAfterAuthorization))
    }

    private func reachConfirmation(_ state: inout AppState) {
        reachWebApproval(&state, "confirm-payment")
        _ = state.sendOrders(.approve)
        _ = state.sendOrders(.approved(Fixture.order("APPROVED")))
        _ = state.sendOrders(.authorized(Fixture.order("COMPLETED", authorized: true)))
    }

    /// A token call, a capture the tester's decline refused, and the callback that followed, as the event pane
    /// has them.
    private func logCapture(into state: inout AppState) {
        state.events.log(EventLine(HTTPTransport.CallRecord(method: "POST", path: "/v1/oauth2/token", status: 200, milliseconds: 3, debugId: "a1b2c3d4e5f60"), by: .merchant))
        state.events.log(EventLine(HTTPTransport.CallRecord(
            method: "POST", path: "/v2/payments/authorizations/0VF52814937998046/capture", status: 422, milliseconds: 5, debugId: "6db128a52e68c"), by: .merchant))
        state.events.log(.callback, "Capture refused: INSTRUMENT_DECLINED")
    }

    private func type(_ text: String, into state: inout AppState) {
        for character in text { _ = state.handle(.character(character)) }
    }

    private func reachReview(_ state: inout AppState, _ experience: DemoStore.Experience = .goodsWithShipping, session: BuyerSession = Fixture.session()) {
        state.changeFlow(MPLEntry.self) { $0.experience = experience }
        _ = state.handle(.character("p"))
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        _ = state.send(.loggedIn(session))
        _ = state.send(.paymentCreated(payKey: "AP-TEST"))
        _ = state.send(.reviewLoaded(Fixture.review(of: state.mpl.order)))
    }
}
