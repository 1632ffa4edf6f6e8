import Foundation
import PayPalAPI

/// How "Connect with Braintree" moves: each event, in the state it arrives in.
extension ConnectFlow {
    public typealias Effect = FlowEffect<ConnectFlow>

    public mutating func handle(_ event: Event) -> [Effect] {
        switch (event, state) {
        case (.press, .ready):
            state = .loadingPage
            return [.call(.loadPage(request))]
        case (.pageLoaded(let page, let query), .loadingPage):
            state = .page(PageState(page: page, query: query, screen: page.landingPage == "signup" && !page.loginOnly ? .signup(refusal: nil) : .login(refusal: nil)))
            return []
        case (.switchForm, .page(var page)) where !page.page.loginOnly:
            switch page.screen {
            case .login: page.screen = .signup(refusal: nil)
            case .signup: page.screen = .login(refusal: nil)
            default: return []
            }
            state = .page(page)
            return []
        case (.logIn(let email, let password), .page(var page)):
            guard case .login = page.screen else { return [] }
            page.screen = .loggingIn
            state = .page(page)
            return [.call(.logIn(email: email, password: password))]
        case (.signUp(let email, let password, let business), .page(var page)):
            guard case .signup = page.screen else { return [] }
            page.screen = .loggingIn
            state = .page(page)
            return [.call(.signUp(email: email, password: password, businessName: business))]
        case (.loggedIn(let session), .page(var page)) where page.screen == .loggingIn:
            page.screen = .authorize(session)
            state = .page(page)
            return []
        case (.refused(let error), .page(var page)) where page.screen == .loggingIn:
            page.screen = page.page.landingPage == "signup" && error.httpStatus != 401 ? .signup(refusal: error) : .login(refusal: error)
            state = .page(page)
            return []
        case (.agree, .page(var page)):
            guard case .authorize(let session) = page.screen else { return [] }
            page.screen = .deciding(.agree)
            state = .page(page)
            return [.call(.decide(.agree, query: page.query, session: session.session))]
        case (.deny, .page(var page)), (.finishLater, .page(var page)):
            guard !page.screen.isWaiting else { return [] }
            let decision: BraintreeConnectPage.Decision = event == .deny ? .deny : .finishLater
            page.screen = .deciding(decision)
            state = .page(page)
            return [.call(.decide(decision, query: page.query, session: nil))]
        case (.redirected(let url), .page):
            return returned(to: url)
        case (.exchanged(let credentials), .exchanging):
            return backInTheApp(.connected(credentials))
        case (.refused(let error), .exchanging):
            return backInTheApp(.failed(error))
        case (.refused(let error), .loadingPage), (.refused(let error), .page):
            state = .finished(.failed(error))
            return []
        case (.finish, .finished):
            state = .closed
            return []
        default:
            return []
        }
    }

    /// The browser is back at the partner's callback: its server checks the state it made, then exchanges the code.
    private mutating func returned(to url: String) -> [Effect] {
        let items = URLComponents(string: url)?.queryItems ?? []
        func value(_ name: String) -> String? { items.first { $0.name == name }?.value }
        let back: Effect = .callback(.returnedTo(url))
        guard value("state") == request.state else {
            return [back] + backInTheApp(.stateMismatch(got: value("state")))
        }
        guard let code = value("code"), let merchantId = value("merchantId") else {
            let finishLater = if case .page(let page) = state, page.screen == .deciding(.finishLater) { true } else { false }
            return [back] + backInTheApp(.notConnected(finishLater: finishLater))
        }
        state = .exchanging(code: code, merchantId: merchantId)
        return [back, .call(.exchange(code: code))]
    }

    /// The partner's server is done: it sends the browser to the app's custom URL, and the app, opening it,
    /// dismisses the Safari view.
    private mutating func backInTheApp(_ outcome: Outcome) -> [Effect] {
        state = .finished(outcome)
        return [.callback(.openedApp(Self.appURL(outcome)))]
    }
}
