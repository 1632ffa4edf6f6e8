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
        let arranged = arrangeLibrary(&state) || arrangeOrders(&state) || arrangeBraintree(&state)
        precondition(arranged, "\(self) is arranged by no family of screens")
        return state
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
    func reachVenmo(_ state: inout AppState, switched: Bool = true, settings: (inout VenmoSettings) -> Void = { _ in }) {
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
    func reachConnectPage(_ state: inout AppState, signup: Bool, forged: Bool = false) {
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

    func reachWebLogin(_ state: inout AppState, _ flow: String = "confirm-payment") {
        state.pick(flow)
        _ = state.handle(.character("p"))
        _ = state.sendOrders(.orderCreated(Fixture.order("CREATED")))
    }

    func reachVaultLogin(_ state: inout AppState) {
        state.pick("save-paypal")
        _ = state.handle(.character("m"))
        _ = state.handle(.character("s"))
        _ = state.sendVault(.setupTokenCreated(Fixture.decoded(#"{"id": "5C991763VB2781612", "status": "PAYER_ACTION_REQUIRED"}"#)))
    }

    func reachWebApproval(_ state: inout AppState, _ flow: String) {
        reachWebLogin(&state, flow)
        _ = state.sendOrders(.logIn(.password(email: "alex@personal.example.com", password: "x")))
        _ = state.sendOrders(.loggedIn(Fixture.session()))
        _ = state.sendOrders(.orderLoaded(Fixture.order("CREATED")))
    }

    /// "Confirm and pay", the merchant's server reserving the items a minute after the authorization.
    func confirmAndReserve(_ state: inout AppState) {
        _ = state.handle(.enter)
        _ = state.sendOrders(.clockRead(Fixture.aMinuteAfterAuthorization))
    }

    func reachConfirmation(_ state: inout AppState) {
        reachWebApproval(&state, "confirm-payment")
        _ = state.sendOrders(.approve)
        _ = state.sendOrders(.approved(Fixture.order("APPROVED")))
        _ = state.sendOrders(.authorized(Fixture.order("COMPLETED", authorized: true)))
    }

    /// A token call, a capture the tester's decline refused, and the callback that followed, as the event pane
    /// has them.
    func logCapture(into state: inout AppState) {
        state.events.log(EventLine(HTTPTransport.CallRecord(method: "POST", path: "/v1/oauth2/token", status: 200, milliseconds: 3, debugId: "a1b2c3d4e5f60"), by: .merchant))
        state.events.log(EventLine(HTTPTransport.CallRecord(
            method: "POST", path: "/v2/payments/authorizations/0VF52814937998046/capture", status: 422, milliseconds: 5, debugId: "6db128a52e68c"), by: .merchant))
        state.events.log(.callback, "Capture refused: INSTRUMENT_DECLINED")
    }

    func type(_ text: String, into state: inout AppState) {
        for character in text { _ = state.handle(.character(character)) }
    }

    func reachReview(_ state: inout AppState, _ experience: DemoStore.Experience = .goodsWithShipping, session: BuyerSession = Fixture.session()) {
        state.changeFlow(MPLEntry.self) { $0.experience = experience }
        _ = state.handle(.character("p"))
        _ = state.send(.logIn(.password(email: "alex@personal.example.com", password: "x"), payNow: false))
        _ = state.send(.loggedIn(session))
        _ = state.send(.paymentCreated(payKey: "AP-TEST"))
        _ = state.send(.reviewLoaded(Fixture.review(of: state.mpl.order)))
    }
}
