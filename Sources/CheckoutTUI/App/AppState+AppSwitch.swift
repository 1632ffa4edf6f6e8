import CheckoutFlows
import PayPalAPI

/// PayPal App Switch through Braintree: the merchant's button starts it, the sheet shows whatever the buyer's phone
/// shows (iOS's alert, the PayPal app, the web page, the browser), and the merchant's app shows how it ended.
extension AppState {
    var appSwitch: AppSwitchSheet? {
        get { if case .appSwitch(let sheet) = sheet { sheet } else { nil } }
        set { if let newValue { sheet = .appSwitch(newValue) } else if appSwitch != nil { sheet = nil } }
    }

    mutating func openAppSwitch() -> [AppEffect] {
        let settings = merchant.appSwitch
        let checkout = nextCheckout
        nextCheckout = nextCheckout.next
        log(.note, "checkout: PayPal App Switch, \(settings.kind.title), PayPal app \(settings.payPalApp.label), \(settings.returnLink.label)")
        merchant.result = nil
        return advance(checkout, AppSwitchFlow(request: settings.request, device: settings.device), with: .press)
    }

    mutating func sendAppSwitch(_ event: AppSwitchFlow.Event) -> [AppEffect] {
        guard let sheet = appSwitch else { return [] }
        return advance(sheet.checkout, sheet.flow, with: event)
    }

    /// An event from the runner: handed on when its checkout is still open, else dropped and said so.
    mutating func receive(_ answer: Tagged<AppSwitchFlow.Event>) -> [AppEffect] {
        guard appSwitch?.checkout == answer.checkout else {
            log(.note, "Dropped: an answer for \(answer.checkout), which is no longer open (\(answer.event.name))")
            return []
        }
        return sendAppSwitch(answer.event)
    }

    private mutating func advance(_ checkout: CheckoutID, _ flow: AppSwitchFlow, with event: AppSwitchFlow.Event) -> [AppEffect] {
        var flow = flow
        var work: [FlowEffect<AppSwitchFlow>] = []
        for effect in flow.handle(event) {
            switch effect {
            case .callback(.analytics(let name)): log(.note, "analytics " + name)
            case .callback(let callback): log(.callback, CallbackText.line(callback))
            case .call, .timer: work.append(effect)
            }
        }
        if case .finished(let outcome) = flow.state {
            if appSwitch?.checkout == checkout { sheet = nil }
            merchant.result = AppSwitchOutcomeText.sentence(outcome, request: flow.request)
        } else if var sheet = appSwitch, sheet.checkout == checkout {
            if case .payPal(_, .login(let refusal?)) = flow.state, refusal != sheet.loginRefusal { sheet.login.clearSecret() }
            sheet.flow = flow
            appSwitch = sheet
        } else {
            sheet = .appSwitch(AppSwitchSheet(checkout: checkout, flow: flow))
        }
        return work.isEmpty ? [] : [.appSwitch(checkout, work)]
    }

    // MARK: Keys

    mutating func handleAppSwitch(_ key: Key) -> [AppEffect] {
        guard var sheet = appSwitch else { return [] }
        switch sheet.flow.state {
        case .signInAlert:
            if key == .enter { return sendAppSwitch(.allowSignIn(true)) }
            if key == .escape || key == .character("c") { return sendAppSwitch(.allowSignIn(false)) }
        case .payPal(let approval, let screen):
            if key == .character("h"), approval.surface == .app { return sendAppSwitch(.background) }
            return handlePayPal(screen, key, &sheet)
        case .backgrounded:
            if key == .enter || key == .character("p") { return sendAppSwitch(.resume) }
            if key == .escape { return sendAppSwitch(.cancel) }
        case .browser:
            if key == .enter || key == .character("o") { return sendAppSwitch(.openInApp) }
        case .ready, .starting, .tokenizing, .finalizing, .finished, .closed:
            break
        }
        return []
    }

    private mutating func handlePayPal(_ screen: AppSwitchFlow.Screen, _ key: Key, _ sheet: inout AppSwitchSheet) -> [AppEffect] {
        switch screen {
        case .faceID:
            switch key {
            case .enter: return sendAppSwitch(.faceID)
            case .character("p"): return sendAppSwitch(.usePassword)
            case .escape, .character("c"): return sendAppSwitch(.cancel)
            default: return []
            }
        case .login:
            if key == .escape { return sendAppSwitch(.cancel) }
            if key == .enter { return sendAppSwitch(.logIn(sheet.login.method)) }
            if key == .tab || key == .backTab || key == .down || key == .up {
                sheet.focus = 1 - sheet.focus
            } else {
                _ = sheet.login.edit(secret: sheet.focus == 1, with: key)
            }
            appSwitch = sheet
            return []
        case .review(let review):
            switch key {
            case .enter, .character("p"): return sendAppSwitch(.approve)
            case .escape, .character("c"): return sendAppSwitch(.cancel)
            case .character("l"): return sendAppSwitch(.togglePayLater)
            case .left, .right:
                let sources = review.session.buyer.fundingSources
                guard let index = sources.firstIndex(where: { $0.id == review.fundingSourceId }) ?? sources.indices.first else { return [] }
                let next = (index + (key == .right ? 1 : sources.count - 1)) % sources.count
                return sendAppSwitch(.chooseFunding(sources[next].id))
            default: return []
            }
        case .loggingIn, .loadingReview, .deciding, .cancelling:
            return []
        }
    }
}

extension AppSwitchSheet {
    /// The refusal the log-in shows, so the typed secret is cleared once for each new one.
    var loginRefusal: PayPalAPIError? {
        if case .payPal(_, .login(let refusal)) = flow.state { refusal } else { nil }
    }
}
