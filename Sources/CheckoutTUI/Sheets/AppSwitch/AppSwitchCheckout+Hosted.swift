import CheckoutFlows
import PayPalAPI

/// App Switch as the merchant app hosts it: the sheet shows whatever the buyer's phone shows (iOS's alert, the
/// PayPal app, the web page, the browser); while the merchant's app is in front, its button shows the checkout's
/// word and its own keys work; the app shows how it ended.
extension AppSwitchCheckout: HostedCheckout {
    static func calls(_ parties: Parties) -> any FlowCalls<AppSwitchFlow> {
        AppSwitchCalls(gateway: parties.gateway, buyer: parties.buyer, payPalApp: parties.payPalApp, shipping: parties.shipping, keychain: parties.keychain)
    }

    var placement: CheckoutPlacement { merchantAppInFront ? .besideButton : .sheet }

    var isOver: Bool {
        switch flow.state {
        case .finished, .closed: true
        default: false
        }
    }

    mutating func follow(from old: AppSwitchFlow, in screen: SheetScreen) {
        if let refusal = Self.loginRefusal(flow), refusal != Self.loginRefusal(old) { login.clearSecret() }
    }

    mutating func showUnlocked() { liftedLock.lift(Self.loginRefusal(flow)) }

    /// The refusal the log-in shows, so the typed secret is cleared once for each new one.
    private static func loginRefusal(_ flow: AppSwitchFlow) -> PayPalAPIError? {
        if case .payPal(_, .login(let refusal)) = flow.state { refusal } else { nil }
    }

    func take(_ callback: AppSwitchFlow.Callback, in app: inout AppState) -> AppSwitchFlow.Event? {
        switch callback {
        case .analytics, .returned: app.log(.note, CallbackText.line(callback))
        default: app.log(.callback, CallbackText.line(callback))
        }
        return nil
    }

    func update(_ app: inout AppState) -> [AppEffect] {
        guard case .finished(let outcome) = flow.state else { return [] }
        app.merchant.result = AppSwitchOutcomeText.sentence(outcome, request: flow.request, language: app.language)
        if case .paid(let sale) = outcome, let plan = flow.planTaken {
            app.merchant.instalments.add(.init(transactionId: sale.id, plan: plan, flow: app.merchant.entry.name))
        }
        return []
    }

    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<AppSwitchFlow.Event> {
        switch flow.state {
        case .signInAlert:
            if key == .enter { return .send(.allowSignIn(true)) }
            if key == .escape || key == .character("c") { return .send(.allowSignIn(false)) }
            return .handled
        case .payPal(let approval, let screen):
            if key == .character("h"), approval.surface == .app { return .send(.background) }
            return handlePayPal(screen, key)
        case .homeScreen:
            if key == .enter || key == .character("m") { return .send(.openMerchantApp) }
            if key == .character("p") { return .send(.resume) }
            return .handled
        case .backgrounded:
            if key == .enter || key == .character("p") { return .send(.resume) }
            if key == .escape { return .send(.cancel) }
            return .passed
        case .browser:
            return key == .enter || key == .character("o") ? .send(.openInApp) : .handled
        case .ready, .starting, .tokenizing, .finalizing, .finished, .closed:
            return .passed
        }
    }

    private mutating func handlePayPal(_ screen: AppSwitchFlow.Screen, _ key: Key) -> SheetInput<AppSwitchFlow.Event> {
        switch screen {
        case .faceID:
            switch key {
            case .enter: return .send(.faceID)
            case .character("p"): return .send(.usePassword)
            case .escape, .character("c"): return .send(.cancel)
            default: return .handled
            }
        case .login:
            if key == .escape { return .send(.cancel) }
            if key == .enter { return .send(.logIn(login.method)) }
            if key == .tab || key == .backTab || key == .down || key == .up {
                focus = 1 - focus
            } else {
                _ = login.edit(secret: focus == 1, with: key)
            }
            return .handled
        case .review(let review):
            switch key {
            case .enter, .character("p"): return .send(.approve)
            case .escape, .character("c"): return .send(.cancel)
            case .character("l"): return .send(.nextPayLaterPlan)
            case .character("k"): return .send(.nextContact)
            case .character("a"): return .send(.nextShippingAddress)
            case .character("o"): return .send(.nextShippingOption)
            case .left, .right:
                let sources = review.session.buyer.fundingSources
                guard let index = sources.firstIndex(where: { $0.id == review.fundingSourceId }) ?? sources.indices.first else { return .handled }
                return .send(.chooseFunding(sources[(index + (key == .right ? 1 : sources.count - 1)) % sources.count].id))
            default: return .handled
            }
        case .loggingIn, .loadingReview, .updatingShipping, .deciding, .cancelling:
            return .handled
        }
    }

    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas) {
        AppSwitchView.draw(self, language: app.language, spinner: spinner, clock: clock, in: LibraryView.frame(in: canvas.bounds.size), on: &canvas)
    }

    func keyHints(_ language: Language) -> String { AppSwitchView.keyHints(self, language) }
    func help(_ language: Language) -> Help { language.appSwitchHelp }
    var isTyping: Bool { if case .payPal(_, .login) = flow.state { true } else { false } }
    func merchantActivity(spinner: Int) -> (String, Role)? { AppSwitchView.merchantActivity(self, spinner: spinner) }
    var step: String {
        let screen: String? = switch flow.state {
        case .payPal(_, let screen), .homeScreen(_, let screen), .backgrounded(_, let screen): caseName(screen)
        default: nil
        }
        return "App Switch · " + caseName(flow.state) + (screen.map { " · " + $0 } ?? "")
    }

    var nextCall: CallSite {
        switch flow.state {
        case .payPal(_, .review): CallSite("POST", "/payterm/v1/buyer/hermes/*/approve", "the approval", refusals: [.sessionExpired])
        case .payPal, .signInAlert: .logIn
        case .browser, .backgrounded, .tokenizing: CallSite("POST", "/merchants/*/client_api/v1/payment_methods/paypal_accounts", "the tokenize")
        default: CallSite("POST", "/merchants/*/transactions", "the sale", refusals: [.declined])
        }
    }

    mutating func fill(_ name: String, with value: String) -> Bool {
        guard case .payPal(_, .login) = flow.state else { return false }
        return login.fill(name, with: value)
    }
}
