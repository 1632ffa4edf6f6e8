import CheckoutFlows
import PayPalAPI

/// Venmo as the merchant app hosts it: the sheet shows whatever the buyer's phone shows (the Venmo app, venmo.com);
/// while the merchant's app is in front, its button shows the checkout's word and its own keys work; the app shows
/// how it ended.
extension VenmoCheckout: HostedCheckout {
    static func calls(_ parties: Parties) -> any FlowCalls<VenmoFlow> {
        VenmoCalls(gateway: parties.gateway, buyer: parties.buyer, venmoApp: parties.venmoApp, keychain: parties.keychain)
    }

    var placement: CheckoutPlacement { merchantAppInFront ? .besideButton : .sheet }

    var isOver: Bool {
        if case .finished = flow.state { true } else { flow.isClosed }
    }

    /// A refused log-in clears the typed password, once for each refusal.
    mutating func follow(from old: VenmoFlow, in screen: SheetScreen) {
        guard case .venmo(_, .login(_?)) = flow.state, old.state != flow.state else { return }
        login.clearSecret()
    }

    /// The SDK's analytics events are notes; `tokenize`'s completion is a callback.
    func take(_ callback: VenmoFlow.Callback, in app: inout AppState) -> VenmoFlow.Event? {
        let isAnalytics = if case .analytics = callback { true } else { false }
        app.log(isAnalytics ? .note : .callback, VenmoOutcomeText.line(callback))
        return nil
    }

    func update(_ app: inout AppState) -> [AppEffect] {
        if case .finished(let outcome) = flow.state { app.merchant.result = VenmoOutcomeText.sentence(outcome, language: app.language) }
        return []
    }

    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<VenmoFlow.Event> {
        guard case .venmo(_, let screen) = flow.state else { return .passed }
        switch screen {
        case .login:
            switch key {
            case .escape: return .send(.cancel)
            case .enter: return .send(.logIn(login.method))
            case .tab, .backTab, .down, .up: focus = 1 - focus
            default: _ = login.edit(secret: focus == 1, with: key)
            }
            return .handled
        case .paysheet:
            switch key {
            case .enter, .character("p"): return .send(.approve)
            case .escape, .character("c"): return .send(.cancel)
            default: return .handled
            }
        case .opening, .loggingIn, .loadingPaysheet, .deciding:
            return .handled
        }
    }

    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas) {
        VenmoView.draw(self, language: app.language, spinner: spinner, in: LibraryView.frame(in: canvas.bounds.size), on: &canvas)
    }

    func keyHints(_ language: Language) -> String { VenmoView.keyHints(self, language.venmoStrings) }
    func help(_ language: Language) -> Help { language.venmoHelp }
    var isTyping: Bool { if case .venmo(_, .login) = flow.state { true } else { false } }
    func merchantActivity(spinner: Int) -> (String, Role)? { VenmoView.merchantActivity(flow, spinner: spinner) }
    var step: String {
        let screen = if case .venmo(_, let screen) = flow.state { " · " + caseName(screen) } else { "" }
        return "Venmo · " + caseName(flow.state) + screen
    }

    var nextCall: CallSite {
        switch flow.state {
        case .venmo(_, .paysheet): CallSite("POST", "/payterm/v1/buyer/venmo/*/approve", "the buyer's approval", refusals: [.sessionExpired])
        case .venmo: CallSite("POST", "/payterm/v1/buyer/venmo/login", "the Venmo log-in")
        case .returning: CallSite("POST", "/merchants/*/client_api/graphql", "the payment context's query")
        default: CallSite("POST", "/merchants/*/transactions", "the sale", refusals: [.declined])
        }
    }

    mutating func showUnlocked() {
        guard case .venmo(_, .login(let refusal)) = flow.state else { return }
        liftedLock.lift(refusal)
    }

    mutating func fill(_ name: String, with value: String) -> Bool {
        guard case .venmo(_, .login) = flow.state else { return false }
        return login.fill(name, with: value)
    }
}
