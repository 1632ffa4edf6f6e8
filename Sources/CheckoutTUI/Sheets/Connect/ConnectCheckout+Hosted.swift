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

    /// The page's fields take what it prefilled once it has loaded. A refusal clears the password and puts the
    /// focus on the field refused (the password, unless the email or business name was), so what is typed next
    /// never lands, in clear, in the email; the other form opens on its first field.
    mutating func follow(from old: ConnectFlow, in screen: SheetScreen) {
        guard case .page(let page) = flow.state else { return }
        prefill(from: page.page.prefill)
        if !controls.contains(focus) { focus = controls.first ?? .email }
        guard old.state != flow.state else { return }
        switch page.screen {
        case .login(.some(let refusal)), .signup(.some(let refusal)):
            password.clear()
            focus = Self.field(refusedBy: refusal.code)
        case .login(nil), .signup(nil):
            if case .page(let before) = old.state, before.screen.isSignup != page.screen.isSignup { focus = .email }
        default: break
        }
    }

    private static func field(refusedBy code: String) -> Control {
        switch code {
        case "invalid_email", "email_taken": .email
        case "invalid_business_name": .businessName
        default: .password
        }
    }

    func take(_ callback: ConnectFlow.Callback, in app: inout AppState) -> ConnectFlow.Event? {
        switch callback {
        case .returnedTo(let url): app.log(.callback, "Braintree sent the browser back to the partner's server: \(url)")
        case .openedApp(let url):
            if case .finished(.connected(let credentials)) = flow.state {
                app.log(.note, "The partner's server exchanged the code: access token for \(credentials.merchantId ?? "?"), scopes \(credentials.scope)")
            }
            app.log(.callback, "The partner's server sent the browser on to \(url), the app's custom URL scheme: application(_:open:) "
                + "posted braintreeConnectedRedirectNotification, and braintreeLogin dismissed the Safari view. Nothing sensitive rides in it: "
                + "any app can claim a custom URL scheme")
        }
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

    func help(_ language: Language) -> Help { language.connectHelp }
    var isTyping: Bool { focus.isField && !controls.isEmpty }
    var step: String {
        let screen = if case .page(let page) = flow.state { " · " + caseName(page.screen) } else { "" }
        return "Connect with Braintree · " + caseName(flow.state) + screen
    }

    var nextCall: CallSite {
        if case .page(let page) = flow.state, case .authorize = page.screen { return CallSite("POST", "/oauth/connect", "the decision", refusals: [.sessionExpired]) }
        return CallSite("POST", "/oauth/connect/login", "the log-in")
    }

    mutating func showUnlocked() {
        guard case .page(let page) = flow.state, case .login(let refusal) = page.screen else { return }
        liftedLock.lift(refusal)
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

private extension ConnectFlow.Screen {
    var isSignup: Bool { if case .signup = self { true } else { false } }
}
