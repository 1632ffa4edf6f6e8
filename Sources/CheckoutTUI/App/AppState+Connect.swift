import CheckoutFlows
import PayPalAPI

/// "Connect with Braintree" from the partner's dashboard: the Braintree-hosted page over it while the merchant
/// connects, then the connected merchant on the dashboard, whose tokens the partner refreshes and revokes.
extension AppState {
    var connect: ConnectSheet? {
        get { if case .connect(let sheet) = sheet { sheet } else { nil } }
        set { if let newValue { sheet = .connect(newValue) } else if connect != nil { sheet = nil } }
    }

    mutating func openConnect() -> [AppEffect] {
        let settings = merchant.connect
        let checkout = nextCheckout
        nextCheckout = nextCheckout.next
        log(.note, "checkout: Connect with Braintree, scopes \(settings.scopes.joined(separator: ",")), \(settings.value(.link))")
        merchant.result = nil
        return advance(checkout, ConnectFlow(request: settings.request), with: .press)
    }

    mutating func sendConnect(_ event: ConnectFlow.Event) -> [AppEffect] {
        guard let sheet = connect else { return [] }
        return advance(sheet.checkout, sheet.flow, with: event)
    }

    /// An event from the runner: handed on when its checkout is still open, else dropped and said so.
    mutating func receive(_ answer: Tagged<ConnectFlow.Event>) -> [AppEffect] {
        guard connect?.checkout == answer.checkout else {
            log(.note, "Dropped: an answer for \(answer.checkout), which is no longer open (\(answer.event.name))")
            return []
        }
        return sendConnect(answer.event)
    }

    private mutating func advance(_ checkout: CheckoutID, _ flow: ConnectFlow, with event: ConnectFlow.Event) -> [AppEffect] {
        var flow = flow
        var work: [FlowEffect<ConnectFlow>] = []
        for effect in flow.handle(event) {
            switch effect {
            case .callback(.returnedTo(let url)): log(.callback, "Braintree sent the browser back to the partner: \(url)")
            case .call, .timer: work.append(effect)
            }
        }
        switch flow.state {
        case .finished(let outcome):
            if connect?.checkout == checkout { sheet = nil }
            ended(outcome)
        case .loadingPage, .exchanging, .ready, .closed:
            if connect?.checkout == checkout || connect == nil { sheet = .connect(updated(checkout, flow)) }
        case .page(let page):
            var shown = updated(checkout, flow)
            shown.prefill(from: page.page.prefill)
            if !shown.controls.contains(shown.focus) { shown.focus = shown.controls.first ?? .email }
            switch page.screen {
            case .login(.some), .signup(.some): if connect?.flow.state != flow.state { shown.password.clear() }
            default: break
            }
            sheet = .connect(shown)
        }
        return work.isEmpty ? [] : [.connect(checkout, work)]
    }

    private func updated(_ checkout: CheckoutID, _ flow: ConnectFlow) -> ConnectSheet {
        guard var sheet = connect, sheet.checkout == checkout else { return ConnectSheet(checkout: checkout, flow: flow) }
        sheet.flow = flow
        return sheet
    }

    private mutating func ended(_ outcome: ConnectFlow.Outcome) {
        switch outcome {
        case .connected(let credentials):
            merchant.connect.connected = ConnectedMerchant(credentials: credentials)
            merchant.result = "Connected: Braintree merchant \(credentials.merchantId ?? "?") with \(credentials.scope), until \(credentials.expiresAt)."
            log(.note, "The partner's server exchanged the code: access token for \(credentials.merchantId ?? "?"), scopes \(credentials.scope)")
        case .notConnected(let finishLater):
            merchant.result = finishLater
                ? "The merchant chose Finish Later: nothing is connected yet (error=access_denied)."
                : "The merchant denied the partner's request: nothing is connected (error=access_denied)."
        case .stateMismatch:
            merchant.result = "Refused: the state that came back is not the one the partner made. A forged link (CSRF): no code is exchanged."
        case .failed(let error):
            merchant.result = "Connecting failed (\(error.code)): \(error.message)"
        }
    }

    // MARK: Keys

    mutating func handleConnect(_ key: Key) -> [AppEffect] {
        guard var sheet = connect, case .page(let page) = sheet.flow.state else { return [] }
        if case .authorize = page.screen {
            switch key {
            case .enter, .character("a"): return sendConnect(.agree)
            case .character("d"): return sendConnect(.deny)
            case .character("f"), .escape: return sendConnect(.finishLater)
            default: return []
            }
        }
        let controls = sheet.controls
        guard !controls.isEmpty else { return [] }
        if key == .escape { return sendConnect(.finishLater) }
        let position = controls.firstIndex(of: sheet.focus) ?? 0
        switch key {
        case .tab, .down: sheet.focus = controls[(position + 1) % controls.count]
        case .backTab, .up: sheet.focus = controls[(position + controls.count - 1) % controls.count]
        case .enter:
            switch sheet.focus {
            case .switchForm: return sendConnect(.switchForm)
            case .finishLater: return sendConnect(.finishLater)
            case .email, .password, .businessName, .submit:
                if case .signup = page.screen {
                    return sendConnect(.signUp(email: sheet.email.text, password: sheet.password.secret, businessName: sheet.businessName.text))
                }
                return sendConnect(.logIn(email: sheet.email.text, password: sheet.password.secret))
            }
        default:
            _ = sheet.edit(with: key)
        }
        connect = sheet
        return []
    }

    // MARK: The partner's dashboard

    /// `f` refreshes the connected merchant's tokens, `v` revokes the access token.
    mutating func actOnConnection(_ key: Key) -> [AppEffect] {
        guard let connected = merchant.connect.connected, !connected.revoked, !merchant.connect.busy else { return [] }
        merchant.connect.busy = true
        return key == .character("f") ? [.braintreeTokens(.refresh(connected.credentials.refreshToken))]
            : [.braintreeTokens(.revoke(connected.credentials.accessToken))]
    }

    /// What the partner's server heard back about the connected merchant's tokens.
    mutating func tokensAnswered(_ answer: BraintreeTokensAnswer) {
        merchant.connect.busy = false
        switch answer {
        case .refreshed(let credentials):
            merchant.connect.connected = ConnectedMerchant(credentials: credentials)
            merchant.result = "Refreshed: a new access token for \(credentials.merchantId ?? "?"), until \(credentials.expiresAt)."
        case .revoked(let webhook):
            merchant.connect.connected?.revoked = true
            merchant.result = "Revoked: the partner can no longer act for the merchant."
            if let webhook { log(.webhook, "Webhook ← \(webhook)") }
        case .failed(let error):
            merchant.result = "Braintree refused (\(error.code)): \(error.message)"
        }
    }
}

/// What the partner's server asks of Braintree's OAuth for the connected merchant.
public enum BraintreeTokensAction: Equatable, Sendable {
    case refresh(String)
    case revoke(String)
}

/// Braintree's answer to it: new tokens, or a revocation and the webhook notification it filed.
public enum BraintreeTokensAnswer: Equatable, Sendable {
    case refreshed(BraintreeOAuthClient.Credentials)
    case revoked(webhook: String?)
    case failed(PayPalAPIError)
}
