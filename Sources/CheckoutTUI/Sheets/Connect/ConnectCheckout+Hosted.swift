import CheckoutFlows
import PayPalAPI

/// "Connect with Braintree" as the partner's dashboard hosts it: the Braintree-hosted page over the dashboard while
/// the merchant connects, then the connected merchant on the dashboard.
extension ConnectCheckout: HostedCheckout {
    static func calls(_ parties: Parties) -> any FlowCalls<ConnectFlow> { ConnectCalls(page: parties.browser, oauth: parties.partner) }

    var placement: CheckoutPlacement { .sheet }

    var isOver: Bool {
        switch flow.state {
        case .finished, .closed: true
        default: false
        }
    }

    /// The page's fields take what it prefilled once it has loaded; a refused password is cleared.
    mutating func follow(from old: ConnectFlow, in screen: SheetScreen) {
        guard case .page(let page) = flow.state else { return }
        prefill(from: page.page.prefill)
        if !controls.contains(focus) { focus = controls.first ?? .email }
        switch page.screen {
        case .login(.some), .signup(.some): if old.state != flow.state { password.clear() }
        default: break
        }
    }

    func take(_ callback: ConnectFlow.Callback, in app: inout AppState) -> ConnectFlow.Event? {
        if case .returnedTo(let url) = callback { app.log(.callback, "Braintree sent the browser back to the partner: \(url)") }
        return nil
    }

    func update(_ app: inout AppState) -> [AppEffect] {
        if case .finished(let outcome) = flow.state { ConnectEntry.ended(outcome, in: &app) }
        return []
    }

    mutating func handle(_ key: Key, in app: inout AppState, screen: SheetScreen) -> SheetInput<ConnectFlow.Event> {
        guard case .page(let page) = flow.state else { return .handled }
        if case .authorize = page.screen {
            switch key {
            case .enter, .character("a"): return .send(.agree)
            case .character("d"): return .send(.deny)
            case .character("f"), .escape: return .send(.finishLater)
            default: return .handled
            }
        }
        let controls = controls
        guard !controls.isEmpty else { return .handled }
        if key == .escape { return .send(.finishLater) }
        let position = controls.firstIndex(of: focus) ?? 0
        switch key {
        case .tab, .down: focus = controls[(position + 1) % controls.count]
        case .backTab, .up: focus = controls[(position + controls.count - 1) % controls.count]
        case .enter:
            switch focus {
            case .switchForm: return .send(.switchForm)
            case .finishLater: return .send(.finishLater)
            case .email, .password, .businessName, .submit:
                if case .signup = page.screen { return .send(.signUp(email: email.text, password: password.secret, businessName: businessName.text)) }
                return .send(.logIn(email: email.text, password: password.secret))
            }
        default: _ = edit(with: key)
        }
        return .handled
    }

    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas) {
        ConnectView.draw(self, language: app.language, spinner: spinner, in: LibraryView.frame(in: canvas.bounds.size), on: &canvas)
    }

    func keyHints(_ language: Language) -> String {
        if case .page(let page) = flow.state, case .authorize = page.screen { return language.connectStrings.authorizeKeys }
        return language.connectStrings.formKeys
    }

    var help: Help { Help(title: ConnectHelp.title, entries: ConnectHelp.entries) }
    var isTyping: Bool { focus.isField && !controls.isEmpty }
    var step: String { "Connect with Braintree · " + caseName(flow.state) }

    var nextCall: CallSite {
        if case .page(let page) = flow.state, case .authorize = page.screen { return CallSite("POST", "/oauth/connect", "the decision") }
        return CallSite("POST", "/oauth/connect/login", "the log-in")
    }

    mutating func fill(_ name: String, with value: String) -> Bool {
        switch name {
        case "email": email.set(value)
        case "password": password.set(value)
        case "business-name": businessName.set(value)
        default: return false
        }
        return true
    }
}
