import CheckoutFlows
import PayPalAPI

/// The Mobile Payments Library's checkout: its flow, and what the buyer has typed into its sheet.
struct MPLCheckout: Equatable, Sendable {
    var flow: MPLFlow
    var focus = 0
    var login = LoginFields()
    /// A PIN or preapproval code being created, and its confirmation.
    var newPIN = TextField.pin()
    var confirmPIN = TextField.pin()
    /// The phone number a PIN logs in with, asked for when the account has none.
    var pinPhone = TextField(limit: 24)
    /// The billing summary opened to its items, tax, shipping and receivers.
    var summaryExpanded = false
    /// The first row of the sheet's content shown, when the content is taller than the sheet.
    var scroll = 0
    /// The control to focus when the next screen comes, as the address choice after the amounts are updated for it.
    var refocus: MPLControl?
    var liftedLock = LiftedLock()

    init(flow: MPLFlow) {
        self.flow = flow
    }
}

extension MPLCheckout: HostedCheckout {
    static func calls(_ parties: Parties) -> any FlowCalls<MPLFlow> { MPLCalls(service: parties.buyer) }

    var placement: CheckoutPlacement { .sheet }
    var isOver: Bool { flow.isClosed }

    mutating func follow(from old: MPLFlow, in screen: SheetScreen) {
        if flow.screen != old.screen, !flow.isWorking {
            if case .login(.refused?) = flow.screen {
                // The secret typed is wrong or spent: it is cleared and takes the focus, so the next thing typed goes
                // where it is masked, never into the email field in clear.
                login.clearSecret()
                refocus = .secret
            }
            switch flow.screen {
            case .createPIN(.invalidPhone?): refocus = .pinPhone
            case .createPIN(.some), .createCode(.some):
                // A PIN or code refused is typed again from the start: both fields empty, the focus on the first.
                newPIN.clear()
                confirmPIN.clear()
                refocus = .newPIN
            default: break
            }
            focus = refocus.flatMap(controls.firstIndex(of:)) ?? 0
            refocus = nil
            scroll = 0
        }
        keepFocusInView(screen)
    }

    func draw(in app: AppState, spinner: Int, clock: String, on canvas: inout Canvas) {
        LibraryView.draw(self, language: app.language, clock: clock, spinner: spinner, in: LibraryView.frame(in: canvas.bounds.size), on: &canvas)
    }

    func keyHints(_ language: Language) -> String { language.strings.keys }
    func help(_ language: Language) -> Help { language.mplHelp }
    var isTyping: Bool { focusedControl?.isField == true }
    var step: String { "PayPal library · " + caseName(flow.screen) }

    var nextCall: CallSite {
        let expired = CallSite.Refusal.expired(issue: "PAY_KEY_EXPIRED")
        return switch flow.screen {
        case .review: CallSite("POST", "/payterm/v1/buyer/payments/*/approve", "the payment", refusals: [.declined, .sessionExpired, expired])
        case .agreement: CallSite("POST", "/payterm/v1/buyer/preapprovals/*/agree", "the agreement", refusals: [.sessionExpired, expired])
        default: CallSite("POST", CallSite.logIn.path, CallSite.logIn.what, refusals: [expired])
        }
    }

    mutating func showUnlocked() {
        guard case .login(.refused(let error)?) = flow.screen else { return }
        liftedLock.lift(error)
    }

    mutating func fill(_ name: String, with value: String) -> Bool {
        switch name {
        case "new-pin": newPIN.set(value)
        case "confirm-pin": confirmPIN.set(value)
        case "pin-phone": pinPhone.set(value)
        default: return controls.contains(.account) && login.fill(name, with: value)
        }
        return true
    }

    var leaving: PayPalContext? { PayPalContext(leaving: flow) }
}

/// An enum value's case name: the label of its payload, or the case itself when it has none.
func caseName(_ value: Any) -> String {
    Mirror(reflecting: value).children.first?.label ?? String(describing: value)
}
